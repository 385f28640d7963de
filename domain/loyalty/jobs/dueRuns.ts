// Owns: which runs of a scheduled loyalty job are due in (since, now] (issue 4 item 5), from the
// maths of levelReset.ts (resetDatesBetween), cronSchedule.ts (cronRunsBetween) and the
// business time zone:
// - the season reset: the 1st of each configured month, due at the start of that day;
// - a cron benefit: each run of its expression;
// - a birthday benefit: each day (the members whose trigger falls on it are served that day);
// - the free-credit expiry: each day, at its start (00:00 in the business time zone).
// Decision (spec silent): a runner catching up after downtime runs EACH missed due run once,
// oldest first, at most MAX_CATCH_UP per job and tick (the rest follow on the next ticks), as if
// the server had been up: resets compound and daily benefits are handed out per missed day.
import { Temporal } from "temporal-polyfill";
import { cronRunsBetween } from "../cronSchedule";
import { resetDatesBetween } from "../levelReset";
import type { LevelCycle } from "../programme/levelCycle";
import type { Trigger } from "../programme/benefits";
import { dueKeyOf } from "./jobRun";

export const MAX_CATCH_UP = 50;

export interface DueRun {
  readonly dueAt: Temporal.Instant;
  readonly dueKey: string;
  /** The business day it is due on. */
  readonly date: Temporal.PlainDate;
}

const dateOf = (instant: Temporal.Instant, timeZone: string): Temporal.PlainDate => instant.toZonedDateTimeISO(timeZone).toPlainDate();
const startOf = (date: Temporal.PlainDate, timeZone: string): Temporal.Instant => date.toZonedDateTime({ timeZone }).toInstant();

const dayRun = (date: Temporal.PlainDate, timeZone: string): DueRun => {
  const dueAt = startOf(date, timeZone);
  return { dueAt, dueKey: dueKeyOf(dueAt), date };
};

/** The starts of the business days in (since, now], oldest first (at most MAX_CATCH_UP). */
export const dueDailyRuns = (since: Temporal.Instant, now: Temporal.Instant, timeZone: string): ReadonlyArray<DueRun> => {
  const runs: DueRun[] = [];
  const today = dateOf(now, timeZone);
  for (let date = dateOf(since, timeZone).add({ days: 1 }); Temporal.PlainDate.compare(date, today) <= 0 && runs.length < MAX_CATCH_UP; date = date.add({ days: 1 })) {
    runs.push(dayRun(date, timeZone));
  }
  return runs;
};

/** The start of the business day `now` falls in: the latest daily run at or before it. */
export const dailyRunOf = (now: Temporal.Instant, timeZone: string): DueRun => dayRun(dateOf(now, timeZone), timeZone);

/** Season resets due in (since, now]. */
export const dueSeasonRuns = (cycle: LevelCycle, since: Temporal.Instant, now: Temporal.Instant, timeZone: string): ReadonlyArray<DueRun> =>
  resetDatesBetween(cycle, dateOf(since, timeZone), dateOf(now, timeZone))
    .slice(0, MAX_CATCH_UP)
    .map((date) => dayRun(date, timeZone));

/** Distributions of a scheduled benefit due in (since, now]. */
export const dueBenefitRuns = (trigger: Trigger, since: Temporal.Instant, now: Temporal.Instant, timeZone: string): ReadonlyArray<DueRun> => {
  if ("cron" in trigger) {
    return cronRunsBetween(trigger.cron, since, now, timeZone, MAX_CATCH_UP).map((dueAt) => ({ dueAt, dueKey: dueKeyOf(dueAt), date: dateOf(dueAt, timeZone) }));
  }
  return dueDailyRuns(since, now, timeZone);
};
