import { describe, expect, it } from "vitest";
import { money } from "./money";
import {
  comparePercentage, formatPercentage, normalisePercentage, ONE_HUNDRED_PERCENT, percentageFromNumber,
  percentageFromText, percentageOf, toPercentNumber,
} from "./percentage";

describe("percentage storage (fraction of one at precision 4)", () => {
  it("stores 12.5% as 1250 at precision 4", () => {
    expect(percentageFromText("12.5")).toEqual({ amount: 1250, precision: 4 });
    expect(percentageFromText("100")).toEqual(ONE_HUNDRED_PERCENT);
    expect(percentageFromText("0.01")).toEqual({ amount: 1, precision: 4 });
    expect(percentageFromText("12.345")).toBeNull();
    expect(percentageFromText("ten")).toBeNull();
  });

  it("reads form numbers, tolerating float noise but not a third decimal", () => {
    expect(percentageFromNumber(12.5)).toEqual({ amount: 1250, precision: 4 });
    expect(percentageFromNumber(0.1 + 0.2)).toEqual({ amount: 30, precision: 4 });
    expect(percentageFromNumber(12.345)).toBeNull();
    expect(percentageFromNumber(Number.NaN)).toBeNull();
  });

  it("shows two decimals", () => {
    expect(formatPercentage({ amount: 1250, precision: 4 })).toBe("12.50");
    expect(formatPercentage({ amount: 6, precision: 2 })).toBe("6.00");
    expect(formatPercentage({ amount: 123456, precision: 6 })).toBe("12.35");
    expect(toPercentNumber({ amount: 1250, precision: 4 })).toBe(12.5);
  });

  it("normalises other precisions", () => {
    expect(normalisePercentage({ amount: 6, precision: 2 }, "halfUp")).toEqual({ amount: 600, precision: 4 });
    expect(comparePercentage({ amount: 6, precision: 2 }, { amount: 600, precision: 4 })).toBe(0);
    expect(comparePercentage({ amount: 1, precision: 2 }, { amount: 99, precision: 4 })).toBe(1);
    expect(comparePercentage({ amount: 99, precision: 4 }, { amount: 1, precision: 2 })).toBe(-1);
    expect(comparePercentage({ amount: 600, precision: 4 }, { amount: 6, precision: 2 })).toBe(0);
  });

  it("takes a percentage of money with explicit rounding", () => {
    const p = percentageFromText("12.5")!;
    expect(percentageOf(money(1000, "MYR"), p, "halfUp")).toEqual(money(125, "MYR"));
    expect(percentageOf(money(1004, "MYR"), p, "halfUp")).toEqual(money(126, "MYR")); // 125.5 -> 126
    expect(percentageOf(money(1004, "MYR"), p, "halfEven")).toEqual(money(126, "MYR"));
    expect(percentageOf(money(1004, "MYR"), p, "floor")).toEqual(money(125, "MYR"));
  });
});
