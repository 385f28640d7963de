import fc from "fast-check";
import { describe, it } from "vitest";
import { money } from "../shared/money";
import { bundleTax } from "./bundleTax";

const rm = (amount: number) => money(amount, "MYR");
const inputArb = fc.record({
  price: fc.integer({ min: 0, max: 1e9 }).map(rm),
  creditValue: fc.integer({ min: 0, max: 1e9 }).map(rm),
  taxRegistered: fc.boolean(),
  taxes: fc.array(fc.record({ key: fc.constantFrom("SST", "SC"), rate: fc.integer({ min: 0, max: 3000 }).map((amount) => ({ amount, precision: 4 })), inclusive: fc.boolean() }), { maxLength: 3 }),
});

describe("bundle tax properties", () => {
  it("taxes nothing unless registered and the price exceeds the credit value", () => {
    fc.assert(fc.property(inputArb, (input) => {
      const taxed = input.taxRegistered && input.price.amount > input.creditValue.amount;
      return taxed || bundleTax(input).totalTax.amount === 0;
    }));
  });

  it("the taxable part is the price minus the credit value, never negative", () => {
    fc.assert(fc.property(inputArb, (input) => {
      const { taxable } = bundleTax(input);
      return taxable.amount >= 0 && (taxable.amount === 0 || taxable.amount === input.price.amount - input.creditValue.amount);
    }));
  });

  it("the total adds exactly the exclusive taxes to the price", () => {
    fc.assert(fc.property(inputArb, (input) => {
      const result = bundleTax(input);
      const exclusive = result.taxTotals.filter((t) => !t.inclusive).reduce((s, t) => s + t.amount.amount, 0);
      return result.priceWithTaxes.amount === input.price.amount + exclusive;
    }));
  });
});
