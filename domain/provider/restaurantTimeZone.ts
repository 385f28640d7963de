// Owns: the time zone a restaurant's licence is read in (issue 18 "in the business time zone").
// Decision where the spec is silent: the zone the restaurant's restaurant-setting names, else
// its country's (restaurantCountry.ts: its address, else Malaysia).
import { restaurantCountry } from "../business/restaurantCountry";
import { COUNTRY_CONFIGS } from "../shared/country";

interface ZoneHints {
  readonly profile?: { readonly address?: { readonly country?: unknown } | null } | null;
  readonly settings?: { readonly "restaurant-setting"?: { readonly timeZone?: unknown } | null } | null;
}

export const restaurantTimeZone = (restaurant: ZoneHints): string => {
  const named = restaurant.settings?.["restaurant-setting"]?.timeZone;
  return typeof named === "string" && named !== "" ? named : COUNTRY_CONFIGS[restaurantCountry(restaurant)].timeZone;
};
