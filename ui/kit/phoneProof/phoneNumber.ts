// The phone number as the auth flows carry it: the phone input composes what the user typed with
// the prefix country picked beside it (MY +60, SG +65, spec 1 §2 "phone input with country prefix
// dropdown") into international E.164, which is what the machines hold and the server expects.
// The machines' injected `isPhoneValid` guards are provided from here, over domain/shared/phone.
// Decisions where the spec is silent:
// - Text that does not parse in the prefix country is kept as typed (trimmed): the guard then
//   refuses it, because only an international ("+…") number that passes the domain rule counts;
//   a national number never gets read in a country other than the one the user picked.
// - Text typed with its own "+" prefix keeps its country (the provisioned admin may be foreign).
import { checkPhone, checkSwitchUserPhone, parsePhone, toE164, type PhoneCountryCode } from "../../../domain/shared/phone";
import { PHONE_PREFIXES } from "./phonePrefixes";

/** A phone field's message for `text` typed next to the `prefix` country, or null (domain/shared/phone). */
export const phoneProblem = (text: string, prefix: PhoneCountryCode): string | null => checkPhone(text, prefix);

/** What the machines receive for `text` typed next to the `prefix` country. */
export const composePhone = (text: string, prefix: PhoneCountryCode): string => toE164(text, prefix) ?? text.trim();

const isInternational = (phoneNumber: string) => phoneNumber.startsWith("+");

/** Register and forgot password: a valid MY or SG number ('Get OTP' stays disabled otherwise). */
export const isMemberPhone = (phoneNumber: string): boolean =>
  isInternational(phoneNumber) && checkPhone(phoneNumber) === null;

/** Switch user: any valid number ('invalid phone number' otherwise). */
export const isSwitchablePhone = (phoneNumber: string): boolean =>
  isInternational(phoneNumber) && checkSwitchUserPhone(phoneNumber) === null;

/** The prefix country and national text to show for a number the machine already holds. */
export const splitPhone = (phoneNumber: string): { readonly prefix: PhoneCountryCode; readonly text: string } => {
  const parsed = parsePhone(phoneNumber);
  const prefix = PHONE_PREFIXES.find(({ country }) => country === parsed?.country);
  if (parsed === null || prefix === undefined) return { prefix: "MY", text: phoneNumber };
  return { prefix: prefix.country, text: parsed.e164.slice(prefix.callingCode.length) };
};
