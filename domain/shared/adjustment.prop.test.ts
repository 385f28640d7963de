import fc from "fast-check";
import { describe, it } from "vitest";
import { ADJUSTMENT_TYPES } from "./adjustmentType";
import { adjustedPrice, discountOf, type Adjustment } from "./adjustment";
import { add, money } from "./money";

const price = fc.integer({ min: 0, max: 1e10 }).map((a) => money(a, "MYR"));
const nonNegativeAdjustment: fc.Arbitrary<Adjustment> = fc
  .tuple(fc.constantFrom(...ADJUSTMENT_TYPES), fc.integer({ min: 0, max: 1e10 }))
  .map(([type, amount]) =>
    type === "byPercentage"
      ? { type, amount: { amount: amount % 10_001, precision: 4 } }
      : { type, amount: { amount, precision: 2 } },
  );

describe("adjustment properties", () => {
  it("a non-negative adjustment gives a price between zero and the original", () => {
    fc.assert(fc.property(price, nonNegativeAdjustment, (p, adj) => {
      const after = adjustedPrice(p, adj, "halfUp").amount;
      return after >= 0 && after <= p.amount;
    }));
  });

  it("adjusted price + discount = original price", () => {
    fc.assert(fc.property(price, nonNegativeAdjustment, (p, adj) =>
      add(adjustedPrice(p, adj, "halfUp"), discountOf(p, adj, "halfUp")).amount === p.amount,
    ));
  });

  it("a bigger byAmount never gives a higher price", () => {
    fc.assert(fc.property(price, fc.nat(1e9), fc.nat(1e9), (p, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const at = (x: number) => adjustedPrice(p, { type: "byAmount", amount: { amount: x, precision: 2 } }, "halfUp").amount;
      return at(hi) <= at(lo);
    }));
  });
});
