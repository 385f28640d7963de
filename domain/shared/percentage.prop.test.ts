import fc from "fast-check";
import { describe, it } from "vitest";
import { add, compare, money } from "./money";
import { formatPercentage, ONE_HUNDRED_PERCENT, percentageFromText, percentageOf } from "./percentage";

const stored = fc.integer({ min: 0, max: 1_000_000 }).map((amount) => ({ amount, precision: 4 }));
const cents = fc.integer({ min: 0, max: 1e11 }).map((amount) => money(amount, "MYR"));

describe("percentage properties", () => {
  it("format then parse is the identity at precision 4", () => {
    fc.assert(fc.property(stored, (p) => percentageFromText(formatPercentage(p))?.amount === p.amount));
  });

  it("100% of money is the money; 0% is zero", () => {
    fc.assert(fc.property(cents, (m) => percentageOf(m, ONE_HUNDRED_PERCENT, "halfUp").amount === m.amount));
    fc.assert(fc.property(cents, (m) => percentageOf(m, { amount: 0, precision: 4 }, "halfUp").amount === 0));
  });

  it("p% of money is between 0 and the money for 0 <= p <= 100", () => {
    const upTo100 = fc.integer({ min: 0, max: 10_000 }).map((amount) => ({ amount, precision: 4 }));
    fc.assert(fc.property(cents, upTo100, (m, p) => {
      const part = percentageOf(m, p, "halfUp");
      return part.amount >= 0 && compare(part, m) <= 0;
    }));
  });

  it("p% and (100-p)% with floor and ceil add back to the whole", () => {
    const upTo100 = fc.integer({ min: 0, max: 10_000 });
    fc.assert(fc.property(cents, upTo100, (m, p) => {
      const part = percentageOf(m, { amount: p, precision: 4 }, "floor");
      const rest = percentageOf(m, { amount: 10_000 - p, precision: 4 }, "ceil");
      return add(part, rest).amount === m.amount;
    }));
  });
});
