import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_TYPES } from "./paymentView";
import { EMPTY_TOTALS, type SettlementTotals, withPayment } from "./settlementTotals";

const payment = fc.record({ type: fc.constantFrom(...PAYMENT_TYPES), amount: fc.integer({ min: 0, max: 1_000_000_000 }) });
const add = (totals: SettlementTotals, p: { type: (typeof PAYMENT_TYPES)[number]; amount: number }) => withPayment(totals, p.type, p.amount, 1);

describe("settlement totals properties", () => {
  it("total amount and count are the sums over the payment types", () => {
    fc.assert(fc.property(fc.array(payment, { maxLength: 50 }), (payments) => {
      const totals = payments.reduce(add, EMPTY_TOTALS);
      const types = Object.values(totals.byType);
      expect(totals.amount).toBe(types.reduce((sum, t) => sum + t.amount, 0));
      expect(totals.count).toBe(payments.length);
      expect(totals.amount).toBe(payments.reduce((sum, p) => sum + p.amount, 0));
    }));
  });

  it("taking payments back, in any order, leaves the totals without them", () => {
    fc.assert(fc.property(fc.array(payment, { maxLength: 30 }), fc.array(payment, { maxLength: 30 }), (kept, undone) => {
      const withAll = [...kept, ...undone].reduce(add, EMPTY_TOTALS);
      const back = [...undone].reverse().reduce((totals, p) => withPayment(totals, p.type, p.amount, -1), withAll);
      expect(back).toEqual(kept.reduce(add, EMPTY_TOTALS));
    }));
  });
});
