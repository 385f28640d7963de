import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADJUSTMENT_TYPES } from "../../shared/adjustmentType";
import { discountOf } from "../../shared/adjustment";
import { MAX_MONEY_AMOUNT } from "../../shared/money";
import { moneyOf, openBill } from "./bill";
import { billOf } from "./testBills";
import { discounter, shared, type Unit } from "./units";

const billAt = (precision: number) => openBill({ lines: [{ productId: "p", quantity: 1, unitPrice: { amount: 100, precision, currency: "MYR" } }] });

describe("integer discounter", () => {
  it("takes off exactly what domain/shared/adjustment.ts discountOf does (half up), clipped to the amount and never below zero", () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 4 }), fc.constantFrom(...ADJUSTMENT_TYPES),
      fc.integer({ min: -1e9, max: 1e11 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: MAX_MONEY_AMOUNT }),
      (billPrecision, type, amount, precision, price) => {
        // amounts that discountOf, the reference, can rescale to the bill's precision exactly
        const bill = billAt(billPrecision);
        // percentages up to 100 %
        const adjustment = { type, amount: { amount: type === "byPercentage" ? amount % (10 ** precision + 1) : amount, precision } };
        const expected = Math.min(price, Math.max(0, discountOf(moneyOf(bill, price), adjustment, "halfUp").amount));
        expect(discounter(bill, adjustment)(price)).toBe(expected);
      },
    ));
  });

  it("rounds half up at the bill's precision", () => {
    const bill = openBill(billOf([["p", 1, 100]]));
    expect(discounter(bill, { type: "byAmount", amount: { amount: 125, precision: 3 } })(1000)).toBe(13);
    expect(discounter(bill, { type: "byAmount", amount: { amount: 124, precision: 3 } })(1000)).toBe(12);
    expect(discounter(bill, { type: "toAmount", amount: { amount: 125, precision: 3 } })(1000)).toBe(987);
    expect(discounter(bill, { type: "byAmount", amount: { amount: 100, precision: 0 } })(100_000)).toBe(10_000);
    expect(discounter(bill, { type: "byPercentage", amount: { amount: 1250, precision: 4 } })(100)).toBe(13);
  });

  it("takes nothing off for a negative adjustment (a surcharge), and a negative fixed price frees the amount", () => {
    const bill = openBill(billOf([["p", 1, 100]]));
    expect(discounter(bill, { type: "byAmount", amount: { amount: -100, precision: 2 } })(500)).toBe(0);
    expect(discounter(bill, { type: "byPercentage", amount: { amount: -1000, precision: 4 } })(500)).toBe(0);
    expect(discounter(bill, { type: "toAmount", amount: { amount: -100, precision: 2 } })(500)).toBe(500);
  });

  it("takes the whole amount for the largest fixed amount off, at the finest bill precision", () => {
    const adjustment = { type: "byAmount" as const, amount: { amount: MAX_MONEY_AMOUNT, precision: 0 } };
    expect(discounter(billAt(4), adjustment)(MAX_MONEY_AMOUNT)).toBe(MAX_MONEY_AMOUNT);
    expect(discounter(billAt(4), { ...adjustment, type: "toAmount" })(MAX_MONEY_AMOUNT)).toBe(0);
  });

  it("stays exact for a percentage stored at a fine precision, of an amount near the largest", () => {
    // 99 % stored at precision 7, of 9,999,999,996.50: 9,899,999,996.535, half up 9,899,999,996.54
    const bill = openBill(billOf([["p", 1, 100]]));
    expect(discounter(bill, { type: "byPercentage", amount: { amount: 9_900_000, precision: 7 } })(999_999_999_650)).toBe(989_999_999_654);
  });
});

describe("a discount shared over a set of units", () => {
  const units = fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 6 })
    .map((prices) => prices.map((price, lineIndex): Unit => ({ lineIndex, price })));
  const withTotal = units.chain((us) => fc.tuple(fc.constant(us), fc.integer({ min: 0, max: us.reduce((sum, u) => sum + u.price, 0) })));

  it("gives all of it, each unit its proportional share rounded down or up, the largest remainders rounded up", () => {
    fc.assert(fc.property(withTotal, ([us, total]) => {
      const shares = shared(us, total).map((s) => s.amount);
      const weight = us.reduce((sum, u) => sum + u.price, 0);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(weight === 0 ? 0 : total);
      if (weight === 0) return;
      const floors = us.map((u) => Math.floor((total * u.price) / weight));
      const remainders = us.map((u) => (total * u.price) % weight);
      shares.forEach((share, i) => expect(share - (floors[i] as number)).toBeOneOf([0, 1]));
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual((us[i] as Unit).price));
      const up = shares.map((share, i) => share > (floors[i] as number));
      for (const i of us.keys()) for (const j of us.keys()) {
        if (up[i] && !up[j]) expect(remainders[i]).toBeGreaterThanOrEqual(remainders[j] as number);
      }
    }));
  });

  it("shares nothing over units that cost nothing", () => {
    expect(shared([{ lineIndex: 0, price: 0 }, { lineIndex: 1, price: 0 }], 0).map((s) => s.amount)).toEqual([0, 0]);
  });
});
