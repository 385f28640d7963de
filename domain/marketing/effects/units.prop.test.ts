import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADJUSTMENT_TYPES } from "../../shared/adjustmentType";
import { discountOf } from "../../shared/adjustment";
import { moneyOf, openBill } from "./bill";
import { billOf } from "./testBills";
import { discounter } from "./units";

describe("integer discounter", () => {
  it("takes off exactly what domain/shared/adjustment.ts discountOf does (half up), clipped to the amount (percentages up to 100 %)", () => {
    const bill = openBill(billOf([["p", 1, 100]]));
    fc.assert(fc.property(
      fc.constantFrom(...ADJUSTMENT_TYPES), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 1e12 }),
      (type, amount, precision, price) => {
        const adjustment = { type, amount: { amount: type === "byPercentage" ? amount % (10 ** precision + 1) : amount, precision } };
        const expected = Math.min(price, Math.max(0, discountOf(moneyOf(bill, price), adjustment, "halfUp").amount));
        expect(discounter(bill, adjustment)(price)).toBe(expected);
      },
    ));
  });
});
