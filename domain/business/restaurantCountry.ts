// The country a restaurant trades in, for routing by country (live alerts to the operators of
// that country, spec 1 §6). Decision where the spec is silent: the country of the restaurant's
// address when it has one, else the country whose time zone its restaurant-setting names, else
// the default country (Malaysia, spec 1 §9).
import { COUNTRY_CODES, COUNTRY_CONFIGS, type CountryCode, DEFAULT_COUNTRY_CODE, isCountryCode } from "../shared/country";

interface CountryHints {
  readonly profile?: { readonly address?: { readonly country?: unknown } | null } | null;
  readonly settings?: { readonly "restaurant-setting"?: { readonly timeZone?: unknown } | null } | null;
}

export const restaurantCountry = (restaurant: CountryHints): CountryCode => {
  const addressCountry = restaurant.profile?.address?.country;
  if (typeof addressCountry === "string" && isCountryCode(addressCountry)) return addressCountry;
  const timeZone = restaurant.settings?.["restaurant-setting"]?.timeZone;
  return COUNTRY_CODES.find((code) => COUNTRY_CONFIGS[code].timeZone === timeZone) ?? DEFAULT_COUNTRY_CODE;
};
