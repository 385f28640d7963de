import { describe, expect, it } from "vitest";
import { sampleProgramme } from "../testing/sampleProgramme";
import { chanceRows, withFixedAt } from "./levelDialogForm";
import { levelRangeOf, levelRows } from "./levelRows";
import { canSaveLadder, invalidTiers, ladderMessage, selectTier, tierErrorsAt, tierSettingOf, withNewTier } from "./tierEditorForm";

const ladder = [
  { name: "Basic", minLevel: 0, minExp: 0 },
  { name: "Silver", minLevel: 5, minExp: 0 },
  { name: "Gold", minLevel: 10, minExp: 200 },
];

describe("the tier editor's form", () => {
  it("adds 'New' one level above the highest in use and writes the base apart", () => {
    const draft = withNewTier(ladder);
    expect(draft.at(-1)).toEqual({ name: "New", minLevel: 11, minExp: 0 });
    expect(tierSettingOf(draft)).toEqual({ baseTierName: "Basic", tiers: [ladder[1], ladder[2], { name: "New", minLevel: 11, minExp: 0 }] });
  });

  it("names each tier's problem and the ladder's", () => {
    const draft = [ladder[0]!, { name: " ", minLevel: 10, minExp: -1 }, ladder[2]!];
    expect(tierErrorsAt(draft, 1)).toEqual({ name: "Name is required", minLevel: "Level used by other tier", minExp: "Invalid exp" });
    expect(invalidTiers(draft)).toEqual([false, true, true]);
    expect(canSaveLadder(draft)).toBe(false);
    expect(canSaveLadder(ladder)).toBe(true);
    expect(ladderMessage(withNewTier(withNewTier(ladder)))).toBe("Tier should be less than or equal to 4");
  });

  it("keeps the tier being edited while it has a message, and moves once it has none", () => {
    const clash = [ladder[0]!, ladder[1]!, { ...ladder[2]!, minLevel: 5 }];
    expect(selectTier(clash, 2, 1)).toBe(2);
    expect(selectTier(ladder, 2, 1)).toBe(1);
  });

  it("refuses Save for a ladder over the tier limit even when every tier is valid", () => {
    expect(canSaveLadder(withNewTier(withNewTier(ladder)))).toBe(false);
  });
});

describe("the level table and dialog", () => {
  const programme = sampleProgramme({
    expRange: [{ minLevel: 6, expToLevelUp: 500 }],
    onLevelReward: { vouchers: [{ voucher: "v1", minLevel: 0, weight: 1 }, { voucher: "v2", minLevel: 6, weight: 3 }], noRewardWeight: 0, fixVouchers: [{ level: 6, voucher: "v3" }] },
  });
  const names = new Map([["v1", "Free kopi"], ["v3", "10% off"]]);

  it("spans a tier from its min level to the next tier's, the last up to 999", () => {
    expect(levelRangeOf(ladder, 1)).toEqual({ from: 5, to: 9 });
    expect(levelRangeOf(ladder, 2)).toEqual({ from: 10, to: 999 });
  });

  it("fills each level's row from the programme's maths", () => {
    const rows = levelRows(programme, { from: 5, to: 6 }, [{ level: 6, memberCount: 4 }], names);
    expect(rows).toEqual([
      { level: 5, expToNext: 300, memberCount: 0, levelUpRewards: [], poolRewards: ["Free kopi"] },
      { level: 6, expToNext: 500, memberCount: 4, levelUpRewards: ["10% off"], poolRewards: ["Free kopi", "v2"] },
    ]);
    expect(levelRows(programme, { from: 999, to: 999 }, [], names)[0]?.expToNext).toBeNull();
  });

  it("shows the pool's chances at a level and replaces only that level's fixed rewards", () => {
    expect(chanceRows(programme.onLevelReward, 6, names).map((row) => [row.reward, row.chance])).toEqual([
      ["Free kopi", "25.00%"],
      ["v2", "75.00%"],
      ["No reward", "0.00%"],
    ]);
    expect(withFixedAt({ ...programme.onLevelReward, fixVouchers: [{ level: 6, voucher: "v3" }, { level: 7, voucher: "v1" }] }, 6, ["v1"]).fixVouchers).toEqual([
      { level: 7, voucher: "v1" },
      { level: 6, voucher: "v1" },
    ]);
  });
});
