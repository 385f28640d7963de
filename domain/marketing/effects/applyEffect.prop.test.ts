import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { evaluateEffect } from "./applyEffect";
import type { Bill } from "./bill";
import type { Effect, ItemStrategy } from "./effect";
import { stackEffects } from "./stacking";
import { billOf, byAmount, byPercent, toAmount, type LineSpec } from "./testBills";

const PRODUCTS = ["a", "b", "c", "d"];
const product = fc.constantFrom(...PRODUCTS);
const line: fc.Arbitrary<LineSpec> = fc.tuple(
  product, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 50_000 }),
  fc.array(fc.tuple(fc.constantFrom("ice", "egg"), fc.integer({ min: 0, max: 500 })), { maxLength: 2 }),
);
const bill: fc.Arbitrary<Bill> = fc.array(line, { minLength: 1, maxLength: 8 }).map((lines) => billOf(lines));
const ids = fc.subarray(PRODUCTS);
const count = fc.integer({ min: 1, max: 4 });

const strategy: fc.Arbitrary<ItemStrategy> = fc.oneof(
  fc.constant({ type: "SIMPLE" } as const),
  fc.record({ type: fc.constant("BUY_X_GET_Y" as const), x: count, y: count }),
  fc.record({ type: fc.constant("BUY_X_GET_Y_V2" as const), itemAIds: ids, x: count, y: count, priority: fc.constantFrom("CHEAPEST_FIRST" as const, "MOST_EXPENSIVE_FIRST" as const), withAddons: fc.boolean() }),
  fc.record({ type: fc.constant("BUY_X_ITEM_A_GET_Y_ITEM_B" as const), itemAIds: fc.subarray(PRODUCTS, { minLength: 1 }), x: count, y: count }),
  fc.record({ type: fc.constant("COMBO" as const), groups: fc.array(fc.record({ itemIds: fc.subarray(PRODUCTS, { minLength: 1 }), count }), { minLength: 1, maxLength: 3 }), atLeast: fc.boolean() }),
);
const amountAdjustment = fc.oneof(fc.integer({ min: 0, max: 60_000 }).map(byAmount), fc.integer({ min: 0, max: 100 }).map(byPercent));

const effect: fc.Arbitrary<Effect> = fc.oneof(
  amountAdjustment.map((adjustment): Effect => ({ target: "BILL", adjustment, options: {} })),
  fc.integer({ min: 0, max: 60_000 }).map((sen): Effect => ({ target: "PAYMENT", adjustment: byAmount(sen), options: {} })),
  fc.tuple(fc.oneof(amountAdjustment, fc.integer({ min: 0, max: 60_000 }).map(toAmount)), strategy, ids, fc.integer({ min: 0, max: 5 }))
    .map(([adjustment, s, targetIds, maxQuantity]): Effect => ({
      target: "ITEM", targetIds, strategy: s, options: { maxQuantity },
      adjustment: s.type === "COMBO" && s.atLeast === true && adjustment.type === "toAmount" ? byAmount(adjustment.amount.amount) : adjustment,
    })),
);

describe("discount engine properties", () => {
  it("a discount is never negative, never above the bill, and never above any line", () => {
    fc.assert(fc.property(bill, fc.array(effect, { minLength: 1, maxLength: 5 }), (b, effects) => {
      const { breakdown } = stackEffects(b, effects.map((e, i) => ({ kind: "promotion" as const, id: String(i), effect: e })));
      expect(breakdown.discount.amount).toBeGreaterThanOrEqual(0);
      expect(breakdown.discount.amount).toBeLessThanOrEqual(breakdown.subtotal.amount);
      for (const l of breakdown.lines) {
        expect(l.discount.amount).toBeGreaterThanOrEqual(0);
        expect(l.discount.amount).toBeLessThanOrEqual(l.amount.amount);
      }
    }));
  });

  it("a higher percentage never gives a smaller discount, on the bill and on items", () => {
    fc.assert(fc.property(bill, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), strategy, ids, (b, p, q, s, targetIds) => {
      const [lo, hi] = p <= q ? [p, q] : [q, p];
      const discount = (e: Effect) => {
        const result = evaluateEffect(e, b);
        return Result.isSuccess(result) ? result.success.discount.amount : 0;
      };
      expect(discount({ target: "BILL", adjustment: byPercent(lo), options: {} })).toBeLessThanOrEqual(discount({ target: "BILL", adjustment: byPercent(hi), options: {} }));
      const item = (rate: number): Effect => ({ target: "ITEM", adjustment: byPercent(rate), strategy: s, targetIds, options: {} });
      expect(discount(item(lo))).toBeLessThanOrEqual(discount(item(hi)));
    }));
  });

  it("buy x get y discounts exactly floor(qty / (x + y)) · y units, cheapest or most expensive first as asked", () => {
    const priority = fc.constantFrom("CHEAPEST_FIRST" as const, "MOST_EXPENSIVE_FIRST" as const);
    fc.assert(fc.property(bill, count, count, priority, (b, x, y, order) => {
      const result = evaluateEffect({ target: "ITEM", adjustment: byPercent(100), targetIds: [], options: {}, strategy: { type: "BUY_X_GET_Y_V2", itemAIds: [], x, y, priority: order } }, b);
      const unitPrices = b.lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.unitPrice.amount));
      const expectedUnits = Math.floor(unitPrices.length / (x + y)) * y;
      if (expectedUnits === 0) {
        expect(Result.isFailure(result) && result.failure).toBe("ITEM_NOT_ENOUGH");
        return;
      }
      if (Result.isFailure(result)) throw new Error(result.failure);
      expect(result.success.lines.reduce((n, l) => n + l.discountedUnits, 0)).toBe(expectedUnits);
      const sorted = [...unitPrices].sort((m, n) => (order === "CHEAPEST_FIRST" ? m - n : n - m));
      expect(result.success.discount.amount).toBe(sorted.slice(0, expectedUnits).reduce((s, p) => s + p, 0));
    }));
  });

  it("buy x get y of one product set always picks the cheapest units", () => {
    fc.assert(fc.property(bill, count, count, (b, x, y) => {
      const result = evaluateEffect({ target: "ITEM", adjustment: byPercent(100), targetIds: [], options: {}, strategy: { type: "BUY_X_GET_Y", x, y } }, b);
      const unitPrices = b.lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.unitPrice.amount)).sort((m, n) => m - n);
      const expectedUnits = Math.floor(unitPrices.length / (x + y)) * y;
      const discount = Result.isSuccess(result) ? result.success.discount.amount : 0;
      expect(discount).toBe(unitPrices.slice(0, expectedUnits).reduce((s, p) => s + p, 0));
    }));
  });
});
