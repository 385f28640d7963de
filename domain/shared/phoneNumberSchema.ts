// Owns: the Schema of a member or user phone in a request body (E.164 of MY or SG), over the rule
// of domain/shared/phone.ts, with its messages: 'Invalid phone no', 'Invalid country code', and
// 'Phone is required' when the key is missing. Apart from the rule so that checking a typed number
// does not bring effect's Schema along (issue 14, initial JS).
import { Schema } from "effect";
import { INVALID_COUNTRY_CODE, INVALID_PHONE, PHONE_REQUIRED, isPhoneCountryCode, parsePhone } from "./phone";

/** A member or user phone in a request body: E.164 of MY or SG ('Invalid phone no'; 'Phone is required' when missing). */
export const PhoneNumberSchema = Schema.String.check(
  Schema.makeFilter((text: string) => {
    const parsed = parsePhone(text);
    if (parsed === null || parsed.e164 !== text) return INVALID_PHONE;
    // Stryker disable next-line ConditionalExpression: isPhoneCountryCode(undefined) is false already
    return parsed.country !== undefined && isPhoneCountryCode(parsed.country) ? undefined : INVALID_COUNTRY_CODE;
  }),
).annotateKey({ messageMissingKey: PHONE_REQUIRED });
