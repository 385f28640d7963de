// Owns: birthday triggers of scheduled benefits (spec 2 §4 "before with a day offset (0 = on
// the birthday, negative = after); startOf month (1st of the birthday month) or week (Monday of
// the birthday week)") and the before-day field (spec 2 §5 'Before day is required', 'Before day
// min is 1').
// Exports: BirthdayTrigger (Schema and type), birthdayInYear(birthday, year): PlainDate,
//   birthdayTriggerDate(birthday, year, trigger): PlainDate,
//   nextBirthdayTrigger(birthday, trigger, onOrAfter): PlainDate,
//   lastBirthdayTrigger(birthday, trigger, onOrBefore): PlainDate,
//   isBirthdayTriggerDay(birthday, trigger, date): boolean, checkBeforeDay(day): string | null.
// Decisions (spec silent):
// - A trigger belongs to the birthday of a year; its date may fall in the year before or after
//   (before 10 days of 5 January is 26 December).
// - A 29 February birthday falls on 28 February in common years.
// - The form asks 'before N days' with N at least 1 (its messages); 0 and negative offsets are
//   accepted from the API and stored programmes, as the spec's trigger rule allows. A non-whole
//   before day answers 'Invalid integer'.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";

export const BirthdayTrigger = Schema.Union([
  Schema.Struct({ type: Schema.Literal("before"), day: Schema.Int }),
  Schema.Struct({ type: Schema.Literal("startOf"), unit: Schema.Literals(["week", "month"]) }),
]);
export type BirthdayTrigger = typeof BirthdayTrigger.Type;

type MonthDay = Pick<Temporal.PlainDate, "month" | "day">;

/** The birthday as a date of `year` (29 Feb -> 28 Feb in common years). */
export const birthdayInYear = (birthday: MonthDay, year: number): Temporal.PlainDate =>
  Temporal.PlainDate.from({ year, month: birthday.month, day: birthday.day }, { overflow: "constrain" });

export const birthdayTriggerDate = (birthday: MonthDay, year: number, trigger: BirthdayTrigger): Temporal.PlainDate => {
  const date = birthdayInYear(birthday, year);
  if (trigger.type === "before") return date.subtract({ days: trigger.day });
  return trigger.unit === "month" ? date.with({ day: 1 }) : date.subtract({ days: date.dayOfWeek - 1 });
};

/** The years whose trigger can fall near `date` (offsets reach across years). */
const yearsAround = (date: Temporal.PlainDate, trigger: BirthdayTrigger): ReadonlyArray<number> => {
  // A week start can fall in the year before its birthday (1 Jan on a Thursday starts on 29 Dec),
  // so late in December the next trigger may belong to the birthday two years on.
  const reach = trigger.type === "before" ? Math.ceil(Math.abs(trigger.day) / 365) + 1 : 2;
  return Array.from({ length: 2 * reach + 1 }, (_, i) => date.year - reach + i);
};

/** The first trigger date on or after `onOrAfter`. */
export const nextBirthdayTrigger = (birthday: MonthDay, trigger: BirthdayTrigger, onOrAfter: Temporal.PlainDate): Temporal.PlainDate => {
  const dates = yearsAround(onOrAfter, trigger).map((year) => birthdayTriggerDate(birthday, year, trigger));
  const later = dates.filter((date) => Temporal.PlainDate.compare(date, onOrAfter) >= 0).sort(Temporal.PlainDate.compare);
  const first = later[0];
  if (first === undefined) throw new RangeError("the years around a date always hold a later trigger");
  return first;
};

/** The last trigger date on or before `onOrBefore`. */
export const lastBirthdayTrigger = (birthday: MonthDay, trigger: BirthdayTrigger, onOrBefore: Temporal.PlainDate): Temporal.PlainDate => {
  const dates = yearsAround(onOrBefore, trigger).map((year) => birthdayTriggerDate(birthday, year, trigger));
  const earlier = dates.filter((date) => Temporal.PlainDate.compare(date, onOrBefore) <= 0).sort(Temporal.PlainDate.compare);
  const last = earlier.at(-1);
  if (last === undefined) throw new RangeError("the years around a date always hold an earlier trigger");
  return last;
};

/** Whether a daily distribution job should give the member's birthday benefit on `date`. */
export const isBirthdayTriggerDay = (birthday: MonthDay, trigger: BirthdayTrigger, date: Temporal.PlainDate): boolean =>
  nextBirthdayTrigger(birthday, trigger, date).equals(date);

/** The form's 'before N days' field. */
export const checkBeforeDay = (day: number | null | undefined): string | null => {
  if (day === null || day === undefined || Number.isNaN(day)) return "Before day is required";
  if (!Number.isInteger(day)) return "Invalid integer";
  return day >= 1 ? null : "Before day min is 1";
};
