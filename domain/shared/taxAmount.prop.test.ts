import fc from "fast-check";
import { describe, it } from "vitest";
import { add, money } from "./money";
import { exclusiveTax, inclusiveTax } from "./taxAmount";

const amount = fc.integer({ min: 0, max: 1e10 }).map((a) => money(a, "MYR"));
const rate = fc.integer({ min: 0, max: 3000 }).map((a) => ({ amount: a, precision: 4 }));

describe("tax properties", () => {
  it("net + tax = gross, both ways", () => {
    fc.assert(fc.property(amount, rate, (m, r) => {
      const ex = exclusiveTax(m, r);
      const inc = inclusiveTax(m, r);
      return add(ex.net, ex.tax).amount === ex.gross.amount && add(inc.net, inc.tax).amount === inc.gross.amount;
    }));
  });

  it("the inclusive tax of a taxed gross is within a unit of the exclusive tax", () => {
    fc.assert(fc.property(amount, rate, (m, r) => {
      const ex = exclusiveTax(m, r);
      return Math.abs(inclusiveTax(ex.gross, r).tax.amount - ex.tax.amount) <= 1;
    }));
  });

  it("tax is never negative and never more than the amount for rates up to 100%", () => {
    fc.assert(fc.property(amount, rate, (m, r) => {
      const inc = inclusiveTax(m, r).tax.amount;
      const ex = exclusiveTax(m, r).tax.amount;
      return inc >= 0 && inc <= m.amount && ex >= 0 && ex <= m.amount;
    }));
  });
});
