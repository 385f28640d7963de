// Owns: numeric range inputs {min, max} (spec 1 §5: "min or max may be empty; numbers are
// parsed with a maximum decimal count per field (default 2)"), e.g. a voucher's purchase range.
// Field-specific messages ('Invalid min', 'Min purchase cannot nore than max purchase', ...)
// belong to the form that uses the range; this module says WHAT is wrong, as a RangeProblem.
// Decisions (spec silent): an empty or blank bound is null (unbounded); a bound with too many
// decimals is refused, not rounded; min = max is a valid range; a range contains its ends.
import { countTextDecimals } from "./decimalString";

export const DEFAULT_RANGE_DECIMALS = 2;

export type NumericRange = { readonly min: number | null; readonly max: number | null };

export type RangeBound =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly problem: "notANumber" | "tooManyDecimals" };

export type RangeProblem = {
  readonly field: "min" | "max";
  readonly problem: "notANumber" | "tooManyDecimals" | "minAboveMax";
};

/** Reads one bound as typed: "" -> null, "12.5" -> 12.5, "1.234" (2 decimals) -> tooManyDecimals. */
export const parseRangeBound = (text: string, maxDecimals = DEFAULT_RANGE_DECIMALS): RangeBound => {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const decimals = countTextDecimals(trimmed);
  if (decimals === null) return { ok: false, problem: "notANumber" };
  if (decimals > maxDecimals) return { ok: false, problem: "tooManyDecimals" };
  return { ok: true, value: Number(trimmed) };
};

const orderProblems: ReadonlyArray<RangeProblem> = [
  { field: "min", problem: "minAboveMax" },
  { field: "max", problem: "minAboveMax" },
];

export type ParsedRange =
  | { readonly ok: true; readonly range: NumericRange }
  | { readonly ok: false; readonly problems: ReadonlyArray<RangeProblem> };

/** Both bounds typed: the range, or every problem (bad bounds first, else the order on both). */
export const parseNumericRange = (minText: string, maxText: string, maxDecimals = DEFAULT_RANGE_DECIMALS): ParsedRange => {
  const min = parseRangeBound(minText, maxDecimals);
  const max = parseRangeBound(maxText, maxDecimals);
  const problems: Array<RangeProblem> = [];
  if (!min.ok) problems.push({ field: "min", problem: min.problem });
  if (!max.ok) problems.push({ field: "max", problem: max.problem });
  if (!min.ok || !max.ok) return { ok: false, problems };
  const range = { min: min.value, max: max.value };
  return isOrdered(range) ? { ok: true, range } : { ok: false, problems: orderProblems };
};

/** True unless both bounds are set and min > max. */
export const isOrdered = (range: NumericRange): boolean =>
  range.min === null || range.max === null || range.min <= range.max;

/** Whether `value` lies in the range, ends included; a null bound is open. */
export const rangeContains = (range: NumericRange, value: number): boolean =>
  (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
