// The chosen country (spec 1 §9): kept in localStorage, Malaysia by default; changing it reloads
// the page (the backend address and every country setting are read once per page). The root
// route's loader applies a `country` query parameter before navigation (spec 1 §2).
// Decisions where the spec is silent:
// - A `country` parameter outside the picker's three (MY, SG, ID) is refused: the navigation goes
//   on to the same address without it, with the kept country unchanged.
// - A valid parameter is kept and removed from the address, so a copied link does not keep
//   switching whoever opens it later.
import { redirect, type LoaderFunctionArgs } from "react-router";
import { PICKER_COUNTRY_CODES, chosenCountryOrDefault, getCountryConfig, type CountryCode, type CountryConfig } from "../../../domain/shared/country";

const KEY = "country";

const read = (): string | null => {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

export const keptCountry = (): CountryConfig => getCountryConfig(chosenCountryOrDefault(read()));

export const keepCountry = (code: CountryCode): void => {
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // A storage that refuses writes leaves the default country.
  }
};

const isPickerCountry = (code: string): code is CountryCode =>
  (PICKER_COUNTRY_CODES as ReadonlyArray<string>).includes(code);

export const countryQueryLoader = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const asked = url.searchParams.get("country");
  if (asked === null) return null;
  if (isPickerCountry(asked)) keepCountry(asked);
  url.searchParams.delete("country");
  return redirect(`${url.pathname}${url.search}${url.hash}`);
};
