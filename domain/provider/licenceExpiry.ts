// Owns: when a restaurant's licence counts as ending soon (issue 18 "Licence orders ... expiring
// soon"), read by the Expiring soon view, the restaurant list and the licence order form.
// A licence's expiredAt is an instant (domain/business/restaurantFeatures.ts: off from then on);
// people read it as the day it falls on in the restaurant's time zone.
// Decisions where the spec is silent:
// - "Soon" is counted in calendar days in the restaurant's time zone: a licence whose day is at
//   most 30 days after today there (and that has not ended) is ending soon.
// - A licence has ended once its instant is reached (an expiry instant itself is already off).
// - The Expiring soon view also lists licences that ended within the last 30 days (flagged
//   ended), so a lapse that nobody renewed is not lost the day it happens; older ones drop off.
// - An order's expiry day must be after today in the restaurant's zone ('Expiry date must be
//   after today'); a licence that never expires has none. The licence starts at 00:00 of its
//   expiry day in the restaurant's zone being off, as the restaurant's licence page has it.
import { Temporal } from "temporal-polyfill";
import { dateInZone } from "../shared/calendarDate";

export const EXPIRING_SOON_DAYS = 30;
/** How long an ended licence stays in the Expiring soon view. */
export const ENDED_SHOWN_DAYS = 30;
export const EXPIRY_NOT_AFTER_TODAY = "Expiry date must be after today";

export type ExpiryState = "none" | "current" | "soon" | "expired";

/** The day an expiry instant falls on in `timeZone`. */
export const expiryDayIn = (expiredAt: string, timeZone: string): Temporal.PlainDate => dateInZone(Temporal.Instant.from(expiredAt), timeZone);

/** Whole days from today (in `timeZone`) to the expiry day: negative once it is behind. */
export const daysLeft = (expiredAt: string, now: Temporal.Instant, timeZone: string): number =>
  dateInZone(now, timeZone).until(expiryDayIn(expiredAt, timeZone), { largestUnit: "days" }).days;

export const expiryState = (expiredAt: string | null, now: Temporal.Instant, timeZone: string): ExpiryState => {
  if (expiredAt === null) return "none";
  if (Temporal.Instant.compare(Temporal.Instant.from(expiredAt), now) <= 0) return "expired";
  return daysLeft(expiredAt, now, timeZone) <= EXPIRING_SOON_DAYS ? "soon" : "current";
};

/** Whether the Expiring soon view lists this licence. */
export const isInExpiringView = (expiredAt: string | null, now: Temporal.Instant, timeZone: string): boolean => {
  const state = expiryState(expiredAt, now, timeZone);
  return state === "soon" || (state === "expired" && expiredAt !== null && daysLeft(expiredAt, now, timeZone) >= -ENDED_SHOWN_DAYS);
};

/** The instant a licence "expiring on `day`" is off: 00:00 of that day in `timeZone`. */
export const expiryInstantOf = (day: Temporal.PlainDate, timeZone: string): string =>
  day.toZonedDateTime({ timeZone }).toInstant().toString({ smallestUnit: "millisecond" });

/** Null when `day` may be ordered (after today in `timeZone`), else the message. */
export const expiryDayProblem = (day: Temporal.PlainDate, now: Temporal.Instant, timeZone: string): string | null =>
  Temporal.PlainDate.compare(day, dateInZone(now, timeZone)) > 0 ? null : EXPIRY_NOT_AFTER_TODAY;
