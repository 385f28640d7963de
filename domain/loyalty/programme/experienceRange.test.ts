import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { messagesOf } from "../../business/schemaSpec";
import { ExpRange, LevelNumber, nextExpRanges } from "./experienceRange";

describe("experience ranges (spec 2 §3 expRange, §5 Level, §9 levels 0-999)", () => {
  it("take a level from 0 to 999 with the spec's messages", () => {
    expect(messagesOf(LevelNumber, 0)).toEqual([]);
    expect(messagesOf(LevelNumber, 999)).toEqual([]);
    expect(messagesOf(LevelNumber, -1)).toEqual(["Min level is 0"]);
    expect(messagesOf(LevelNumber, 1000)).toEqual(["Max 999"]);
    expect(messagesOf(LevelNumber, 1.5)).toEqual(["Invalid min level"]);
  });

  it("need at least 1 whole experience to level up", () => {
    expect(messagesOf(ExpRange, { minLevel: 5, expToLevelUp: 1 })).toEqual([]);
    expect(messagesOf(ExpRange, { minLevel: 5, expToLevelUp: 0 })).toEqual(["Min exp is 1"]);
    expect(messagesOf(ExpRange, { minLevel: 5, expToLevelUp: 2.5 })).toEqual(["Invalid exp"]);
  });

  it("are stored sorted by minLevel", () => {
    const ranges = [{ minLevel: 10, expToLevelUp: 300 }, { minLevel: 2, expToLevelUp: 100 }, { minLevel: 5, expToLevelUp: 200 }];
    expect(Result.getOrThrow(nextExpRanges(ranges)).map((r) => r.minLevel)).toEqual([2, 5, 10]);
    expect(Result.getOrThrow(nextExpRanges([]))).toEqual([]);
  });

  it("refuse two ranges starting at the same level, on the second one", () => {
    const refused = nextExpRanges([{ minLevel: 2, expToLevelUp: 100 }, { minLevel: 5, expToLevelUp: 200 }, { minLevel: 2, expToLevelUp: 300 }]);
    expect(Result.isFailure(refused) && [refused.failure.message, refused.failure.status, refused.failure.path]).toEqual(["Level used by other range", 400, ["expRange", 2, "minLevel"]]);
  });
});
