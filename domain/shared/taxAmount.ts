// Owns: the tax carried by an amount at a rate, charged on top (exclusive) or already inside
// the price (inclusive). Spec 2 §9: "rate applied to price minus credit; inclusive taxes are
// not added to the total". Rates are Percentages (fraction of one, see percentage.ts).
// Decision (spec silent): tax rounds half up to the amount's precision, once per amount;
// the inclusive tax is taken so that net + tax equals the gross exactly.
import { add, multiplyByRatio, subtract, type Money } from "./money";
import type { Percentage } from "./percentage";
import { powerOfTen, type RoundingMode } from "./rounding";

export type TaxBreakdown = { readonly net: Money; readonly tax: Money; readonly gross: Money };

const TAX_ROUNDING: RoundingMode = "halfUp";

/** Tax on top of `net`: 6% of RM 10.00 -> RM 0.60, gross RM 10.60. */
export const exclusiveTax = (net: Money, rate: Percentage): TaxBreakdown => {
  const tax = multiplyByRatio(net, rate.amount, powerOfTen(rate.precision), TAX_ROUNDING);
  return { net, tax, gross: add(net, tax) };
};

/** Tax inside `gross`: 6% inside RM 10.60 -> RM 0.60, net RM 10.00. */
export const inclusiveTax = (gross: Money, rate: Percentage): TaxBreakdown => {
  const scale = powerOfTen(rate.precision);
  const tax = multiplyByRatio(gross, rate.amount, scale + BigInt(rate.amount), TAX_ROUNDING);
  return { net: subtract(gross, tax), tax, gross };
};

/** One entry point for a tax setting that may be inclusive. */
export const taxOf = (amount: Money, rate: Percentage, inclusive: boolean): TaxBreakdown =>
  inclusive ? inclusiveTax(amount, rate) : exclusiveTax(amount, rate);
