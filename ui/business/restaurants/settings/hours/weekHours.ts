// Owns: editing a week of operating hours (spec 1 §3: per weekday 0-6, each {enable, hours};
// times HH:mm, 'Invalid time'): the week a new setting starts with, and adding, changing and
// removing a day's periods. The rules are the domain's OperatingHours Schema.
// Decisions where the spec is silent: weekday 0 is Sunday (domain/business/operatingHours.ts) and
// the editor lists Monday first, as a restaurant week reads; a new week is open every day from
// 09:00 to 22:00; a day gets a new period 09:00-22:00 too.
import type { DayHours, OperatingHours } from "../../../../../domain/business/operatingHours";
import type { TimePeriod } from "../../../../../domain/shared/timeOfDay";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Weekdays in the order the editor lists them: Monday (1) to Sunday (0). */
export const LISTED_WEEKDAYS: ReadonlyArray<number> = [1, 2, 3, 4, 5, 6, 0];

export const NEW_PERIOD: TimePeriod = { start: "09:00", end: "22:00" };

export const NEW_WEEK: OperatingHours = Array.from({ length: 7 }, () => ({ enable: true, hours: [NEW_PERIOD] }));

const changeDay = (week: OperatingHours, weekday: number, change: (day: DayHours) => DayHours): OperatingHours =>
  week.map((day, at) => (at === weekday ? change(day) : day));

export const setDayOpen = (week: OperatingHours, weekday: number, enable: boolean): OperatingHours =>
  changeDay(week, weekday, (day) => ({ ...day, enable }));

export const addPeriod = (week: OperatingHours, weekday: number): OperatingHours =>
  changeDay(week, weekday, (day) => ({ ...day, hours: [...day.hours, NEW_PERIOD] }));

export const removePeriod = (week: OperatingHours, weekday: number, index: number): OperatingHours =>
  changeDay(week, weekday, (day) => ({ ...day, hours: day.hours.filter((_, at) => at !== index) }));

export const setPeriodTime = (week: OperatingHours, weekday: number, index: number, end: keyof TimePeriod, time: string): OperatingHours =>
  changeDay(week, weekday, (day) => ({
    ...day,
    hours: day.hours.map((period, at) => (at === index ? { ...period, [end]: time } : period)),
  }));
