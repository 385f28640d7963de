// Owns: cron triggers of scheduled benefits in the business time zone (spec 2 §4 "Trigger
// presets: Anytime (default cron '0 0 * * *'), Weekly, Month and day, Birthday, Custom"; §5 'Day
// is required', 'Cron expression is required', 'Invalid cron expression' (at least 5 fields),
// 'select at least one weekday', 'select at least one month'; §2 'Next distribute DD/MM/YYYY').
// Exports: DEFAULT_CRON, TRIGGER_PRESETS, TriggerPreset, checkCronExpression(text): string | null,
//   weeklyCron(weekdays): string, monthDayCron(months, day): string, checkWeekdays(weekdays),
//   checkMonthDay(months, day), nextCronRun(cron, after, timeZone): Instant | null,
//   lastCronRun(cron, atOrBefore, timeZone): Instant | null,
//   cronRunsBetween(cron, after, through, timeZone, limit): Instant[], nextDistributeText(cron, now, timeZone): string.
// Decisions (spec silent):
// - Expressions are read by cron-parser 5 (5 fields, or 6 with seconds first) in the business
//   zone; more than 6 fields or a value out of range is 'Invalid cron expression'.
// - Presets run at midnight: Weekly "0 0 * * 1,3" (0 = Sunday), Month and day "0 0 D M1,M2 *".
// - nextCronRun is strictly after `after`; lastCronRun includes `atOrBefore` itself; a catch-up
//   lists runs in (after, through], at most `limit` of them.
// - The benefit list's text for a bad expression is the validation message itself.
import { CronExpressionParser } from "cron-parser";
import { Temporal } from "temporal-polyfill";
import { dateInZone, formatDisplayDate } from "../shared/calendarDate";

export const DEFAULT_CRON = "0 0 * * *";
export const TRIGGER_PRESETS = ["anytime", "weekly", "monthDay", "birthday", "custom"] as const;
export type TriggerPreset = (typeof TRIGGER_PRESETS)[number];

const fieldsOf = (text: string): ReadonlyArray<string> => text.trim().split(/\s+/);

// cron-parser reads 4 fields too (seconds first); the spec wants at least 5
const parse = (cron: string, from: Temporal.Instant, timeZone: string) => {
  // Stryker disable next-line StringLiteral: every caller catches this error and gives its own answer
  if (fieldsOf(cron).length < 5) throw new Error("Invalid cron expression");
  return CronExpressionParser.parse(cron, { currentDate: from.epochMilliseconds, tz: timeZone, strict: false });
};

export const checkCronExpression = (text: string): string | null => {
  if (text.trim() === "") return "Cron expression is required";
  try {
    // cron-parser refuses more than 6 fields itself
    parse(text, Temporal.Instant.fromEpochMilliseconds(0), "UTC").next();
    return null;
  } catch {
    return "Invalid cron expression";
  }
};

export const checkWeekdays = (weekdays: ReadonlyArray<number>): string | null =>
  weekdays.length > 0 ? null : "select at least one weekday";

export const checkMonthDay = (months: ReadonlyArray<number>, day: number | null | undefined): string | null => {
  if (day === null || day === undefined || Number.isNaN(day)) return "Day is required";
  return months.length > 0 ? null : "select at least one month";
};

const list = (values: ReadonlyArray<number>): string => [...new Set(values)].sort((a, b) => a - b).join(",");

/** Weekly preset: midnight on the chosen weekdays (0 = Sunday ... 6 = Saturday). */
export const weeklyCron = (weekdays: ReadonlyArray<number>): string => `0 0 * * ${list(weekdays)}`;

/** Month and day preset: midnight on `day` of the chosen months (1-12). */
export const monthDayCron = (months: ReadonlyArray<number>, day: number): string => `0 0 ${day} ${list(months)} *`;

const toInstant = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

/** The first run strictly after `after`, or null for an invalid expression or no further run. */
export const nextCronRun = (cron: string, after: Temporal.Instant, timeZone: string): Temporal.Instant | null => {
  try {
    const iso = parse(cron, after, timeZone).next().toISOString();
    return iso === null ? null : toInstant(iso);
  } catch {
    return null;
  }
};

/** The last run at or before `atOrBefore`, or null. */
export const lastCronRun = (cron: string, atOrBefore: Temporal.Instant, timeZone: string): Temporal.Instant | null => {
  try {
    const iso = parse(cron, atOrBefore.add({ milliseconds: 1 }), timeZone).prev().toISOString();
    return iso === null ? null : toInstant(iso);
  } catch {
    return null;
  }
};

/** Runs in (after, through], oldest first, at most `limit`: what a job missed while down. */
export const cronRunsBetween = (
  cron: string,
  after: Temporal.Instant,
  through: Temporal.Instant,
  timeZone: string,
  limit: number,
): ReadonlyArray<Temporal.Instant> => {
  const runs: Temporal.Instant[] = [];
  for (let run = nextCronRun(cron, after, timeZone); run !== null && runs.length < limit && Temporal.Instant.compare(run, through) <= 0; run = nextCronRun(cron, run, timeZone)) {
    runs.push(run);
  }
  return runs;
};

/** 'Next distribute DD/MM/YYYY' in the business zone, or the expression's problem. */
export const nextDistributeText = (cron: string, now: Temporal.Instant, timeZone: string): string => {
  const next = nextCronRun(cron, now, timeZone);
  // Stryker disable next-line StringLiteral: only an invalid expression has no next run, so checkCronExpression always has the answer
  if (next === null) return checkCronExpression(cron) ?? "Invalid cron expression";
  return `Next distribute ${formatDisplayDate(dateInZone(next, timeZone))}`;
};
