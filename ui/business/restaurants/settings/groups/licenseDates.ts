// Owns: the licence expiry as the licence page shows it: a calendar date. The stored expiredAt is
// an instant (domain/business/restaurantFeatures.ts: the licence is off from that instant).
// Decision where the spec is silent: a licence 'Expires on' a date at 00:00 of that date in
// Malaysia (the default country's time zone, spec 1 §9), the provider's clock for licences; an
// empty date is a licence that never expires (expiredAt null). A typed text that names no day is
// sent as typed, so the body Schema refuses it, and the page says 'Invalid date' (licenseProblem).
import { Temporal } from "temporal-polyfill";
import { INVALID_DATE } from "../../../../../domain/shared/calendarDate";
import { COUNTRY_CONFIGS, DEFAULT_COUNTRY_CODE } from "../../../../../domain/shared/country";
import { isInvalidText, typedDay } from "../../../../kit/dates/typedDate";

export const LICENSE_TIME_ZONE = COUNTRY_CONFIGS[DEFAULT_COUNTRY_CODE].timeZone;

/** The date field's value (an ISO day) for a stored expiry. */
export const expiryDayOf = (expiredAt: string | null): string | null =>
  expiredAt === null ? null : Temporal.Instant.from(expiredAt).toZonedDateTimeISO(LICENSE_TIME_ZONE).toPlainDate().toString();

/** The stored expiry for the chosen day: its start in Malaysia, as UTC ISO. */
export const expiredAtOf = (day: string | null): string | null => {
  if (day === null) return null;
  const date = typedDay(day);
  return date === null ? day : date.toZonedDateTime({ timeZone: LICENSE_TIME_ZONE }).toInstant().toString({ fractionalSecondDigits: 3 });
};

/** The expiry field's message when what was typed names no day. */
export const licenseProblem = (day: string | null): { readonly expiredAt?: string } =>
  day !== null && isInvalidText(day) ? { expiredAt: INVALID_DATE } : {};
