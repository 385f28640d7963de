// Owns: how the restaurant list shows a licence's expiry (issue 18): the day it ends in the
// restaurant's country's time zone, and whether it has expired or ends within 30 days.
// Decision where the spec is silent: "soon" is 30 days, the licence orders' "expiring soon"
// window of the issue; no expiry reads 'No expiry'.
import { Temporal } from "temporal-polyfill";
import { getCountryConfig, isCountryCode } from "../../../domain/shared/country";

export const EXPIRING_SOON_DAYS = 30;

export type ExpiryState = "none" | "current" | "soon" | "expired";

export const expiryState = (expiresAt: string | null, now: Temporal.Instant): ExpiryState => {
  if (expiresAt === null) return "none";
  const end = Temporal.Instant.from(expiresAt);
  if (Temporal.Instant.compare(end, now) <= 0) return "expired";
  return Temporal.Instant.compare(end, now.add({ hours: 24 * EXPIRING_SOON_DAYS })) <= 0 ? "soon" : "current";
};

/** The expiry day as a person reads it, e.g. "1 Feb 2027", in the country's time zone. */
export const expiryDay = (expiresAt: string, country: string): string => {
  const zone = isCountryCode(country) ? getCountryConfig(country).timeZone : "UTC";
  const day = Temporal.Instant.from(expiresAt).toZonedDateTimeISO(zone).toPlainDate();
  return day.toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric" });
};
