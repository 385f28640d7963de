// The email rule of spec 1 §5: an address matching the email pattern, else 'Invalid email'.
// Decisions where the spec is silent: the pattern is "something@something.tld" without spaces
// (what a form can check; deliverability is not its job), at most 254 characters, no control
// characters (inputBounds.ts); addresses are
// compared trimmed and lower-cased.
import { Schema } from "effect";
import { textCharactersProblem } from "./inputBounds";

export const INVALID_EMAIL = "Invalid email";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

/** null when `text` is an email address, else 'Invalid email'. */
export const checkEmail = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL.test(trimmed) && textCharactersProblem(trimmed) === null ? null : INVALID_EMAIL;
};

/** The form an address is stored and compared in. */
export const normaliseEmail = (text: string): string => text.trim().toLowerCase();

/** An email in a request ('Invalid email'); normalise it before comparing. */
export const EmailSchema = Schema.String.check(Schema.makeFilter((text: string) => checkEmail(text) ?? undefined));
