// Owns: Money, the spec's {amount, precision, currency} (spec 1 §3, spec 3 §9): `amount` is an
// integer count of 10^-precision units of `currency` (RM 12.50 = {1250, 2, "MYR"}).
// Decisions (spec silent):
// - Mixing currencies is a programming error and throws; mixing precisions is allowed and the
//   result takes the finer precision (exact: 12.5 at p1 + 0.25 at p2 = 12.75 at p2).
// - Amounts stay within Number.MAX_SAFE_INTEGER (JSON-safe); an overflowing result throws.
// - Money given as input (the Money Schema) is bounded: |amount| at most MAX_MONEY_AMOUNT (10^12
//   minor units, 10 billion at 2 decimals) and precision 0..4 ('Amount is out of range',
//   'Invalid precision', 'Invalid currency'), so sums of thousands of inputs and a rescale to 4
//   decimals stay exact; whatever combines many inputs (a bill) bounds its own total too.
// - Every lossy step (ratio, coarser precision, display) names its RoundingMode.
import { Schema } from "effect";
import { formatScaledDecimal, parseScaledDecimal } from "./decimalString";
import { formatScaled, type NumberFormatSpec } from "./numberFormat";
import { divideRounded, powerOfTen, toSafeNumber, type RoundingMode } from "./rounding";

export const DEFAULT_MONEY_PRECISION = 2;
export const MAX_MONEY_PRECISION = 4;
export const MAX_MONEY_AMOUNT = 1_000_000_000_000;
export const AMOUNT_OUT_OF_RANGE = "Amount is out of range";
export const INVALID_PRECISION = "Invalid precision";
export const INVALID_CURRENCY = "Invalid currency";

/** An integer amount of minor units within ±MAX_MONEY_AMOUNT. */
export const MoneyAmount = Schema.Int.check(
  Schema.isBetween({ minimum: -MAX_MONEY_AMOUNT, maximum: MAX_MONEY_AMOUNT }, { message: AMOUNT_OUT_OF_RANGE }),
);

export const Money = Schema.Struct({
  amount: MoneyAmount,
  precision: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_MONEY_PRECISION }, { message: INVALID_PRECISION })),
  currency: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/, { message: INVALID_CURRENCY })),
});
export type Money = typeof Money.Type;

export const money = (amount: number, currency: string, precision = DEFAULT_MONEY_PRECISION): Money => {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount ${amount} is not a safe integer`);
  return { amount, precision, currency };
};

export const zero = (currency: string, precision = DEFAULT_MONEY_PRECISION): Money =>
  money(0, currency, precision);

const units = (m: Money, precision: number): bigint => BigInt(m.amount) * powerOfTen(precision - m.precision);

const aligned = (a: Money, b: Money): readonly [bigint, bigint, number] => {
  if (a.currency !== b.currency) throw new Error(`currency mismatch: ${a.currency} and ${b.currency}`);
  const precision = Math.max(a.precision, b.precision);
  return [units(a, precision), units(b, precision), precision];
};

export const add = (a: Money, b: Money): Money => {
  const [x, y, precision] = aligned(a, b);
  return { amount: toSafeNumber(x + y), precision, currency: a.currency };
};

export const subtract = (a: Money, b: Money): Money => {
  const [x, y, precision] = aligned(a, b);
  return { amount: toSafeNumber(x - y), precision, currency: a.currency };
};

export const negate = (m: Money): Money => ({ ...m, amount: m.amount === 0 ? 0 : -m.amount });

export const sum = (items: ReadonlyArray<Money>, currency: string, precision = DEFAULT_MONEY_PRECISION): Money =>
  items.reduce(add, zero(currency, precision));

/** m × numerator / denominator at m's precision (a share, a quantity, a rate); integer terms. */
export const multiplyByRatio = (
  m: Money,
  numerator: number | bigint,
  denominator: number | bigint,
  rounding: RoundingMode,
): Money => {
  const product = BigInt(m.amount) * BigInt(numerator);
  return { ...m, amount: toSafeNumber(divideRounded(product, BigInt(denominator), rounding)) };
};

/** The same value at another precision; going coarser rounds with `rounding`. */
export const rescale = (m: Money, precision: number, rounding: RoundingMode): Money => {
  const shifted =
    // Stryker disable next-line EqualityOperator: at the same precision both branches give the amount unchanged
    precision >= m.precision
      ? units(m, precision)
      : divideRounded(BigInt(m.amount), powerOfTen(m.precision - precision), rounding);
  return { amount: toSafeNumber(shifted), precision, currency: m.currency };
};

/** -1, 0 or 1 by value (1.0 and 1.00 are equal); throws on different currencies. */
export const compare = (a: Money, b: Money): -1 | 0 | 1 => {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
};

export const equals = (a: Money, b: Money): boolean => a.currency === b.currency && compare(a, b) === 0;
export const isZero = (m: Money): boolean => m.amount === 0;
export const isNegative = (m: Money): boolean => m.amount < 0;
export const min = (a: Money, b: Money): Money => (compare(a, b) <= 0 ? a : b);
export const max = (a: Money, b: Money): Money => (compare(a, b) >= 0 ? a : b);

/** "12.5" -> {1250, 2, currency}; null when not a plain decimal or when it would need rounding. */
export const fromDecimalString = (
  text: string,
  currency: string,
  precision = DEFAULT_MONEY_PRECISION,
): Money | null => {
  const scaled = parseScaledDecimal(text, precision);
  if (scaled === null) return null;
  const amount = Number(scaled);
  return Number.isSafeInteger(amount) ? { amount, precision, currency } : null;
};

/** {1250, 2} -> "12.50": exact, always `precision` decimals, no grouping (for inputs and APIs). */
export const toDecimalString = (m: Money): string => formatScaledDecimal(BigInt(m.amount), m.precision);

/** The decimal value as a number, for charts and sorting only: never compute money with it. */
export const toDecimal = (m: Money): number => Number(toDecimalString(m));

/** Display text in a number format ("0,0.00" -> "1,234.50"); extra decimals round half up. */
export const formatMoney = (m: Money, format: NumberFormatSpec): string =>
  formatScaled(BigInt(m.amount), m.precision, format, "halfUp");
