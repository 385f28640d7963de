// Owns: exact conversion between decimal text ("1234.50") and integers scaled by 10^precision,
// and counting the decimals of a number or text (the "max N decimals" rules). No floats are
// multiplied anywhere here, so "0.1 + 0.2" problems cannot reach stored amounts.
// Decision (spec silent): accepted text is an optional "-", digits, then optionally "." and
// digits; no grouping separators, exponents or a bare "." (the UI strips grouping first).
// Digits beyond the precision are accepted only when they are zeros ("1.500" at precision 2).
import { powerOfTen } from "./rounding";

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "12.34" at precision 2 -> 1234n; null when the text is not a decimal or needs rounding. */
export const parseScaledDecimal = (text: string, precision: number): bigint | null => {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const kept = fraction.slice(0, precision);
  if (/[^0]/.test(fraction.slice(precision))) return null;
  const units = BigInt(whole) * powerOfTen(precision) + BigInt(kept.padEnd(precision, "0") || "0");
  return sign === "-" ? -units : units;
};

/** 1234n at precision 2 -> "12.34"; always exactly `precision` decimals, "-" when negative. */
export const formatScaledDecimal = (units: bigint, precision: number): string => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(precision + 1, "0");
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits.slice(digits.length - precision);
  const body = precision === 0 ? whole : `${whole}.${fraction}`;
  return negative ? `-${body}` : body;
};

/** Decimals written in a decimal text ("1.50" -> 2); null when it is not a decimal text. */
export const countTextDecimals = (text: string): number | null => {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (match === null) return null;
  return match[3]?.length ?? 0;
};

/**
 * Decimals of a number as JavaScript prints it shortest (0.1 + 0.2 -> 17, 1.25 -> 2, 1e-7 -> 7).
 * Non-finite numbers have no decimal count (Infinity).
 */
export const countNumberDecimals = (value: number): number => {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const [mantissa = "", exponentText] = Math.abs(value).toString().split("e");
  const mantissaDecimals = mantissa.split(".")[1]?.length ?? 0;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  return Math.max(0, mantissaDecimals - exponent);
};
