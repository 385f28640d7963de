// Owns: how money becomes member credit and back (spec 2 §4 "one-to-one mode gives multiplier 1
// and precision 2; otherwise multiplier 100 and precision 0"; spec 2 §9 "the credit-to-money
// multiplier is the price multiplier divided by 100").
// Exports: CreditAmount, CreditScale, creditScale(creditOneToOne): CreditScale,
//   creditFromMoney(money, creditOneToOne): CreditAmount,
//   moneyFromCredit(credit, creditOneToOne, currency, precision): Money.
// Decisions (spec silent):
// - Credit is an integer `amount` at a `precision`, like Money but without a currency:
//   one-to-one, RM 12.34 is 12.34 credit {1234, 2}; otherwise it is 1234 credit {1234, 0}.
// - Conversions round half up at the target precision (JPY 5 is 500 credit; 1 credit in
//   one-to-one mode is JPY 1; 150 credit in x100 mode is RM 1.50 or JPY 2).
import { Schema } from "effect";
import type { Money } from "../shared/money";
import { divideRounded, powerOfTen, toSafeNumber } from "../shared/rounding";

export const CreditAmount = Schema.Struct({ amount: Schema.Int, precision: Schema.Int });
export type CreditAmount = typeof CreditAmount.Type;

export type CreditScale = { readonly multiplier: 1 | 100; readonly precision: 2 | 0 };

export const creditScale = (creditOneToOne: boolean): CreditScale =>
  creditOneToOne ? { multiplier: 1, precision: 2 } : { multiplier: 100, precision: 0 };

/** value x 10^to / 10^from, times `times`, over `over`, half up. */
const convert = (amount: number, from: number, to: number, times: number, over: number): number =>
  toSafeNumber(divideRounded(BigInt(amount) * BigInt(times) * powerOfTen(to), powerOfTen(from) * BigInt(over), "halfUp"));

/** The credit a money amount buys: value x multiplier at the credit precision. */
export const creditFromMoney = (money: Money, creditOneToOne: boolean): CreditAmount => {
  const { multiplier, precision } = creditScale(creditOneToOne);
  return { amount: convert(money.amount, money.precision, precision, multiplier, 1), precision };
};

/** The money value of credit: value / multiplier in `currency` at `precision`. */
export const moneyFromCredit = (credit: CreditAmount, creditOneToOne: boolean, currency: string, precision: number): Money => {
  const { multiplier } = creditScale(creditOneToOne);
  return { amount: convert(credit.amount, credit.precision, precision, 1, multiplier), precision, currency };
};
