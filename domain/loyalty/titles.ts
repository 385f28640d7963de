// Owns: a member's titles over time (spec 2 §4 "Title extension: days are added to an existing
// title's expiry, or a new title is added with acquired and expiry dates. Reverting subtracts
// days; the title is removed if the new expiry is already past"; spec 2 §5 "Member title days:
// at least 1; empty removes the title; expiry is the end of the day that many days ahead").
// Exports: MIN_TITLE_DAYS, MemberTitle, endOfDayAfter(now, timeZone, days): Instant,
//   checkTitleDays(days): string | null, setTitleDays(titles, titleId, days | null, now, timeZone),
//   extendTitle(titles, titleId, days, now, timeZone), revertTitle(titles, titleId, days, now, timeZone),
//   activeTitles(titles, now): MemberTitle[].
// Decisions (spec silent):
// - "End of the day" is the last millisecond of that calendar day in the business time zone.
// - Days are calendar days in the business zone (a DST change keeps the wall-clock time).
// - Extending a title that has already expired starts again from today, as for a new title (so
//   a bought title always gives its days); extending a live one adds days to its expiry.
// - Reverting compares the new expiry with `now`: a title reverted on the day it was granted
//   keeps the end of that day, because its expiry was set to an end of day.
// - Title days messages are not in the spec: 'Invalid integer' and 'Min is 1' (the spec's
//   whole-number messages elsewhere).
import { Temporal } from "temporal-polyfill";

export const MIN_TITLE_DAYS = 1;

export type MemberTitle = {
  readonly id: string;
  readonly acquiredAt: Temporal.Instant;
  readonly expiredAt: Temporal.Instant;
};

/** The last millisecond of the calendar day `days` after today in `timeZone`. */
export const endOfDayAfter = (now: Temporal.Instant, timeZone: string, days: number): Temporal.Instant => {
  const date = now.toZonedDateTimeISO(timeZone).toPlainDate().add({ days: days + 1 });
  return date.toZonedDateTime({ timeZone }).toInstant().subtract({ milliseconds: 1 });
};

/** At most 100 years: past it a date leaves Temporal's range (spec silent; 'Max is 36500' like 'Min is 1'). */
export const MAX_TITLE_DAYS = 36_500;

/** null for a whole number of days from 1 to MAX_TITLE_DAYS, else the message. */
export const checkTitleDays = (days: number): string | null => {
  if (!Number.isInteger(days)) return "Invalid integer";
  if (days < MIN_TITLE_DAYS) return "Min is 1";
  return days <= MAX_TITLE_DAYS ? null : `Max is ${MAX_TITLE_DAYS}`;
};

const withoutTitle = (titles: ReadonlyArray<MemberTitle>, titleId: string) => titles.filter((title) => title.id !== titleId);

const requireDays = (days: number): void => {
  const problem = checkTitleDays(days);
  if (problem !== null) throw new RangeError(`${problem}: ${days}`);
};

/** The member edit dialog: `days` ahead (end of that day), or null to remove the title. */
export const setTitleDays = (
  titles: ReadonlyArray<MemberTitle>,
  titleId: string,
  days: number | null,
  now: Temporal.Instant,
  timeZone: string,
): ReadonlyArray<MemberTitle> => {
  if (days === null) return withoutTitle(titles, titleId);
  requireDays(days);
  const existing = titles.find((title) => title.id === titleId);
  const expiredAt = endOfDayAfter(now, timeZone, days);
  if (existing === undefined) return [...titles, { id: titleId, acquiredAt: now, expiredAt }];
  return titles.map((title) => (title.id === titleId ? { ...title, expiredAt } : title));
};

const shiftDays = (instant: Temporal.Instant, timeZone: string, days: number): Temporal.Instant =>
  instant.toZonedDateTimeISO(timeZone).add({ days }).toInstant();

/** A grant of `days` (a bundle, a benefit): added to a live title, or a fresh title. */
export const extendTitle = (
  titles: ReadonlyArray<MemberTitle>,
  titleId: string,
  days: number,
  now: Temporal.Instant,
  timeZone: string,
): ReadonlyArray<MemberTitle> => {
  requireDays(days);
  const existing = titles.find((title) => title.id === titleId);
  if (existing === undefined) return [...titles, { id: titleId, acquiredAt: now, expiredAt: endOfDayAfter(now, timeZone, days) }];
  const live = Temporal.Instant.compare(existing.expiredAt, now) > 0;
  const expiredAt = live ? shiftDays(existing.expiredAt, timeZone, days) : endOfDayAfter(now, timeZone, days);
  return titles.map((title) => (title.id === titleId ? { ...title, expiredAt } : title));
};

/** Undoes a grant of `days`: the expiry moves back, and a title whose expiry has passed goes. */
export const revertTitle = (
  titles: ReadonlyArray<MemberTitle>,
  titleId: string,
  days: number,
  now: Temporal.Instant,
  timeZone: string,
): ReadonlyArray<MemberTitle> => {
  requireDays(days);
  const existing = titles.find((title) => title.id === titleId);
  if (existing === undefined) return titles;
  const expiredAt = shiftDays(existing.expiredAt, timeZone, -days);
  if (Temporal.Instant.compare(expiredAt, now) <= 0) return withoutTitle(titles, titleId);
  return titles.map((title) => (title.id === titleId ? { ...title, expiredAt } : title));
};

/** Titles not yet expired at `now`. */
export const activeTitles = (titles: ReadonlyArray<MemberTitle>, now: Temporal.Instant): ReadonlyArray<MemberTitle> =>
  titles.filter((title) => Temporal.Instant.compare(title.expiredAt, now) > 0);
