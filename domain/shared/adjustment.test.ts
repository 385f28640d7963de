import { describe, expect, it } from "vitest";
import { adjustedPrice, checkAdjustmentInput, discountOf, type Adjustment } from "./adjustment";
import { money } from "./money";

const price = money(2000, "MYR"); // RM 20.00
const by = (type: Adjustment["type"], amount: number, precision: number): Adjustment => ({ type, amount: { amount, precision } });

describe("applying adjustments", () => {
  it("byAmount takes the amount off, not below zero", () => {
    expect(adjustedPrice(price, by("byAmount", 500, 2), "halfUp")).toEqual(money(1500, "MYR"));
    expect(adjustedPrice(price, by("byAmount", 5000, 2), "halfUp")).toEqual(money(0, "MYR"));
    expect(discountOf(price, by("byAmount", 5000, 2), "halfUp")).toEqual(money(2000, "MYR"));
  });

  it("byPercentage takes a share off (12.5% = 1250 at precision 4)", () => {
    expect(discountOf(price, by("byPercentage", 1250, 4), "halfUp")).toEqual(money(250, "MYR"));
    expect(adjustedPrice(money(999, "MYR"), by("byPercentage", 1000, 4), "halfUp")).toEqual(money(899, "MYR"));
  });

  it("toAmount sets the price but never raises it", () => {
    expect(adjustedPrice(price, by("toAmount", 990, 2), "halfUp")).toEqual(money(990, "MYR"));
    expect(adjustedPrice(price, by("toAmount", 3000, 2), "halfUp")).toEqual(price);
  });

  it("a negative amount, where allowed, is a surcharge", () => {
    expect(discountOf(price, by("byAmount", -100, 2), "halfUp")).toEqual(money(-100, "MYR"));
  });

  it("rounds a finer money amount with the given mode", () => {
    expect(adjustedPrice(price, by("byAmount", 1005, 3), "halfUp")).toEqual(money(1899, "MYR"));
    expect(adjustedPrice(price, by("byAmount", 1005, 3), "floor")).toEqual(money(1900, "MYR"));
  });
});

describe("adjustment input rules (spec 3 §5)", () => {
  it("requires an amount, not negative unless allowed", () => {
    expect(checkAdjustmentInput("byAmount", null)).toBe("Amount required");
    expect(checkAdjustmentInput("byAmount", -1)).toBe("Min amount is 0");
    expect(checkAdjustmentInput("byAmount", -1, true)).toBeNull();
  });

  it("allows 0 decimals for a percentage and 2 for money", () => {
    expect(checkAdjustmentInput("byPercentage", 12.5)).toBe("Invalid amount");
    expect(checkAdjustmentInput("byPercentage", 12)).toBeNull();
    expect(checkAdjustmentInput("toAmount", 12.345)).toBe("Invalid amount");
    expect(checkAdjustmentInput("toAmount", 12.34)).toBeNull();
  });
});
