// Operating hours (spec 1 §3, spec 4 §3): per weekday 0-6, each {enable, hours}, where hours are
// HH:mm periods ('Invalid time', domain/shared/timeOfDay.ts). Used by the delivery, pickup and
// dine-in settings, and to answer "is the restaurant open at this instant?".
// Decisions where the spec is silent:
// - The week is an array of exactly 7 days indexed by weekday, 0 = Sunday (JavaScript's
//   getDay), else 'Operating hours need 7 days'.
// - A period includes both ends at minute granularity (23:59 covers the whole last minute).
// - A period whose start is after its end runs past midnight into the next day: Friday
//   22:00-02:00 keeps the restaurant open early Saturday, even if Saturday is disabled.
// - Periods of a day may overlap; the restaurant is open when any period covers the time.
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import type { Temporal } from "temporal-polyfill";
import { type TimePeriod, TimePeriod as TimePeriodSchema, minutesOfDay, timeOfDayOf } from "../shared/timeOfDay";

export const DAYS_PER_WEEK = 7;
export const SEVEN_DAYS_REQUIRED = "Operating hours need 7 days";

/** At most 24 periods a day: one an hour is already more than a real timetable. */
export const DayHours = Schema.Struct({ enable: Schema.Boolean, hours: boundedList(TimePeriodSchema, 24, "periods") });
export type DayHours = typeof DayHours.Type;

export const OperatingHours = boundedList(DayHours, 100, "days").check(
  Schema.makeFilter((days: ReadonlyArray<DayHours>) => days.length === DAYS_PER_WEEK || SEVEN_DAYS_REQUIRED),
);
export type OperatingHours = typeof OperatingHours.Type;

/** Sunday 0 .. Saturday 6 of a date-time (Temporal counts Monday 1 .. Sunday 7). */
export const weekdayOf = (dateTime: Temporal.ZonedDateTime): number => dateTime.dayOfWeek % DAYS_PER_WEEK;

const minutes = (time: string): number => minutesOfDay(time) ?? -1;

const wrapsMidnight = (period: TimePeriod): boolean => minutes(period.start) > minutes(period.end);

/** Whether a period of its own day covers `at` (minutes after midnight). */
const coversSameDay = (period: TimePeriod, at: number): boolean =>
  wrapsMidnight(period) ? at >= minutes(period.start) : minutes(period.start) <= at && at <= minutes(period.end);

/** Whether a period of the day before covers `at` of the next morning. */
const coversNextMorning = (period: TimePeriod, at: number): boolean => wrapsMidnight(period) && at <= minutes(period.end);

const periodsOf = (week: OperatingHours, weekday: number): ReadonlyArray<TimePeriod> => {
  const day = week[((weekday % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK];
  return day !== undefined && day.enable ? day.hours : [];
};

/** Whether the week's hours cover `time` (HH:mm) on `weekday` (0-6). */
export const isOpenAt = (week: OperatingHours, weekday: number, time: string): boolean => {
  const at = minutesOfDay(time);
  if (at === null) return false;
  return (
    periodsOf(week, weekday).some((period) => coversSameDay(period, at)) ||
    periodsOf(week, weekday - 1).some((period) => coversNextMorning(period, at))
  );
};

/** Whether the week's hours cover an instant, read in the restaurant's time zone. */
export const isOpenAtInstant = (week: OperatingHours, instant: Temporal.Instant, timeZone: string): boolean => {
  const local = instant.toZonedDateTimeISO(timeZone);
  return isOpenAt(week, weekdayOf(local), timeOfDayOf(local));
};
