import { describe, expect, it } from "vitest";
import { money } from "../shared/money";
import { creditFromMoney, creditScale, moneyFromCredit } from "./creditMultiplier";

describe("credit multipliers", () => {
  it("is x1 at precision 2 one-to-one, else x100 at precision 0", () => {
    expect(creditScale(true)).toEqual({ multiplier: 1, precision: 2 });
    expect(creditScale(false)).toEqual({ multiplier: 100, precision: 0 });
  });

  it("turns money into credit", () => {
    expect(creditFromMoney(money(1234, "MYR"), true)).toEqual({ amount: 1234, precision: 2 });
    expect(creditFromMoney(money(1234, "MYR"), false)).toEqual({ amount: 1234, precision: 0 });
    expect(creditFromMoney(money(5, "JPY", 0), false)).toEqual({ amount: 500, precision: 0 });
    expect(creditFromMoney(money(5, "JPY", 0), true)).toEqual({ amount: 500, precision: 2 });
  });

  it("turns credit back into money, rounding half up", () => {
    expect(moneyFromCredit({ amount: 150, precision: 0 }, false, "MYR", 2)).toEqual(money(150, "MYR"));
    expect(moneyFromCredit({ amount: 150, precision: 0 }, false, "JPY", 0)).toEqual(money(2, "JPY", 0));
    expect(moneyFromCredit({ amount: 100, precision: 2 }, true, "JPY", 0)).toEqual(money(1, "JPY", 0));
  });
});
