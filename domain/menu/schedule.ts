// Owns: whether a scheduler (spec 4 §3) runs at an instant, in the business's time zone.
// Decisions where the spec is silent:
// - A time period includes its end minute (the default 00:00-23:59 covers the whole day).
// - A period whose end is before its start runs overnight; its part after midnight belongs to
//   the day it started on (a weekly Friday 22:00-02:00 runs until Saturday 02:00).
// - A daily scheduler runs every day; a weekly one on its `weekDay`s.
// - A product with no schedulers (or with `schedulerUsed` off) is always in schedule.
import type { Temporal } from "temporal-polyfill";
import { minutesOfDay } from "../shared/timeOfDay";
import type { TimePeriod } from "../shared/timeOfDay";
import { type Scheduler, WEEK_DAYS, type WeekDay } from "./scheduler";

const weekDayOf = (dayOfWeek: number): WeekDay => WEEK_DAYS[dayOfWeek % 7] as WeekDay;

const runsOn = (scheduler: Scheduler, day: WeekDay): boolean => scheduler.repeat === "daily" || scheduler.weekDay.includes(day);

const periodCovers = (scheduler: Scheduler, period: TimePeriod, minute: number, today: WeekDay, yesterday: WeekDay): boolean => {
  const start = minutesOfDay(period.start) ?? 0;
  const end = minutesOfDay(period.end) ?? 0;
  if (start <= end) return runsOn(scheduler, today) && start <= minute && minute <= end;
  return (minute >= start && runsOn(scheduler, today)) || (minute <= end && runsOn(scheduler, yesterday));
};

export const schedulerRunsAt = (scheduler: Scheduler, instant: Temporal.Instant, timeZone: string): boolean => {
  const local = instant.toZonedDateTimeISO(timeZone);
  const minute = local.hour * 60 + local.minute;
  const today = weekDayOf(local.dayOfWeek);
  const yesterday = weekDayOf(local.dayOfWeek + 6);
  return scheduler.timePeriod.some((period) => periodCovers(scheduler, period, minute, today, yesterday));
};

/** In schedule when no scheduler applies, or when one of them runs at `instant`. */
export const inSchedule = (schedulers: ReadonlyArray<Scheduler>, instant: Temporal.Instant, timeZone: string): boolean =>
  schedulers.length === 0 || schedulers.some((s) => schedulerRunsAt(s, instant, timeZone));
