// Owns: phone numbers: validation, the MY/SG country rule and E.164 normalisation, with the
// spec's messages, each where the spec puts it (spec 1 §5, §8):
//   'Invalid phone no'      any phone field (login, register, forgot password, members)
//   'Invalid phone number'  the company phone, which must be Malaysian
//   'invalid phone number'  switch user (any valid number, lower case 'i' as in the spec)
//   'Invalid country code'  a country other than MY or SG for a phone
//   'Phone is required'     the company phone left empty
// Decisions (spec silent):
// - Text may hold digits, spaces, "-", "(", ")", "." and one leading "+"; letters are refused
//   (libphonenumber would otherwise drop them silently).
// - A national number is read in the prefix country picked next to the input; a number
//   written with "+" carries its own country.
// - A valid number of another country in a phone field gives 'Invalid country code'.
// - Validation uses libphonenumber-js default ("min") metadata: length and leading digits.
// The request bodies' Schema of a phone is phoneNumberSchema.ts, apart, so a page that only checks
// a typed number (the login page's phone input, loaded on first use) does not load effect's Schema.
import { parsePhoneNumberFromString, type CountryCode as LibCountryCode } from "libphonenumber-js";

export const PHONE_COUNTRY_CODES = ["MY", "SG"] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];

export const INVALID_PHONE = "Invalid phone no";
export const INVALID_COMPANY_PHONE = "Invalid phone number";
export const INVALID_SWITCH_USER_PHONE = "invalid phone number";
export const INVALID_COUNTRY_CODE = "Invalid country code";
export const PHONE_REQUIRED = "Phone is required";

export type ParsedPhone = { readonly e164: string; readonly country: string | undefined };

const PHONE_TEXT = /^\+?[\d\s\-().]+$/;

export const isPhoneCountryCode = (code: string): code is PhoneCountryCode =>
  (PHONE_COUNTRY_CODES as ReadonlyArray<string>).includes(code);

/** A valid number in E.164 with its country, or null. `defaultCountry` reads national text. */
export const parsePhone = (text: string, defaultCountry?: string): ParsedPhone | null => {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  // Stryker disable next-line ConditionalExpression: an undefined defaultCountry reads the same as no options
  const options = defaultCountry === undefined ? undefined : { defaultCountry: defaultCountry as LibCountryCode };
  const parsed = parsePhoneNumberFromString(trimmed, options);
  if (parsed === undefined || !parsed.isValid()) return null;
  return { e164: parsed.number, country: parsed.country };
};

/** 'Invalid country code' unless the phone prefix country is MY or SG. */
export const checkPhoneCountry = (code: string): string | null =>
  isPhoneCountryCode(code) ? null : INVALID_COUNTRY_CODE;

/** A phone field with its prefix country: null when valid, else the spec's message. */
export const checkPhone = (text: string, prefixCountry: string = "MY"): string | null => {
  const countryProblem = checkPhoneCountry(prefixCountry);
  if (countryProblem !== null) return countryProblem;
  const parsed = parsePhone(text, prefixCountry);
  if (parsed === null) return INVALID_PHONE;
  // Stryker disable next-line ConditionalExpression: isPhoneCountryCode(undefined) is false already
  return parsed.country !== undefined && isPhoneCountryCode(parsed.country) ? null : INVALID_COUNTRY_CODE;
};

/** The company phone: required and Malaysian. */
export const checkCompanyPhone = (text: string): string | null => {
  if (text.trim() === "") return PHONE_REQUIRED;
  return parsePhone(text, "MY")?.country === "MY" ? null : INVALID_COMPANY_PHONE;
};

/** Switch user: any number that parses as valid (national text read in `defaultCountry`). */
export const checkSwitchUserPhone = (text: string, defaultCountry: string = "MY"): string | null =>
  parsePhone(text, defaultCountry) === null ? INVALID_SWITCH_USER_PHONE : null;

/** E.164 of a valid number ("012-345 6789" in MY -> "+60123456789"), else null. */
export const toE164 = (text: string, defaultCountry: string = "MY"): string | null =>
  parsePhone(text, defaultCountry)?.e164 ?? null;

/** What a phone input holds after blur: E.164 when valid, else the trimmed text as typed. */
export const phoneOnBlur = (text: string, defaultCountry: string = "MY"): string =>
  toE164(text, defaultCountry) ?? text.trim();
