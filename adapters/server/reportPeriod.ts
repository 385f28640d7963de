// Owns: how a report's period reads (spec 1 §7 receipts, spec 2 §7 transaction reports): calendar
// dates (YYYY-MM-DD) in the business's time zone, both days included, or exact instants; the
// period is the half-open instant range [start, end).
// Decisions where the spec is silent: without dates the period is today; an end before its start
// (an empty period) is 'Invalid date range'; rows keyed by UTC month ("YYYY-MM") are read only for the months the
// period touches.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { DomainError } from "../../domain/engine/decider";
import { INVALID_DATE } from "../../domain/shared/calendarDate";

export const INVALID_DATE_RANGE = "Invalid date range";

/** A period bound: a calendar date or an ISO instant. */
export const PeriodBound = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/, { message: INVALID_DATE }),
);

export interface Period {
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
}

const isDate = (text: string): boolean => text.length === 10;

const parse = <T>(read: () => T, path: string): T => {
  try {
    return read();
  } catch {
    throw new DomainError(INVALID_DATE, 400, [path]);
  }
};

const startOf = (text: string, timeZone: string, path: string): Temporal.Instant =>
  isDate(text)
    ? parse(() => Temporal.PlainDate.from(text, { overflow: "reject" }).toZonedDateTime({ timeZone }).toInstant(), path)
    : parse(() => Temporal.Instant.from(text), path);

/** An end date includes its whole day; an end instant is exclusive. */
const endOf = (text: string, timeZone: string, path: string): Temporal.Instant =>
  isDate(text)
    ? parse(() => Temporal.PlainDate.from(text, { overflow: "reject" }).add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant(), path)
    : parse(() => Temporal.Instant.from(text), path);

export const periodOf = (
  bounds: { readonly from?: string | undefined; readonly to?: string | undefined },
  names: { readonly from: string; readonly to: string },
  timeZone: string,
  now: Temporal.Instant,
): Period => {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate().toString();
  const from = bounds.from ?? today;
  const start = startOf(from, timeZone, names.from);
  const end = endOf(bounds.to ?? (isDate(from) ? from : today), timeZone, names.to);
  if (Temporal.Instant.compare(end, start) <= 0) throw new DomainError(INVALID_DATE_RANGE, 400, [names.to]);
  return { start, end };
};

export const inPeriod = (period: Period, instant: string): boolean => {
  const at = Temporal.Instant.from(instant);
  return Temporal.Instant.compare(at, period.start) >= 0 && Temporal.Instant.compare(at, period.end) < 0;
};

/**
 * The period as a range of a `recent` column (`{ISO instant}|{tie-break}`, newest first in a
 * report): rows from `start` included to `end` excluded, whatever follows the instant.
 */
export const recentRange = (period: Period): { readonly field: "recent"; readonly from: string; readonly to: string } => ({
  field: "recent",
  from: period.start.toString({ smallestUnit: "millisecond" }),
  to: period.end.toString({ smallestUnit: "millisecond" }),
});

/** Every UTC month ("YYYY-MM") the period touches. */
export const monthsOf = (period: Period): ReadonlyArray<string> => {
  const months: string[] = [];
  const lastInstant = period.end.subtract({ milliseconds: 1 });
  let month = Temporal.PlainYearMonth.from(period.start.toString().slice(0, 7));
  const last = Temporal.PlainYearMonth.from(lastInstant.toString().slice(0, 7));
  while (Temporal.PlainYearMonth.compare(month, last) <= 0) {
    months.push(month.toString());
    month = month.add({ months: 1 });
  }
  return months;
};
