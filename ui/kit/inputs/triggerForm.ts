// Owns: the cron/trigger scheduler editor's form (spec 1 §2; spec 2 §4-§5, spec 4 §4-§5): the
// presets Anytime ('0 0 * * *'), Weekly, Month and day, Birthday and Custom, turned into a
// trigger `{cron}` or `{birthday}` (domain/loyalty/cronSchedule.ts, birthdayTrigger.ts) with the
// spec's messages ('select at least one weekday', 'Day is required', 'select at least one
// month', 'Before day is required', 'Before day min is 1', 'Cron expression is required',
// 'Invalid cron expression').
// Decisions where the spec is silent: a stored cron is shown as the preset that writes exactly
// that expression (else Custom, holding it as typed); a stored birthday trigger with a day below
// 1 (allowed from the API) opens as typed and must be fixed before it is saved again.
import { type BirthdayTrigger, checkBeforeDay } from "../../../domain/loyalty/birthdayTrigger";
import { Temporal } from "temporal-polyfill";
import {
  DEFAULT_CRON, type TriggerPreset, checkCronExpression, checkMonthDay, checkWeekdays, cronRunsBetween, monthDayCron, weeklyCron,
} from "../../../domain/loyalty/cronSchedule";
import { formatDisplayDate } from "../../../domain/shared/calendarDate";

export type Trigger = { readonly cron: string } | { readonly birthday: BirthdayTrigger };

export type BirthdayKind = "before" | "startOfWeek" | "startOfMonth";

export interface TriggerDraft {
  readonly preset: TriggerPreset;
  /** 0 = Sunday ... 6 = Saturday. */
  readonly weekdays: ReadonlyArray<number>;
  /** 1-12. */
  readonly months: ReadonlyArray<number>;
  readonly day: string;
  readonly birthdayKind: BirthdayKind;
  readonly beforeDay: string;
  readonly cron: string;
}

export const PRESET_LABELS: Readonly<Record<TriggerPreset, string>> = {
  anytime: "Anytime",
  weekly: "Weekly",
  monthDay: "Month and day",
  birthday: "Birthday",
  custom: "Custom",
};

const EMPTY: TriggerDraft = { preset: "anytime", weekdays: [], months: [], day: "", birthdayKind: "before", beforeDay: "", cron: DEFAULT_CRON };

const WEEKLY = /^0 0 \* \* ([0-6](?:,[0-6])*)$/;
const MONTH_DAY = /^0 0 (\d{1,2}) (\d{1,2}(?:,\d{1,2})*) \*$/;
const numbers = (list: string): ReadonlyArray<number> => list.split(",").map(Number);

/** The form showing a stored trigger (null: a new one, Anytime). */
export const draftOf = (trigger: Trigger | null): TriggerDraft => {
  if (trigger === null) return EMPTY;
  if ("birthday" in trigger) {
    const { birthday } = trigger;
    return birthday.type === "before"
      ? { ...EMPTY, preset: "birthday", birthdayKind: "before", beforeDay: String(birthday.day) }
      : { ...EMPTY, preset: "birthday", birthdayKind: birthday.unit === "week" ? "startOfWeek" : "startOfMonth" };
  }
  const cron = trigger.cron.trim();
  if (cron === DEFAULT_CRON) return { ...EMPTY, cron };
  const weekly = WEEKLY.exec(cron);
  if (weekly?.[1] !== undefined && weeklyCron(numbers(weekly[1])) === cron) return { ...EMPTY, preset: "weekly", weekdays: numbers(weekly[1]), cron };
  const monthDay = MONTH_DAY.exec(cron);
  if (monthDay?.[1] !== undefined && monthDay[2] !== undefined && monthDayCron(numbers(monthDay[2]), Number(monthDay[1])) === cron) {
    return { ...EMPTY, preset: "monthDay", day: monthDay[1], months: numbers(monthDay[2]), cron };
  }
  return { ...EMPTY, preset: "custom", cron: trigger.cron };
};

export type TriggerResult = { readonly ok: true; readonly trigger: Trigger } | { readonly ok: false; readonly problem: string };

const dayNumber = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));

const cronResult = (cron: string): TriggerResult => {
  const problem = checkCronExpression(cron);
  return problem === null ? { ok: true, trigger: { cron } } : { ok: false, problem };
};

/** The trigger the form says, or the first problem with it. */
export const triggerOf = (draft: TriggerDraft): TriggerResult => {
  switch (draft.preset) {
    case "anytime":
      return { ok: true, trigger: { cron: DEFAULT_CRON } };
    case "weekly": {
      const problem = checkWeekdays(draft.weekdays);
      return problem === null ? cronResult(weeklyCron(draft.weekdays)) : { ok: false, problem };
    }
    case "monthDay": {
      const day = dayNumber(draft.day);
      const problem = checkMonthDay(draft.months, day);
      return problem === null && day !== null ? cronResult(monthDayCron(draft.months, day)) : { ok: false, problem: problem ?? "Day is required" };
    }
    case "birthday": {
      if (draft.birthdayKind !== "before") {
        return { ok: true, trigger: { birthday: { type: "startOf", unit: draft.birthdayKind === "startOfWeek" ? "week" : "month" } } };
      }
      const day = dayNumber(draft.beforeDay);
      const problem = checkBeforeDay(day);
      return problem === null && day !== null ? { ok: true, trigger: { birthday: { type: "before", day } } } : { ok: false, problem: problem ?? "Before day is required" };
    }
    case "custom":
      return cronResult(draft.cron.trim());
    default: {
      const unknown: never = draft.preset;
      return unknown;
    }
  }
};

/** How many coming runs the editor lists (issue 16 item 6: "the next five runs"). */
export const PREVIEWED_RUNS = 5;
const PREVIEW_HORIZON_YEARS = 5;

/** The next runs of `cron` after `now` as the business reads them: 'DD/MM/YYYY HH:mm' in its zone. */
export const nextRunTexts = (cron: string, now: Temporal.Instant, timeZone: string): ReadonlyArray<string> => {
  const horizon = now.toZonedDateTimeISO(timeZone).add({ years: PREVIEW_HORIZON_YEARS }).toInstant();
  return cronRunsBetween(cron, now, horizon, timeZone, PREVIEWED_RUNS).map((run) => {
    const local = run.toZonedDateTimeISO(timeZone);
    return `${formatDisplayDate(local.toPlainDate())} ${local.toPlainTime().toString({ smallestUnit: "minute" })}`;
  });
};
