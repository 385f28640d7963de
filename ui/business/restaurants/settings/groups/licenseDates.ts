// Owns: the licence expiry as the licence page shows it: a calendar date. The stored expiredAt is
// an instant (domain/business/restaurantFeatures.ts: the licence is off from that instant).
// Decision where the spec is silent: a licence 'Expires on' a date at 00:00 of that date in
// Malaysia (the default country's time zone, spec 1 §9), the provider's clock for licences; an
// empty date is a licence that never expires (expiredAt null).
import { Temporal } from "temporal-polyfill";
import { COUNTRY_CONFIGS, DEFAULT_COUNTRY_CODE } from "../../../../../domain/shared/country";

export const LICENSE_TIME_ZONE = COUNTRY_CONFIGS[DEFAULT_COUNTRY_CODE].timeZone;

/** The calendar's value (a local Date whose y/m/d is the chosen day) for a stored expiry. */
export const expiryDateOf = (expiredAt: string | null): Date | null => {
  if (expiredAt === null) return null;
  const day = Temporal.Instant.from(expiredAt).toZonedDateTimeISO(LICENSE_TIME_ZONE);
  return new Date(day.year, day.month - 1, day.day);
};

/** The stored expiry for the calendar's chosen day: its start in Malaysia, as UTC ISO. */
export const expiredAtOf = (date: Date | null): string | null => {
  if (date === null) return null;
  const day = Temporal.PlainDate.from({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
  return day.toZonedDateTime({ timeZone: LICENSE_TIME_ZONE }).toInstant().toString({ fractionalSecondDigits: 3 });
};
