// Owns: the calendar fields projections file an instant under — its UTC hour, its UTC date, its
// month in a time zone — read without a Temporal parse and format per event. A replay files
// several instants per event and Temporal's parse and format were a quarter of its time. The log
// stores instants in UTC as Date and Temporal write them ("2026-11-28T00:12:01.707Z"): for such a
// string the fields are its text, and what depends on the calendar (is the date real, how long is
// its month, where is the zone's offset) is asked of Temporal once per UTC hour and remembered.
// Any other form (an offset, a leap second, lower case) goes through Temporal as before, so every
// answer, and every refusal of a date that does not exist, is Temporal's.
// Decision: at most KEPT hours are remembered per question, the oldest forgotten first.
import { Temporal } from "temporal-polyfill";

const KEPT = 10_000;
/** A UTC instant in the form the log stores; group 1 is its hour, "YYYY-MM-DDTHH". */
const UTC_INSTANT = /^(\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3])):[0-5]\d:[0-5]\d(?:\.\d{1,9})?Z$/;

const remembered = <V>(kept: Map<string, V>, key: string, compute: () => V): V => {
  const known = kept.get(key);
  if (known !== undefined) return known;
  const value = compute();
  kept.set(key, value);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return value;
};

/** The UTC hour of a stored instant ("YYYY-MM-DDTHH"), or undefined for another form. */
const storedHour = (iso: string): string | undefined => UTC_INSTANT.exec(iso)?.[1];

const hours = new Map<string, string>();

/** The UTC hour ("YYYY-MM-DDTHH") of an ISO instant. */
export const utcHourOf = (iso: string): string => {
  const hour = storedHour(iso);
  const of = (instant: string) => Temporal.Instant.from(instant).toString().slice(0, 13);
  return hour === undefined ? of(iso) : remembered(hours, hour, () => of(`${hour}:00:00Z`));
};

export interface UtcDate {
  /** "YYYY-MM" */
  readonly month: string;
  readonly day: number;
  readonly daysInMonth: number;
}

const dates = new Map<string, UtcDate>();
const dateOf = (instant: Temporal.Instant): UtcDate => {
  const date = instant.toZonedDateTimeISO("UTC").toPlainDate();
  return { month: date.toPlainYearMonth().toString(), day: date.day, daysInMonth: date.daysInMonth };
};

/** The UTC date of an ISO instant: its month, its day and the month's length. */
export const utcDateOf = (iso: string): UtcDate => {
  const hour = storedHour(iso);
  return hour === undefined ? dateOf(Temporal.Instant.from(iso)) : remembered(dates, hour, () => dateOf(Temporal.Instant.from(`${hour}:00:00Z`)));
};

const monthIn = (instant: Temporal.Instant, timeZone: string): string => instant.toZonedDateTimeISO(timeZone).toPlainDate().toPlainYearMonth().toString();

/** Per zone and UTC hour, the month of every instant of the hour, or null when it has two. */
const zoneMonths = new Map<string, string | null>();

/** The month ("YYYY-MM") an instant falls in where `timeZone` keeps its calendar. */
export const monthInZone = (iso: string, timeZone: string): string => {
  const hour = storedHour(iso);
  const month =
    hour === undefined
      ? null
      : remembered(zoneMonths, `${timeZone}\u0000${hour}`, () => {
          // One month for the whole hour when the zone's offset does not change within it (local
          // time then moves with the instant) and its first and last instants share a month.
          const start = Temporal.Instant.from(`${hour}:00:00Z`);
          const last = start.add({ hours: 1 }).subtract({ nanoseconds: 1 });
          const transition = start.toZonedDateTimeISO(timeZone).getTimeZoneTransition("next");
          const steady = transition === null || Temporal.Instant.compare(transition.toInstant(), last) > 0;
          const first = monthIn(start, timeZone);
          return steady && first === monthIn(last, timeZone) ? first : null;
        });
  return month ?? monthIn(Temporal.Instant.from(iso), timeZone);
};
