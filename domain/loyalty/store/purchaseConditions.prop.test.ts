import fc from "fast-check";
import { describe, it } from "vitest";
import { type PurchaseCondition, conditionsMet, topupCountMatches } from "./purchaseConditions";

const boundArb = fc.option(fc.integer({ min: 0, max: 50 }), { nil: null });
// Ranges the bundle form accepts (storeBundles.ts refuses min ≥ max).
const conditionArb: fc.Arbitrary<PurchaseCondition> = fc
  .record({ min: boundArb, max: boundArb })
  .filter(({ min, max }) => min === null || max === null || min < max)
  .map(({ min, max }) => ({ type: "topupCount" as const, min, max }));
const countArb = fc.integer({ min: 0, max: 60 });

describe("purchase condition properties", () => {
  it("a count matches exactly when it lies in [min, max)", () => {
    fc.assert(fc.property(conditionArb, countArb, (c, n) =>
      topupCountMatches(c, n) === ((c.min === null || n >= c.min) && (c.max === null || n < c.max))));
  });

  it("a range holds some count exactly when max is open or above min (only {max: 0} is empty)", () => {
    fc.assert(fc.property(conditionArb, (c) => {
      const holdsSome = Array.from({ length: 61 }, (_, n) => n).some((n) => topupCountMatches(c, n));
      return holdsSome === (c.max === null || c.max > (c.min ?? 0));
    }));
  });

  it("{max: n} allows exactly the first n purchases", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), countArb, (n, made) =>
      topupCountMatches({ type: "topupCount", min: null, max: n }, made) === made < n));
  });

  it("a bundle without conditions can always be bought", () => {
    fc.assert(fc.property(countArb, (n) => conditionsMet([], n)));
  });
});
