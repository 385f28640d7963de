import { describe, expect, it } from "vitest";
import { PAUSED_MARKER, pauseBeforeCommit, pausePatternFrom } from "./pauseBeforeCommit";

const settledSoon = async (promise: Promise<void>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

describe("the crash suite's pause before commit", () => {
  it("is armed only under NODE_ENV=test with a pattern", () => {
    expect(pausePatternFrom({ NODE_ENV: "test", TEST_PAUSE_BEFORE_COMMIT: "^user-" })?.source).toBe("^user-");
    expect(pausePatternFrom({ NODE_ENV: "production", TEST_PAUSE_BEFORE_COMMIT: "^user-" })).toBeUndefined();
    expect(pausePatternFrom({ TEST_PAUSE_BEFORE_COMMIT: "^user-" })).toBeUndefined();
    expect(pausePatternFrom({ NODE_ENV: "test" })).toBeUndefined();
  });

  it("lets an append whose streams do not match commit at once", async () => {
    const printed: string[] = [];
    const hook = pauseBeforeCommit(/(?=.*(?:^| )phone-)(?=.*(?:^| )user-)/, (line) => printed.push(line));
    expect(await settledSoon(hook(["phone-+60111000001"]))).toBe(true);
    expect(printed).toEqual([]);
  });

  it("stops an append moving every named stream, after printing the marker", async () => {
    const printed: string[] = [];
    const hook = pauseBeforeCommit(/(?=.*(?:^| )phone-)(?=.*(?:^| )user-)/, (line) => printed.push(line));
    expect(await settledSoon(hook(["phone-+60111000001", "user-abc"]))).toBe(false);
    expect(printed).toEqual([`${PAUSED_MARKER} phone-+60111000001 user-abc`]);
  });
});
