import fc from "fast-check";
import { describe, it } from "vitest";
import { money } from "../shared/money";
import { creditFromMoney, moneyFromCredit } from "./creditMultiplier";

const moneyArb = fc.record({ amount: fc.integer({ min: 0, max: 1e12 }), precision: fc.constantFrom(0, 2, 3) })
  .map(({ amount, precision }) => money(amount, "MYR", precision));

describe("credit multiplier properties", () => {
  it("money -> credit -> money returns the same amount", () => {
    fc.assert(fc.property(moneyArb, fc.boolean(), (m, oneToOne) => {
      const back = moneyFromCredit(creditFromMoney(m, oneToOne), oneToOne, m.currency, m.precision);
      // x100 credit at precision 0 holds 2 decimals of value: exact for precision <= 2
      return m.precision > 2 ? Math.abs(back.amount - m.amount) <= 5 : back.amount === m.amount;
    }));
  });

  it("both modes give the same integer count for 2-decimal money (only the precision differs)", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) =>
      creditFromMoney(money(amount, "MYR"), true).amount === creditFromMoney(money(amount, "MYR"), false).amount));
  });

  it("more money never buys less credit", () => {
    fc.assert(fc.property(moneyArb, fc.nat({ max: 1e6 }), fc.boolean(), (m, extra, oneToOne) =>
      creditFromMoney({ ...m, amount: m.amount + extra }, oneToOne).amount >= creditFromMoney(m, oneToOne).amount));
  });
});
