import { describe, expect, it } from "vitest";
import { drawReward, eligiblePoolVouchers, rewardChances } from "./rewardDraw";

const pool = {
  noRewardWeight: 1,
  vouchers: [
    { voucher: "coffee", minLevel: 0, weight: 2 },
    { voucher: "cake", minLevel: 5, weight: 1 },
    { voucher: "never", minLevel: 0, weight: 0 },
  ],
};

describe("reward draw", () => {
  it("keeps vouchers with weight above 0 whose minLevel is reached", () => {
    expect(eligiblePoolVouchers(pool, 4).map((v) => v.voucher)).toEqual(["coffee"]);
    expect(eligiblePoolVouchers(pool, 5).map((v) => v.voucher)).toEqual(["coffee", "cake"]);
  });

  it("walks the cumulative weights: pool order, then no reward", () => {
    // level 5: coffee [0, 2), cake [2, 3), none [3, 4) out of 4
    expect(drawReward(pool, 5, 0)).toBe("coffee");
    expect(drawReward(pool, 5, 0.49)).toBe("coffee");
    expect(drawReward(pool, 5, 0.5)).toBe("cake");
    expect(drawReward(pool, 5, 0.75)).toBeNull();
    expect(drawReward(pool, 4, 0.66)).toBe("coffee");
    expect(drawReward(pool, 4, 0.67)).toBeNull();
  });

  it("draws nothing when every weight is 0, and refuses a roll outside [0, 1)", () => {
    expect(drawReward({ noRewardWeight: 0, vouchers: [] }, 3, 0.2)).toBeNull();
    expect(() => drawReward(pool, 1, 1)).toThrow(RangeError);
  });

  it("gives chances in percent that sum to 100", () => {
    expect(rewardChances(pool, 5)).toEqual([
      { voucher: "coffee", weight: 2, percentage: 50 },
      { voucher: "cake", weight: 1, percentage: 25 },
      { voucher: null, weight: 1, percentage: 25 },
    ]);
    expect(rewardChances({ noRewardWeight: 1, vouchers: [{ voucher: "a", minLevel: 0, weight: 1 }, { voucher: "b", minLevel: 0, weight: 1 }] }, 0)
      .map((c) => c.percentage)).toEqual([33.34, 33.33, 33.33]);
    expect(rewardChances({ noRewardWeight: 0, vouchers: [] }, 0)).toEqual([{ voucher: null, weight: 0, percentage: 100 }]);
  });
});
