// The address form of spec 1 §2 (Line 1, Line 2 optional, City, Postcode, State, Country), used
// for a company's HQ address and a restaurant's address. Text fields are trimmed (spec 1 §5).
// Decisions where the spec is silent: each required field says '<Label> is required'; the
// country is one of the supported country codes (spec 1 §9: MY, SG, ID, JP), else
// 'Invalid country'; an absent Line 2 is stored as "".
import { Schema } from "effect";
import { boundedTrimmedText } from "../shared/inputBounds";
import { isCountryCode } from "../shared/country";
import { requiredTrimmedText } from "../shared/fieldRules";

export const LINE1_REQUIRED = "Line 1 is required";
export const CITY_REQUIRED = "City is required";
export const POSTCODE_REQUIRED = "Postcode is required";
export const STATE_REQUIRED = "State is required";
export const COUNTRY_REQUIRED = "Country is required";
export const INVALID_COUNTRY = "Invalid country";

const CountryCodeSchema = requiredTrimmedText(COUNTRY_REQUIRED).check(
  Schema.makeFilter((code: string) => isCountryCode(code) || INVALID_COUNTRY),
);

export const AddressInput = Schema.Struct({
  line1: requiredTrimmedText(LINE1_REQUIRED),
  line2: Schema.optionalKey(boundedTrimmedText("Line 2")),
  city: requiredTrimmedText(CITY_REQUIRED),
  postcode: requiredTrimmedText(POSTCODE_REQUIRED),
  state: requiredTrimmedText(STATE_REQUIRED),
  country: CountryCodeSchema,
});
export type AddressInput = typeof AddressInput.Type;

export const Address = Schema.Struct({
  line1: Schema.String,
  line2: Schema.String,
  city: Schema.String,
  postcode: Schema.String,
  state: Schema.String,
  country: Schema.String,
});
export type Address = typeof Address.Type;

export const addressFromInput = (input: AddressInput): Address => ({ ...input, line2: input.line2 ?? "" });
