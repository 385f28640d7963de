// The credential fields of the identity API's bodies, as Schemas over the domain's form rules
// (domain/auth/credentials.ts), so the server answers 400 with the same text the forms show:
// 'Password required', 'At least 8 characters', 'OTP required', 'Invalid OTP format',
// 'Name is required'. A missing key answers the field's "required" message, not "Missing key".
// Every field is bounded (domain/shared/inputBounds.ts): passwords at most 1,000 characters
// without control characters ('Password is too long', 'Control characters are not allowed':
// scrypt's HMAC would otherwise take "secret\0" for "secret"), tokens at most 4,096 characters.
// Decisions where the spec is silent: a missing or empty verification token is 400
// 'Invalid verification token' (the domain's text for a token that cannot be redeemed); an OTP
// purpose is `register`, `reset-password` or `claim` (the flows that redeem a verification).
import { Schema } from "effect";
import {
  NAME_REQUIRED, OTP_REQUIRED, PASSWORD_REQUIRED, validateOtp, validatePassword, validatePasswordEntered,
} from "../../../domain/auth/credentials";
import { requiredTrimmedText } from "../../../domain/shared/fieldRules";
import { boundedText } from "../../../domain/shared/inputBounds";
import { VERIFICATION_INVALID } from "../../../domain/auth/otpRules";

const PASSWORD_MAX_LENGTH = 1_000;
export const TOKEN_MAX_LENGTH = 4_096;

const ruled = (rule: (text: string) => string | null) => Schema.String.check(Schema.makeFilter((text: string) => rule(text) ?? true));
const password = (rule: (text: string) => string | null) =>
  boundedText("Password", PASSWORD_MAX_LENGTH).check(Schema.makeFilter((text: string) => rule(text) ?? true));

/** Sign-in only checks presence (older passwords may predate the length rule). */
export const EnteredPasswordInput = password(validatePasswordEntered).annotateKey({ messageMissingKey: PASSWORD_REQUIRED });

/** A new password: 'Password required', 'At least 8 characters'. */
export const NewPasswordInput = password(validatePassword).annotateKey({ messageMissingKey: PASSWORD_REQUIRED });

/** The six-digit code, trimmed as the form trims it. */
export const OtpInput = ruled(validateOtp)
  .pipe(Schema.decodeTo(Schema.Trim))
  .annotateKey({ messageMissingKey: OTP_REQUIRED });

export const NameInput = requiredTrimmedText(NAME_REQUIRED);

export const VerificationTokenInput = Schema.String.check(
  Schema.isNonEmpty({ message: VERIFICATION_INVALID }),
  Schema.isMaxLength(TOKEN_MAX_LENGTH, { message: VERIFICATION_INVALID }),
).annotateKey({ messageMissingKey: VERIFICATION_INVALID });

export const SignUpPurpose = Schema.Literals(["register", "reset-password", "claim"]);
export type SignUpPurpose = typeof SignUpPurpose.Type;
