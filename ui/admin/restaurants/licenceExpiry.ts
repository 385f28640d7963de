// Owns: how the restaurant list shows a licence's expiry (issue 18): the day it ends in the
// restaurant's country's time zone, and whether it has expired or ends within 30 days there
// (the rule is the licence orders' Expiring soon rule, domain/provider/licenceExpiry.ts).
// Decision where the spec is silent: no expiry reads 'No expiry'.
import { Temporal } from "temporal-polyfill";
import { type ExpiryState, expiryState as licenceExpiryState } from "../../../domain/provider/licenceExpiry";
import { getCountryConfig, isCountryCode } from "../../../domain/shared/country";

export type { ExpiryState };

const zoneOf = (country: string): string => (isCountryCode(country) ? getCountryConfig(country).timeZone : "UTC");

export const expiryState = (expiresAt: string | null, now: Temporal.Instant, country: string): ExpiryState =>
  licenceExpiryState(expiresAt, now, zoneOf(country));

/** The expiry day as a person reads it, e.g. "1 Feb 2027", in the country's time zone. */
export const expiryDay = (expiresAt: string, country: string): string => {
  const day = Temporal.Instant.from(expiresAt).toZonedDateTimeISO(zoneOf(country)).toPlainDate();
  return day.toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric" });
};
