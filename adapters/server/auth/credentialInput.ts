// The credential fields of the identity API's bodies, as Schemas over the domain's form rules
// (domain/auth/credentials.ts), so the server answers 400 with the same text the forms show:
// 'Password required', 'At least 8 characters', 'OTP required', 'Invalid OTP format',
// 'Name is required'. A missing key answers the field's "required" message, not "Missing key".
// Decisions where the spec is silent: a missing or empty verification token is 400
// 'Invalid verification token' (the domain's text for a token that cannot be redeemed); an OTP
// purpose is `register` or `reset-password` (the flows that redeem a verification).
import { Schema } from "effect";
import {
  NAME_REQUIRED, OTP_REQUIRED, PASSWORD_REQUIRED, validateOtp, validatePassword, validatePasswordEntered,
} from "../../../domain/auth/credentials";
import { Name } from "../../../domain/auth/fields";
import { VERIFICATION_INVALID } from "../../../domain/auth/otpRules";

const ruled = (rule: (text: string) => string | null) => Schema.String.check(Schema.makeFilter((text: string) => rule(text) ?? true));

/** Sign-in only checks presence (older passwords may predate the length rule). */
export const EnteredPasswordInput = ruled(validatePasswordEntered).annotateKey({ messageMissingKey: PASSWORD_REQUIRED });

/** A new password: 'Password required', 'At least 8 characters'. */
export const NewPasswordInput = ruled(validatePassword).annotateKey({ messageMissingKey: PASSWORD_REQUIRED });

/** The six-digit code, trimmed as the form trims it. */
export const OtpInput = ruled(validateOtp)
  .pipe(Schema.decodeTo(Schema.Trim))
  .annotateKey({ messageMissingKey: OTP_REQUIRED });

export const NameInput = Name.annotateKey({ messageMissingKey: NAME_REQUIRED });

export const VerificationTokenInput = Schema.String.check(
  Schema.isNonEmpty({ message: VERIFICATION_INVALID }),
).annotateKey({ messageMissingKey: VERIFICATION_INVALID });

export const SignUpPurpose = Schema.Literals(["register", "reset-password"]);
export type SignUpPurpose = typeof SignUpPurpose.Type;
