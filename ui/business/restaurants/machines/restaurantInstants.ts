// Owns: how the machines page shows an instant: DD/MM/YYYY HH:mm (spec 1 §9 dates DD/MM/YYYY) in
// the restaurant's time zone (its restaurant-setting, else Malaysia's), or 'Never' for none.
import { Temporal } from "temporal-polyfill";
import { formatDisplayDate } from "../../../../domain/shared/calendarDate";
import { COUNTRY_CONFIGS } from "../../../../domain/shared/country";
import type { Restaurant } from "../../../ports/businessPort";

export const timeZoneOf = (restaurant: Restaurant): string =>
  restaurant.settings["restaurant-setting"]?.timeZone ?? COUNTRY_CONFIGS.MY.timeZone;

export const formatInstant = (iso: string | null | undefined, timeZone: string): string => {
  if (iso === null || iso === undefined) return "Never";
  const zoned = Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);
  return `${formatDisplayDate(zoned.toPlainDate())} ${zoned.toPlainTime().toString({ smallestUnit: "minute" })}`;
};
