// Properties of item effects with advanced rules (options.canApplyRule, applyEffect.ts): rules
// that hold for every line change nothing, and a line the rules leave out is never discounted.
import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { evaluateEffect } from "./applyEffect";
import type { Effect, ItemStrategy } from "./effect";
import type { RuleSet } from "./rules";
import { billOf, byPercent, type LineSpec } from "./testBills";

const PRODUCTS = ["a", "b", "c"];
const line: fc.Arbitrary<LineSpec> = fc.tuple(fc.constantFrom(...PRODUCTS), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 5_000 }));
const bill = fc.array(line, { minLength: 1, maxLength: 6 }).map((lines) => billOf(lines));
const count = fc.integer({ min: 1, max: 3 });
const strategy: fc.Arbitrary<ItemStrategy> = fc.oneof(
  fc.constant({ type: "SIMPLE" } as const),
  fc.record({ type: fc.constant("BUY_X_GET_Y" as const), x: count, y: count }),
);
const itemEffect = (s: ItemStrategy, percent: number, canApplyRule?: RuleSet): Effect => ({
  target: "ITEM", adjustment: byPercent(percent), targetIds: [], strategy: s, options: canApplyRule === undefined ? {} : { canApplyRule },
});

const outcome = (result: ReturnType<typeof evaluateEffect>) => (Result.isSuccess(result) ? result.success : result.failure);

describe("item effects with advanced rules", () => {
  it("rules holding for every line give what the effect gives without them", () => {
    const everyLine: RuleSet = { operator: "all", rules: [{ type: "item", field: "productId", operator: "$in", value: PRODUCTS }] };
    fc.assert(fc.property(bill, strategy, fc.integer({ min: 0, max: 100 }), (b, s, percent) => {
      expect(outcome(evaluateEffect(itemEffect(s, percent, everyLine), b))).toEqual(outcome(evaluateEffect(itemEffect(s, percent), b)));
    }));
  });

  it("a product the rules leave out is never discounted", () => {
    fc.assert(fc.property(bill, strategy, fc.integer({ min: 1, max: 100 }), fc.constantFrom(...PRODUCTS), (b, s, percent, left) => {
      const rules: RuleSet = { operator: "all", rules: [{ type: "item", field: "productId", operator: "$ne", value: left }] };
      const result = evaluateEffect(itemEffect(s, percent, rules), b);
      if (Result.isFailure(result)) return;
      for (const l of result.success.lines) if (l.productId === left) expect(l.discount.amount).toBe(0);
    }));
  });
});
