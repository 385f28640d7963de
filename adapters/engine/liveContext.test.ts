import { describe, expect, it } from "vitest";
import { isObjectId } from "../../domain/shared/ids";
import { liveContext } from "./liveContext";

describe("live decide context", () => {
  it("gives distinct object ids and uniform numbers in [0, 1)", () => {
    const context = liveContext("Asia/Singapore");
    const ids = new Set(Array.from({ length: 1000 }, () => context.newId()));
    expect(ids.size).toBe(1000);
    expect([...ids].every(isObjectId)).toBe(true);
    const draws = Array.from({ length: 20_000 }, () => context.random());
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    expect(context.timeZone).toBe("Asia/Singapore");
  });

  it("is seeded afresh for every command", () => {
    expect(liveContext().random()).not.toBe(liveContext().random());
  });
});
