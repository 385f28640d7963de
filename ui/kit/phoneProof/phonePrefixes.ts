// The prefix countries of the phone input (spec 1 §2 "phone input with country prefix dropdown"):
// MY +60 and SG +65, with their calling codes. Apart from the phone rule (phoneNumber.ts), which
// loads on first use, so the input can draw its prefix before the rule has arrived.
import type { PhoneCountryCode } from "../../../domain/shared/phone";

export const PHONE_PREFIXES: ReadonlyArray<{ readonly country: PhoneCountryCode; readonly callingCode: string }> = [
  { country: "MY", callingCode: "+60" },
  { country: "SG", callingCode: "+65" },
];

export const callingCodeOf = (country: PhoneCountryCode): string | undefined =>
  PHONE_PREFIXES.find((prefix) => prefix.country === country)?.callingCode;
