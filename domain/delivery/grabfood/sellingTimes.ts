// GrabFood's selling times (SellingTime: a name, a validity window and the open periods of each
// weekday) from the menu's schedulers (domain/menu/scheduler.ts) and the store's delivery hours.
// Decisions where the spec is silent:
// - The menu's default selling time, `st-default`, is the store's delivery opening hours (what
//   the opening-hours push sends); every category sells then.
// - A product with schedulers sells, on GrabFood, when any of them runs: one selling time per
//   distinct set of schedulers, periods merged per day; an overnight period belongs to the day it
//   starts on and is split at midnight like the opening hours (schedule.ts reads it so).
// - A day covering 00:00-23:59 is OpenAllDay, a day without a period CloseAllDay.
// - Selling times are valid from the sync's local date until 2099-12-31 23:59:59: a scheduler has
//   no end date.
// - A set's id is `st-` and the scheduler ids joined by `+`, or `st-` and a hash of them when that
//   would pass GrabFood's 64 characters.
import type { Scheduler } from "../../menu/scheduler";
import { MINUTES_PER_DAY, minutesOfDay, timeOfDayFromMinutes } from "../../shared/timeOfDay";
import { GRAB_DAYS, type GrabDay, type WeeklyOpenPeriods, mergeSpans } from "../openingHoursPush";
import { GRAB_LIMITS, type GrabSellingTime, type GrabServiceHour } from "./grabMenu";

export const DEFAULT_SELLING_TIME_ID = "st-default";
const DEFAULT_SELLING_TIME_NAME = "Opening hours";
const UNTIL = "2099-12-31 23:59:59";
const LAST_MINUTE = MINUTES_PER_DAY - 1;

type Span = readonly [number, number];

const serviceHourOf = (spans: ReadonlyArray<Span>): GrabServiceHour => {
  const merged = mergeSpans(spans);
  if (merged.length === 0) return { openPeriodType: "CloseAllDay" };
  if (merged.length === 1 && merged[0]?.[0] === 0 && merged[0][1] === LAST_MINUTE) return { openPeriodType: "OpenAllDay" };
  return { openPeriodType: "OpenPeriod", periods: merged.map(([start, end]) => ({ startTime: timeOfDayFromMinutes(start), endTime: timeOfDayFromMinutes(end) })) };
};

const weekOf = (spans: ReadonlyArray<ReadonlyArray<Span>>): Record<GrabDay, GrabServiceHour> =>
  Object.fromEntries(GRAB_DAYS.map((day, i) => [day, serviceHourOf(spans[i] ?? [])])) as Record<GrabDay, GrabServiceHour>;

/** Each weekday's spans (sunday first) when any of `schedulers` runs. */
const schedulerSpans = (schedulers: ReadonlyArray<Scheduler>): Span[][] => {
  const days: Span[][] = GRAB_DAYS.map(() => []);
  for (const scheduler of schedulers) {
    GRAB_DAYS.forEach((_, weekday) => {
      const runs = scheduler.repeat === "daily" || scheduler.weekDay.includes(WEEK_DAY_NAMES[weekday] as Scheduler["weekDay"][number]);
      if (!runs) return;
      for (const period of scheduler.timePeriod) {
        const start = minutesOfDay(period.start) ?? 0;
        const end = minutesOfDay(period.end) ?? 0;
        if (start <= end) days[weekday]?.push([start, end]);
        else {
          days[weekday]?.push([start, LAST_MINUTE]);
          days[(weekday + 1) % 7]?.push([0, end]);
        }
      }
    });
  }
  return days;
};

const WEEK_DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

const hash = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
};

/** The selling time id of a set of scheduler ids. */
export const sellingTimeIdOf = (schedulerIds: ReadonlyArray<string>): string => {
  const joined = `st-${[...schedulerIds].sort().join("+")}`;
  return joined.length <= GRAB_LIMITS.id ? joined : `st-${hash(joined)}`;
};

/** The default selling time: the delivery hours, or all day when the store has none (the rules refuse that menu). */
export const defaultSellingTime = (hours: WeeklyOpenPeriods | null, fromDate: string): GrabSellingTime => ({
  id: DEFAULT_SELLING_TIME_ID,
  name: DEFAULT_SELLING_TIME_NAME,
  startTime: `${fromDate} 00:00:00`,
  endTime: UNTIL,
  serviceHours: weekOf(GRAB_DAYS.map((day) => (hours === null ? [[0, LAST_MINUTE] as Span] : hours[day].map((p): Span => [minutesOfDay(p.startTime) ?? 0, minutesOfDay(p.endTime) ?? 0])))),
});

/** The selling time of a set of schedulers (all of them known). */
export const schedulersSellingTime = (schedulers: ReadonlyArray<Scheduler>, fromDate: string): GrabSellingTime => ({
  id: sellingTimeIdOf(schedulers.map((s) => s.id)),
  name: schedulers.map((s) => s.name).join(", ").slice(0, 100),
  startTime: `${fromDate} 00:00:00`,
  endTime: UNTIL,
  serviceHours: weekOf(schedulerSpans(schedulers)),
});
