// Owns: how the member screens show a member's instants and dates (spec 2 §9: dates DD/MM/YYYY,
// title expiry 'MMM DD, YYYY'), read in the business's time zone.
// Decision where the spec is silent: a business has no time zone of its own on the client, so
// the member screens read dates in the default country's zone (Malaysia, spec 1 §9), as the
// server does for a business whose restaurants set none (domain/loyalty/application/businessTimeZone.ts).
import { Temporal } from "temporal-polyfill";
import { DEFAULT_TIME_ZONE } from "../../business/orderingHours";
import { dateInZone, formatDisplayDate, formatTitleExpiryDate } from "../../shared/calendarDate";

export const MEMBER_TIME_ZONE = DEFAULT_TIME_ZONE;

/** An ISO instant as DD/MM/YYYY, or "" for none. */
export const displayDay = (instant: string | null | undefined, timeZone = MEMBER_TIME_ZONE): string =>
  instant ? formatDisplayDate(dateInZone(Temporal.Instant.from(instant), timeZone)) : "";

const pad = (n: number): string => String(n).padStart(2, "0");

/** An ISO instant as DD/MM/YYYY HH:mm. */
export const displayTime = (instant: string, timeZone = MEMBER_TIME_ZONE): string => {
  const zoned = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  return `${displayDay(instant, timeZone)} ${pad(zoned.hour)}:${pad(zoned.minute)}`;
};

/** A calendar date (YYYY-MM-DD, a birthday) as DD/MM/YYYY, or "" for none. */
export const displayDate = (date: string | null | undefined): string => (date ? formatDisplayDate(Temporal.PlainDate.from(date)) : "");

/** A title's expiry as 'MMM DD, YYYY'. */
export const titleExpiry = (instant: string, timeZone = MEMBER_TIME_ZONE): string =>
  formatTitleExpiryDate(dateInZone(Temporal.Instant.from(instant), timeZone));

/** Titles still held at `now`. */
export const liveTitles = <T extends { readonly expiredAt: string }>(titles: ReadonlyArray<T>, now: Temporal.Instant): ReadonlyArray<T> =>
  titles.filter((title) => Temporal.Instant.compare(Temporal.Instant.from(title.expiredAt), now) > 0);
