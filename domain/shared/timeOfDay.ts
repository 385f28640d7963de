// Owns: times of day typed as 24-hour "HH:mm" (spec 1 §5, spec 4 §5: 'Invalid time'), and
// time periods {start, end} with their defaults 00:00 and 23:59 (schedulers, benefits,
// vouchers).
// Decisions (spec silent):
// - Exactly two digits each: "9:05" and "24:00" are invalid.
// - A period includes both ends at minute granularity (23:59 covers 23:59:59); a period whose
//   start is after its end runs over midnight (22:00-02:00); start = end is that one minute.
import { Schema } from "effect";
import type { Temporal } from "temporal-polyfill";

export const INVALID_TIME = "Invalid time";
export const DEFAULT_PERIOD_START = "00:00";
export const DEFAULT_PERIOD_END = "23:59";
export const MINUTES_PER_DAY = 24 * 60;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isTimeOfDay = (text: string): boolean => TIME_OF_DAY.test(text);

/** null when valid, else 'Invalid time'. */
export const checkTimeOfDay = (text: string): string | null => (isTimeOfDay(text) ? null : INVALID_TIME);

/** "13:05" -> 785 minutes after midnight; null when not HH:mm. */
export const minutesOfDay = (text: string): number | null => {
  const match = TIME_OF_DAY.exec(text);
  if (match === null) return null;
  return Number(match[1]) * 60 + Number(match[2]);
};

/** 785 -> "13:05"; minutes are taken modulo one day. */
export const timeOfDayFromMinutes = (minutes: number): string => {
  const m = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/** The wall-clock time of a Temporal time or date-time, as HH:mm (seconds dropped). */
export const timeOfDayOf = (time: Temporal.PlainTime | Temporal.ZonedDateTime): string =>
  timeOfDayFromMinutes(time.hour * 60 + time.minute);

export const TimeOfDaySchema = Schema.String.check(Schema.isPattern(TIME_OF_DAY, { message: INVALID_TIME }));

export const TimePeriod = Schema.Struct({ start: TimeOfDaySchema, end: TimeOfDaySchema });
export type TimePeriod = typeof TimePeriod.Type;

export const DEFAULT_TIME_PERIOD: TimePeriod = { start: DEFAULT_PERIOD_START, end: DEFAULT_PERIOD_END };

/** Whether `time` (HH:mm) falls in `period`; periods with start after end wrap midnight. */
export const periodContains = (period: TimePeriod, time: string): boolean => {
  const start = minutesOfDay(period.start);
  const end = minutesOfDay(period.end);
  const at = minutesOfDay(time);
  if (start === null || end === null || at === null) return false;
  return start <= end ? start <= at && at <= end : at >= start || at <= end;
};
