import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineAmount, orderTotals } from "./orderTotals";

const line = fc.record({ unitPrice: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 100 }) });
const charges = fc.record({
  currency: fc.constant("MYR"), precision: fc.constant(2),
  deliveryFee: fc.integer({ min: 0, max: 100_000 }), discount: fc.integer({ min: 0, max: 10_000_000 }), tax: fc.integer({ min: 0, max: 100_000 }),
});

describe("order totals in minor units", () => {
  it("has a subtotal equal to the sum of its lines, whatever their order", () => {
    fc.assert(fc.property(fc.array(line, { maxLength: 30 }), charges, (lines, c) => {
      const sum = lines.reduce((s, l) => s + lineAmount(l), 0);
      expect(orderTotals(lines, c).subtotal).toBe(sum);
      expect(orderTotals([...lines].reverse(), c).subtotal).toBe(sum);
    }));
  });

  it("charges subtotal + delivery fee − discount, never below zero, always an integer", () => {
    fc.assert(fc.property(fc.array(line, { maxLength: 30 }), charges, (lines, c) => {
      const totals = orderTotals(lines, c);
      expect(Number.isInteger(totals.total)).toBe(true);
      expect(totals.total).toBe(Math.max(0, totals.subtotal + c.deliveryFee - c.discount));
      expect(totals.total).toBeGreaterThanOrEqual(0);
    }));
  });

  it("grows by exactly one unit price when one unit is added to a line", () => {
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), (lines) => {
      const c = { currency: "MYR", precision: 2, deliveryFee: 0, discount: 0, tax: 0 };
      const more = lines.map((l, i) => (i === 0 ? { ...l, quantity: l.quantity + 1 } : l));
      expect(orderTotals(more, c).subtotal - orderTotals(lines, c).subtotal).toBe(lines[0]!.unitPrice);
    }));
  });
});
