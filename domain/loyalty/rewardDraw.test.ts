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

  it("counts a negative, infinite or missing weight as 0: never drawn, 0 % shown", () => {
    const odd = {
      noRewardWeight: -1,
      vouchers: [
        { voucher: "negative", minLevel: 0, weight: -3 },
        { voucher: "infinite", minLevel: 0, weight: Number.POSITIVE_INFINITY },
        { voucher: "nan", minLevel: 0, weight: Number.NaN },
        { voucher: "tea", minLevel: 0, weight: 1 },
      ],
    };
    expect(eligiblePoolVouchers(odd, 9).map((v) => v.voucher)).toEqual(["tea"]);
    for (const roll of [0, 0.3, 0.99]) expect(drawReward(odd, 9, roll)).toBe("tea");
    expect(rewardChances(odd, 9)).toEqual([{ voucher: "tea", weight: 1, percentage: 100 }, { voucher: null, weight: 0, percentage: 0 }]);
  });

  it("refuses a roll below 0 or not a number", () => {
    expect(() => drawReward(pool, 5, -0.01)).toThrow(RangeError);
    expect(() => drawReward(pool, 5, Number.NaN)).toThrow(RangeError);
    expect(drawReward(pool, 5, 0.9999)).toBeNull();
  });

  it("gives the missing hundredth to the largest remainder, the earlier slot on a tie", () => {
    const of = (weights: ReadonlyArray<number>, noRewardWeight: number) =>
      rewardChances({ noRewardWeight, vouchers: weights.map((weight, i) => ({ voucher: `v${i}`, minLevel: 0, weight })) }, 0).map((c) => c.percentage);
    // 2/7 = 28.571..., 5/7 = 71.428...: the later slot has the larger remainder.
    expect(of([2], 5)).toEqual([28.57, 71.43]);
    // 1/7, 2/7, 4/7: remainders .57, .14, .28: the first slot takes it.
    expect(of([1, 2], 4)).toEqual([14.29, 28.57, 57.14]);
    // Six equal slots: 16.666...% each, the first four take a missing hundredth.
    expect(of([1, 1, 1, 1, 1], 1)).toEqual([16.67, 16.67, 16.67, 16.67, 16.66, 16.66]);
  });

  it("gives a roll at the very top to the last weighted slot when floating-point sums leave it over", () => {
    // 2.15 + 4.33 rounds so that (1 - 2^-53) × total is still past both slots after subtracting them.
    const tight = { noRewardWeight: 0, vouchers: [{ voucher: "a", minLevel: 0, weight: 2.15 }, { voucher: "b", minLevel: 0, weight: 4.33 }] };
    expect(drawReward(tight, 0, 1 - 2 ** -53)).toBe("b");
  });
});
