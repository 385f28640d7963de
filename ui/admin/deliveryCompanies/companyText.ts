// Owns: how the delivery companies and settings pages word a company (issue 18): provider type,
// delivery type and quote status names, and the countries it serves.
import type { ProviderType, QuoteStatus } from "../../../domain/provider/deliveryCompany";
import { COUNTRY_CONFIGS, isCountryCode } from "../../../domain/shared/country";

export const PROVIDER_TYPE_LABELS: Readonly<Record<ProviderType, string>> = {
  GRAB_EXPRESS: "GrabExpress",
  PANDA_GO: "pandago",
  KOSMO: "Kosmo",
  IN_HOUSE: "In-house riders",
  MANUAL: "Manual booking",
};

export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = { SHOW: "Shown", HIDDEN: "Hidden", DISABLED: "Disabled" };

export const QUOTE_STATUS_HINTS: Readonly<Record<QuoteStatus, string>> = {
  SHOW: "Its delivery quote is shown to restaurants.",
  HIDDEN: "It can be a country's default, but its quote is not shown.",
  DISABLED: "Retired: no quotes and never a default.",
};

export const DELIVERY_TYPE_LABELS = { IN_HOUSE: "Restaurant's own", FEEDME: "Provider delivery" } as const;

export const countryNames = (countries: ReadonlyArray<string>): string =>
  countries.map((code) => (isCountryCode(code) ? COUNTRY_CONFIGS[code].name : code)).join(", ");
