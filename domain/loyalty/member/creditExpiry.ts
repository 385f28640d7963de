// Owns: when free credit expires (spec 2 §5 "Free credit expiry capped at 29970 days (day 1,
// week 7, month 30, year 365)"): a validity typed as a number of days, weeks, months or years is
// turned into days with those factors and capped at 29970 days.
// Decisions where the spec is silent:
// - Free credit lasts to the end of the day that many days ahead in the business's time zone,
//   like a member title's expiry (spec 2 §5), so "1 day" sent at 10:00 lasts until 23:59:59.999
//   tomorrow. A validity must be a whole number of at least 1 ('Min validity is 1').
import type { Temporal } from "temporal-polyfill";
import { endOfDayAfter } from "../titles";

export const MAX_FREE_CREDIT_DAYS = 29970;
export const MIN_VALIDITY = "Min validity is 1";
export const EXPIRY_UNITS = ["day", "week", "month", "year"] as const;
export type ExpiryUnit = (typeof EXPIRY_UNITS)[number];
const DAYS_PER: Readonly<Record<ExpiryUnit, number>> = { day: 1, week: 7, month: 30, year: 365 };

/** Days of a validity, capped at 29970. */
export const validityDays = (value: number, unit: ExpiryUnit): number => Math.min(value * DAYS_PER[unit], MAX_FREE_CREDIT_DAYS);

/** The last instant of the day `days` ahead of `now` in `timeZone`, as an ISO instant. */
export const endOfDayAhead = (now: Temporal.Instant, timeZone: string, days: number): string =>
  // Stryker disable next-line ObjectLiteral: the end of a day always ends in .999, which the default precision prints too
  endOfDayAfter(now, timeZone, days).toString({ smallestUnit: "millisecond" });
