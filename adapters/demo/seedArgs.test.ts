import { describe, expect, it } from "vitest";
import { SEED_USAGE, seedArgs } from "./seedArgs";
import { DEFAULT_SEED_BATCH } from "./seedDataSet";

describe("seedArgs", () => {
  it("reads --members N and --batch B, with = or a space", () => {
    expect(seedArgs(["--members", "2000"])).toEqual({ members: 2000, batchSize: DEFAULT_SEED_BATCH });
    expect(seedArgs(["--members=100000", "--batch=500"])).toEqual({ members: 100000, batchSize: 500 });
  });

  it("refuses a missing, zero, negative, fractional or unknown argument with the usage line", () => {
    for (const argv of [[], ["--members"], ["--members", "0"], ["--members", "-5"], ["--members", "1.5"], ["--members", "10", "--size", "3"], ["--members", "10", "--batch", "0"]]) {
      expect(seedArgs(argv)).toBe(SEED_USAGE);
    }
  });
});
