// Properties of BUY_X_ITEM_A_GET_Y_ITEM_B against a brute force over every way to choose, for
// each unit, "paid as an A", "free as a B" or neither: the effect frees as many units as the
// best choice does, no unit being both an A paid for and a free B.
import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { evaluateEffect } from "./applyEffect";
import { billOf, byPercent, itemEffect, type LineSpec } from "./testBills";

const PRODUCTS = ["a", "b", "c"];
const PRICE = 100;

/** The most B units x A units per y free B units can free, trying every role of every unit. */
const bestFree = (units: ReadonlyArray<string>, aIds: ReadonlyArray<string>, bIds: ReadonlyArray<string>, x: number, y: number): number => {
  let best = 0;
  const walk = (i: number, paid: number, freed: number): void => {
    if (i === units.length) {
      if (freed <= Math.floor(paid / x) * y) best = Math.max(best, freed);
      return;
    }
    const product = units[i] as string;
    walk(i + 1, paid, freed);
    if (aIds.includes(product)) walk(i + 1, paid + 1, freed);
    if (bIds.includes(product)) walk(i + 1, paid, freed + 1);
  };
  walk(0, 0, 0);
  return best;
};

const ids = fc.subarray(PRODUCTS, { minLength: 1 });
const lines = fc.array(fc.tuple(fc.constantFrom(...PRODUCTS), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 3 });

describe("BUY_X_ITEM_A_GET_Y_ITEM_B", () => {
  it("frees as many B units as the best choice of paid A units allows", () => {
    fc.assert(fc.property(lines, ids, ids, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), (spec, aIds, bIds, x, y) => {
      const bill = billOf(spec.map(([product, quantity]): LineSpec => [product, quantity, PRICE]));
      const units = spec.flatMap(([product, quantity]) => Array.from({ length: quantity }, () => product));
      const result = evaluateEffect(itemEffect(byPercent(100), { type: "BUY_X_ITEM_A_GET_Y_ITEM_B", itemAIds: aIds, x, y }, bIds), bill);
      const best = bestFree(units, aIds, bIds, x, y);
      expect(Result.isSuccess(result) ? result.success.discount.amount / PRICE : 0).toBe(best);
      if (best === 0) expect(Result.isFailure(result) && result.failure).toBe("ITEM_NOT_ENOUGH");
    }));
  });
});
