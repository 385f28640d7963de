// The opening hours a platform is sent (GrabFood's storeHour: mon..sun, each a list of
// {startTime, endTime}) from a restaurant's operating hours (domain/business/operatingHours.ts),
// both read in the business's time zone, which is the store's local time on the platform.
// Decisions where the spec is silent:
// - An overnight period (start after end) is split at midnight: Friday 22:00-02:00 becomes Friday
//   22:00-23:59 and Saturday 00:00-02:00, as operatingHours.ts reads it (ends included, 23:59 is
//   the whole last minute), so a platform shows the store open exactly when we do.
// - Overlapping or touching periods of a day are merged; a day with more than GrabFood's 3 open
//   periods after merging is refused before calling out: 'At most 3 opening periods on {day}'.
import { Result } from "effect";
import { DAYS_PER_WEEK, type OperatingHours } from "../business/operatingHours";
import { MINUTES_PER_DAY, minutesOfDay, timeOfDayFromMinutes } from "../shared/timeOfDay";

export const GRAB_DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type GrabDay = (typeof GRAB_DAYS)[number];
export const MAX_PERIODS_PER_DAY = 3;
export const tooManyPeriods = (day: GrabDay): string => `At most ${MAX_PERIODS_PER_DAY} opening periods on ${day}`;

export interface OpenPeriod {
  readonly startTime: string;
  readonly endTime: string;
}
export type WeeklyOpenPeriods = Readonly<Record<GrabDay, ReadonlyArray<OpenPeriod>>>;

type Span = readonly [start: number, end: number];

const LAST_MINUTE = MINUTES_PER_DAY - 1;

/** Each weekday's covered minute spans (ends included), overnight periods split at midnight. */
const spansByDay = (week: OperatingHours): Span[][] => {
  const days: Span[][] = Array.from({ length: DAYS_PER_WEEK }, () => []);
  week.forEach((day, weekday) => {
    if (!day.enable) return;
    for (const period of day.hours) {
      const start = minutesOfDay(period.start) ?? 0;
      const end = minutesOfDay(period.end) ?? 0;
      if (start <= end) {
        days[weekday]?.push([start, end]);
      } else {
        days[weekday]?.push([start, LAST_MINUTE]);
        days[(weekday + 1) % DAYS_PER_WEEK]?.push([0, end]);
      }
    }
  });
  return days;
};

/** Sorted spans with overlapping or touching ones joined. */
export const mergeSpans = (spans: ReadonlyArray<Span>): Span[] => {
  const merged: Array<[number, number]> = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = merged[merged.length - 1];
    if (last !== undefined && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
};

/** The week as a platform's open periods, or the reason it cannot be sent. */
export const openPeriodsOf = (week: OperatingHours): Result.Result<WeeklyOpenPeriods, string> => {
  const days = spansByDay(week).map(mergeSpans);
  const tooMany = days.findIndex((spans) => spans.length > MAX_PERIODS_PER_DAY);
  const tooManyDay = GRAB_DAYS[tooMany];
  if (tooManyDay !== undefined) return Result.fail(tooManyPeriods(tooManyDay));
  const entries = GRAB_DAYS.map((day, weekday) => [
    day,
    (days[weekday] ?? []).map(([start, end]) => ({ startTime: timeOfDayFromMinutes(start), endTime: timeOfDayFromMinutes(end) })),
  ]);
  return Result.succeed(Object.fromEntries(entries) as WeeklyOpenPeriods);
};
