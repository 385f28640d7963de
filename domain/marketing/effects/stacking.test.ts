import { describe, expect, it } from "vitest";
import type { Effect } from "./effect";
import { type ApplicableEffect, stackEffects, stackingOrder } from "./stacking";
import { billEffect, billOf, byAmount, byPercent, itemEffect } from "./testBills";

const payment: Effect = { target: "PAYMENT", adjustment: byAmount(100), options: {} };
const item = itemEffect(byPercent(50), { type: "SIMPLE" }, ["kopi"]);
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
});
