import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Effect } from "./effect";
import { type ApplicableEffect, stackEffects, stackingOrder } from "./stacking";
import { billEffect, billOf, byAmount, byPercent, itemEffect } from "./testBills";

const payment: Effect = { target: "PAYMENT", adjustment: byAmount(100), options: {} };
const item = itemEffect(byPercent(50), { type: "SIMPLE" }, ["kopi"]);
const advance = (applyTo: "bill" | "item"): Effect => ({
  target: "ADVANCE", adjustment: byPercent(10), options: { applyTo, canApplyRule: { operator: "all", rules: [] } },
});
const withPriority = (effect: Effect, priority: number | null): Effect => ({ ...effect, priority });

describe("stacking order", () => {
  it("goes items, bill, payment; promotions before vouchers; lower priority first, none last; then id", () => {
    const applicable: ApplicableEffect[] = [
      { kind: "voucher", id: "v-pay", effect: payment },
      { kind: "voucher", id: "v-bill", effect: billEffect(byAmount(100)) },
      { kind: "promotion", id: "p-bill-none", effect: withPriority(billEffect(byAmount(100)), null) },
      { kind: "promotion", id: "p-bill-2", effect: withPriority(billEffect(byAmount(100)), 2) },
      { kind: "promotion", id: "p-bill-0", effect: withPriority(billEffect(byAmount(100)), 0) },
      { kind: "voucher", id: "v-item", effect: item },
      { kind: "promotion", id: "p-item-b", effect: item },
      { kind: "promotion", id: "p-item-a", effect: item },
    ];
    expect(stackingOrder(applicable).map((a) => a.id)).toEqual([
      "p-item-a", "p-item-b", "v-item", "p-bill-0", "p-bill-2", "p-bill-none", "v-bill", "v-pay",
    ]);
  });

  it("applies each effect to what the previous ones left, reporting the ones that cannot apply", () => {
    const result = stackEffects(billOf([["kopi", 2, 1000], ["roti", 1, 500]]), [
      { kind: "voucher", id: "bill", effect: billEffect(byPercent(10)) },
      { kind: "promotion", id: "item", effect: item },
      { kind: "promotion", id: "item-again", effect: item },
      { kind: "voucher", id: "pay", effect: payment },
    ]);
    expect(result.steps.map((s) => (s.applied ? [s.id, s.discount.amount] : [s.id, s.reason]))).toEqual([
      ["item", 1000], ["item-again", "DISCOUNT_ALREADY_EXIST"], ["bill", 150], ["pay", 100],
    ]);
    expect(result.breakdown).toMatchObject({
      subtotal: { amount: 2500 }, itemDiscount: { amount: 1000 }, billDiscount: { amount: 150 }, paymentDiscount: { amount: 100 }, total: { amount: 1250 },
    });
  });

  it("puts an advance effect on items with the item effects and one on the bill with the bill effects", () => {
    const applicable: ApplicableEffect[] = [
      { kind: "promotion", id: "a-adv-bill", effect: advance("bill") },
      { kind: "promotion", id: "b-item", effect: item },
      { kind: "promotion", id: "c-adv-item", effect: advance("item") },
      { kind: "promotion", id: "d-bill", effect: billEffect(byAmount(100)) },
    ];
    expect(stackingOrder(applicable).map((a) => a.id)).toEqual(["b-item", "c-adv-item", "a-adv-bill", "d-bill"]);
  });

  it("applies a bill effect before a payment effect whatever their kinds, priorities and ids", () => {
    const applicable: ApplicableEffect[] = [
      { kind: "promotion", id: "a-pay", effect: withPriority(payment, 0) },
      { kind: "voucher", id: "z-bill", effect: withPriority(billEffect(byAmount(100)), 5) },
    ];
    expect(stackingOrder(applicable).map((a) => a.id)).toEqual(["z-bill", "a-pay"]);
  });

  it("applies a promotion before a voucher of the same phase even when the voucher has the lower priority and id", () => {
    const applicable: ApplicableEffect[] = [
      { kind: "voucher", id: "a-voucher", effect: withPriority(billEffect(byAmount(100)), 0) },
      { kind: "promotion", id: "z-promotion", effect: withPriority(billEffect(byAmount(100)), 9) },
      { kind: "voucher", id: "b-voucher", effect: item },
      { kind: "promotion", id: "y-promotion", effect: item },
    ];
    expect(stackingOrder(applicable).map((a) => a.id)).toEqual(["y-promotion", "b-voucher", "z-promotion", "a-voucher"]);
  });

  it("gives the same order however the caller lists the effects", () => {
    const effects: Effect[] = [item, advance("item"), advance("bill"), billEffect(byAmount(100)), payment];
    const source = fc.record({
      kind: fc.constantFrom("promotion" as const, "voucher" as const),
      effect: fc.constantFrom(...effects),
      priority: fc.option(fc.integer({ min: 0, max: 3 })),
    });
    const sources = fc.uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 3 }), source), { selector: ([id, s]) => `${s.kind}:${id}`, maxLength: 12 })
      .map((list) => list.map(([id, s]): ApplicableEffect => ({ kind: s.kind, id, effect: withPriority(s.effect, s.priority) })));
    fc.assert(fc.property(sources.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))), ([list, shuffled]) => {
      expect(stackingOrder(shuffled)).toEqual(stackingOrder(list));
    }));
  });
});
