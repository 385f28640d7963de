// Owns: the country number formats of spec 1 §9 ("0,0.00", "0,0") and printing exact scaled
// integers with them. A format reads: "0" digits, an optional "," meaning thousands grouping,
// an optional "." followed by one "0" per decimal.
// Decision (spec silent): the grouping separator is "," and the decimal mark "." in every
// country (the spec gives one pattern, not locale marks); printing never goes through Intl,
// so the output does not depend on the runtime's locale data.
import { formatScaledDecimal } from "./decimalString";
import { divideRounded, powerOfTen, type RoundingMode } from "./rounding";

export type NumberFormat = "0,0.00" | "0,0";

export type NumberFormatSpec = { readonly grouping: boolean; readonly decimals: number };

const NUMBER_FORMAT = /^0(,0)?(?:\.(0+))?$/;

/** "0,0.00" -> { grouping: true, decimals: 2 }; null when the pattern is not understood. */
export const parseNumberFormat = (pattern: string): NumberFormatSpec | null => {
  const match = NUMBER_FORMAT.exec(pattern);
  if (match === null) return null;
  return { grouping: match[1] !== undefined, decimals: match[2]?.length ?? 0 };
};

const groupThousands = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * Prints `units` (an integer scaled by 10^precision) in `spec`, rounding to the spec's decimals
 * with `rounding` when it has fewer decimals than the value. 123456n, 2, "0,0.00" -> "1,234.56".
 */
export const formatScaled = (
  units: bigint,
  precision: number,
  spec: NumberFormatSpec,
  rounding: RoundingMode,
): string => {
  const shift = spec.decimals - precision;
  const scaled =
    shift >= 0 ? units * powerOfTen(shift) : divideRounded(units, powerOfTen(-shift), rounding);
  const plain = formatScaledDecimal(scaled, spec.decimals);
  if (!spec.grouping) return plain;
  const negative = plain.startsWith("-");
  const [whole = "", fraction] = (negative ? plain.slice(1) : plain).split(".");
  const grouped = fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
  return negative ? `-${grouped}` : grouped;
};

export const NUMBER_FORMAT_SPECS: Readonly<Record<NumberFormat, NumberFormatSpec>> = {
  "0,0.00": { grouping: true, decimals: 2 },
  "0,0": { grouping: true, decimals: 0 },
};
