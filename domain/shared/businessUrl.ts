// Owns: the business URL slug, also used as the membership URL (spec 1 §5, spec 2 §5): lower-
// case letters, digits and hyphens, at least 6 characters, starting and ending with a letter or
// digit, and not a reserved word. Messages, exact: 'Invalid URL, should be more than 6
// characters' for any shape failure (the spec's only shape message, kept although the rule is
// "at least 6"), then 'Reserved URL'. The member-facing address is {host}/{url or business id}.
// Decisions (spec silent): the slug is checked as typed (no lower-casing, "Shop-1" is invalid);
// consecutive hyphens are allowed; reserved words are compared exactly; at most 63 characters
// (a DNS label's limit) with 'URL is too long'.
import { Schema } from "effect";
import { RESERVED_URL_WORDS } from "./reservedUrlWords";

export const BUSINESS_URL_MIN_LENGTH = 6;
export const INVALID_BUSINESS_URL = "Invalid URL, should be more than 6 characters";
export const RESERVED_BUSINESS_URL = "Reserved URL";
export const BUSINESS_URL_MAX_LENGTH = 63;
export const BUSINESS_URL_TOO_LONG = "URL is too long";

const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const isReservedUrl = (slug: string): boolean => RESERVED_URL_WORDS.has(slug);

/** null when `slug` may be used, else the spec's message. */
export const checkBusinessUrl = (slug: string): string | null => {
  if (slug.length > BUSINESS_URL_MAX_LENGTH) return BUSINESS_URL_TOO_LONG;
  if (slug.length < BUSINESS_URL_MIN_LENGTH || !SLUG.test(slug)) return INVALID_BUSINESS_URL;
  return isReservedUrl(slug) ? RESERVED_BUSINESS_URL : null;
};

export const BusinessUrlSchema = Schema.String.check(
  Schema.makeFilter((slug: string) => checkBusinessUrl(slug) ?? undefined),
);

/** The member-facing address: {host}/{url or business id} (spec 1 §9). */
export const memberAppAddress = (host: string, url: string | null, businessId: string): string =>
  `${host.replace(/\/+$/, "")}/${url !== null && url !== "" ? url : businessId}`;
