// Owns: percentages as stored in effects, rates and cashback (spec 1 §9 "percentages use
// precision 4 in stored effects"; spec 3 §3 "shown with 2 decimals").
// Decision (spec silent on the base): a stored percentage is a FRACTION of one scaled by
// 10^precision, i.e. {amount, precision: 4} means amount / 10^4 of the whole. So 12.5% is
// {amount: 1250, precision: 4} (0.1250) and 100% is {amount: 10000, precision: 4}. Four
// fraction decimals are exactly the two percent decimals shown, so display never rounds a
// value entered in the UI. Values stored at another precision are read the same way.
import { Schema } from "effect";
import { formatScaledDecimal, parseScaledDecimal } from "./decimalString";
import { multiplyByRatio, type Money } from "./money";
import { divideRounded, powerOfTen, toSafeNumber, type RoundingMode } from "./rounding";

export const PERCENTAGE_PRECISION = 4;
/** Percent decimals shown to and accepted from users: PERCENTAGE_PRECISION - 2. */
export const PERCENT_DISPLAY_DECIMALS = 2;

export const Percentage = Schema.Struct({
  amount: Schema.Int,
  precision: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 8 })),
});
export type Percentage = typeof Percentage.Type;

export const ONE_HUNDRED_PERCENT: Percentage = { amount: 10_000, precision: PERCENTAGE_PRECISION };

/** "12.5" (percent) -> {1250, 4}; null when not a decimal or more than 2 percent decimals. */
export const percentageFromText = (percentText: string): Percentage | null => {
  const scaled = parseScaledDecimal(percentText, PERCENT_DISPLAY_DECIMALS);
  if (scaled === null) return null;
  const amount = Number(scaled);
  return Number.isSafeInteger(amount) ? { amount, precision: PERCENTAGE_PRECISION } : null;
};

/** 12.5 (percent, as a form number) -> {1250, 4}; null beyond 2 decimals. */
export const percentageFromNumber = (percent: number): Percentage | null =>
  Number.isFinite(percent) ? percentageFromText(percent.toFixed(10)) : null;

/** Any stored precision -> precision 4, rounding when the stored value is finer. */
export const normalisePercentage = (p: Percentage, rounding: RoundingMode): Percentage => {
  const shift = PERCENTAGE_PRECISION - p.precision;
  const amount =
    // Stryker disable next-line EqualityOperator: a shift of 0 gives the amount unchanged either way
    shift >= 0
      ? BigInt(p.amount) * powerOfTen(shift)
      : divideRounded(BigInt(p.amount), powerOfTen(-shift), rounding);
  return { amount: toSafeNumber(amount), precision: PERCENTAGE_PRECISION };
};

/** {1250, 4} -> "12.50" (percent, 2 decimals, no "%"); finer values round half up. */
export const formatPercentage = (p: Percentage): string =>
  formatScaledDecimal(BigInt(normalisePercentage(p, "halfUp").amount), PERCENT_DISPLAY_DECIMALS);

/** The percent as a number (12.5), for form fields and charts only. */
export const toPercentNumber = (p: Percentage): number => Number(formatPercentage(p));

/** `p` of `m` at m's precision: 12.5% of RM 10.00 = RM 1.25. */
export const percentageOf = (m: Money, p: Percentage, rounding: RoundingMode): Money =>
  multiplyByRatio(m, p.amount, powerOfTen(p.precision), rounding);

export const comparePercentage = (a: Percentage, b: Percentage): -1 | 0 | 1 => {
  const precision = Math.max(a.precision, b.precision);
  const x = BigInt(a.amount) * powerOfTen(precision - a.precision);
  const y = BigInt(b.amount) * powerOfTen(precision - b.precision);
  return x < y ? -1 : x > y ? 1 : 0;
};
