// Phone numbers as the identity API receives them: a body field or path segment, decoded at the
// edge to E.164 with the spec's messages (spec 1 §5): absent or blank 'Phone is required', not a
// valid number 'Invalid phone no', and for a new account a country other than MY or SG
// 'Invalid country code'. Decisions where the spec is silent:
// - National text is read as Malaysian ("012-345 6789" → "+60123456789"), the default country.
// - Sign-in, password reset and OTP accept any valid number, so the provisioned admin
//   (ADMIN_PHONE may be of any country) can use them; only registration applies the MY/SG rule.
import { Schema, SchemaTransformation } from "effect";
import { INVALID_PHONE, PHONE_REQUIRED, checkPhone, parsePhone } from "../../../domain/shared/phone";
import { RequestValidationError } from "../requestValidationError";

const DEFAULT_COUNTRY = "MY";

const toE164 = SchemaTransformation.transform({
  decode: (text: string) => parsePhone(text, DEFAULT_COUNTRY)?.e164 ?? text,
  encode: (e164: string) => e164,
});

const phoneField = (rule: (text: string) => string | null) =>
  Schema.String.check(
    Schema.makeFilter((text: string) => text.trim() !== "" || PHONE_REQUIRED),
    Schema.makeFilter((text: string) => text.trim() === "" || (rule(text) ?? true)),
  )
    .pipe(Schema.decodeTo(Schema.String, toE164))
    .annotateKey({ messageMissingKey: PHONE_REQUIRED });

const anyValidPhone = (text: string): string | null => (parsePhone(text, DEFAULT_COUNTRY) === null ? INVALID_PHONE : null);

/** Any valid number, decoded to E.164: sign-in, password reset, OTP. */
export const PhoneInput = phoneField(anyValidPhone);

/** A number for a new account: valid and of MY or SG, decoded to E.164. */
export const NewAccountPhoneInput = phoneField((text) => checkPhone(text, DEFAULT_COUNTRY));

/** A phone taken from a path segment: its E.164, or a 400 with `message` (the caller's spec text). */
export const phoneInPath = (text: string, message: string = INVALID_PHONE): string => {
  const parsed = parsePhone(text, DEFAULT_COUNTRY);
  if (parsed === null) throw new RequestValidationError([{ path: ["phone"], message }]);
  return parsed.e164;
};
