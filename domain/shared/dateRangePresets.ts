// Owns: the date-range presets of the generic date-range input (spec 1 §2, spec 2 §2):
// Today, Yesterday, Last week (7 days including today), Last 30 days (30 days including today),
// computed in a business time zone from a given instant (never a clock read here).
// Decisions:
// - A preset is an inclusive range of calendar dates {start, end} (PlainDate): what the picker
//   shows and what a report query means. `rangeInstants` turns it into the half-open instant
//   interval [start of first day, start of the day after the last day) for querying events;
//   days are 23 or 25 hours across DST changes, so instants are computed from the zone, never
//   by adding 24 hours.
// - "Last 30 days" includes today like "Last week" (the spec says only "= 30").
import { absurd } from "effect";
import { Temporal } from "temporal-polyfill";

export const DATE_RANGE_PRESETS = ["today", "yesterday", "lastWeek", "last30Days"] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export const DATE_RANGE_PRESET_LABELS: Readonly<Record<DateRangePreset, string>> = {
  today: "Today",
  yesterday: "Yesterday",
  lastWeek: "Last week",
  last30Days: "Last 30 days",
};

export type DateRange = { readonly start: Temporal.PlainDate; readonly end: Temporal.PlainDate };
export type InstantRange = { readonly start: Temporal.Instant; readonly end: Temporal.Instant };

const lastDays = (today: Temporal.PlainDate, days: number): DateRange => ({
  start: today.subtract({ days: days - 1 }),
  end: today,
});

/** The inclusive date range of `preset`, as seen at `now` in `timeZone`. */
export const presetDateRange = (preset: DateRangePreset, now: Temporal.Instant, timeZone: string): DateRange => {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
  switch (preset) {
    case "today":
      return lastDays(today, 1);
    case "yesterday":
      return lastDays(today.subtract({ days: 1 }), 1);
    case "lastWeek":
      return lastDays(today, 7);
    case "last30Days":
      return lastDays(today, 30);
    // Stryker disable next-line ConditionalExpression: unreachable, the presets are exhaustive (absurd takes never)
    default:
      return absurd(preset);
  }
};

/** Days in an inclusive date range (a one-day range has 1). */
// Stryker disable next-line ObjectLiteral: days is already the largest unit of a PlainDate difference
export const daysInRange = (range: DateRange): number => range.start.until(range.end, { largestUnit: "days" }).days + 1;

/** [start of range.start, start of the day after range.end) in `timeZone`. */
export const rangeInstants = (range: DateRange, timeZone: string): InstantRange => ({
  start: range.start.toZonedDateTime({ timeZone }).toInstant(),
  end: range.end.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant(),
});

/** Whether `instant` falls in the half-open instant range. */
export const instantInRange = (range: InstantRange, instant: Temporal.Instant): boolean =>
  Temporal.Instant.compare(range.start, instant) <= 0 && Temporal.Instant.compare(instant, range.end) < 0;
