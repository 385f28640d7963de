// Owns: what a delivery company's provider type and quote status mean where the spec names only
// the values (spec 1 §3 "delivery types IN_HOUSE, FEEDME", "quote status SHOW, HIDDEN, DISABLED").
// Decisions where the spec is silent:
// - An IN_HOUSE company is the restaurant's own riders (delivery type IN_HOUSE); every other
//   provider type delivers as the provider's delivery (FEEDME). MANUAL means the restaurant books
//   the rider itself through one of the manual services GRAB_EXPRESS, PANDA_GO, KOSMO.
// - SHOW: its quote is shown to restaurants in the countries it serves; HIDDEN: it may still be
//   dispatched (as a country's default) but its quote is not shown; DISABLED: retired, neither.
// - A country's default delivery company must serve that country and not be DISABLED; a company
//   that is some country's default cannot be disabled or stop serving that country until the
//   delivery setting names another ('{name} is the default delivery company of {country}').
import { COUNTRY_CONFIGS, isCountryCode } from "../shared/country";
import type { DeliveryCompanyTerms, ProviderType } from "./deliveryCompany";

export type DeliveryType = "IN_HOUSE" | "FEEDME";

export const deliveryTypeOf = (providerType: ProviderType): DeliveryType => (providerType === "IN_HOUSE" ? "IN_HOUSE" : "FEEDME");

type Company = Pick<DeliveryCompanyTerms, "quoteStatus" | "countries">;

export const showsQuote = (company: Company, country: string): boolean => company.quoteStatus === "SHOW" && company.countries.includes(country);

export const canBeDefault = (company: Company, country: string): boolean => company.quoteStatus !== "DISABLED" && company.countries.includes(country);

const countryName = (code: string): string => (isCountryCode(code) ? COUNTRY_CONFIGS[code].name : code);

export const notServingMessage = (country: string): string => `Choose a delivery company that serves ${countryName(country)}`;
export const stillDefaultMessage = (name: string, country: string): string => `${name} is the default delivery company of ${countryName(country)}`;

/** The countries whose default `next` could no longer be (it is their default now). */
export const defaultsLost = (next: Company, defaultOf: ReadonlyArray<string>): ReadonlyArray<string> =>
  defaultOf.filter((country) => !canBeDefault(next, country));
