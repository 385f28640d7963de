import { describe, expect, it } from "vitest";
import { canAddTier, checkTierLadder, newTier, tierIndexOf, tierLadder, tierOf } from "./tierDecision";

const ladder = tierLadder({
  baseTierName: "Basic",
  tiers: [{ name: "Silver", minLevel: 5, minExp: 0 }, { name: "Gold", minLevel: 10, minExp: 0 }],
});

describe("tier decision", () => {
  it("puts the base first at min level 0", () => {
    expect(ladder[0]).toEqual({ name: "Basic", minLevel: 0, minExp: 0 });
  });

  it("takes the last tier whose min level is at or below the level", () => {
    expect(tierIndexOf(ladder, 0)).toBe(0);
    expect(tierIndexOf(ladder, 4)).toBe(0);
    expect(tierIndexOf(ladder, 5)).toBe(1);
    expect(tierOf(ladder, 999)?.name).toBe("Gold");
  });
});

describe("tier list rules", () => {
  const withLevels = (...levels: number[]) => levels.map((minLevel) => ({ minLevel }));

  it("accepts a strictly rising ladder from 0", () => {
    expect(checkTierLadder(withLevels(0, 5, 10, 999))).toEqual([]);
  });

  it("answers the spec's messages", () => {
    expect(checkTierLadder(withLevels(0, 5, 5))).toEqual([
      { index: 1, field: "minLevel", message: "Level used by other tier" },
      { index: 2, field: "minLevel", message: "Level used by other tier" },
    ]);
    expect(checkTierLadder(withLevels(0, 6, 3))).toEqual([
      { index: 1, field: "minLevel", message: "Max level is 2" },
      { index: 2, field: "minLevel", message: "Min level is 7" },
    ]);
    expect(checkTierLadder(withLevels(0, 1000))[0]?.message).toBe("Max level is 999");
    expect(checkTierLadder(withLevels(0, 2.5))[0]?.message).toBe("Invalid min level");
    expect(checkTierLadder(withLevels(0, 1, 2, 3, 4))).toEqual([
      { index: 4, field: "tiers", message: "Tier should be less than or equal to 4" },
    ]);
    expect(checkTierLadder(withLevels(1, 2))).toEqual([{ index: 0, field: "minLevel", message: "Max level is 0" }]);
  });

  it("adds 'New' one level above the highest while fewer than 4", () => {
    expect(newTier(ladder)).toEqual({ name: "New", minLevel: 11, minExp: 0 });
    expect(newTier(tierLadder({ baseTierName: "Basic", tiers: [] })).minLevel).toBe(1);
    expect(canAddTier(ladder)).toBe(true);
    expect(canAddTier([...ladder, newTier(ladder)])).toBe(false);
  });
});
