// Form rules for credentials (spec 1 §5, §9): the one-time code, the password and its confirmation,
// and the name asked at registration. Plain pure functions returning the spec's exact message or
// null, so the auth machines, the forms and the server's decoders share one definition.
// Decisions where the spec is silent:
// - An OTP is checked after trimming (text fields are trimmed on blur) and must be exactly six
//   DIGITS: the spec says "exactly 6 characters", and every code we issue is numeric.
// - An empty password answers 'Password required' (spec §5 lists it beside the length rule);
//   length counts UTF-16 code units, and the password is never trimmed (spaces are characters).
// - The confirmation only compares; an empty confirmation of a non-empty password is
//   'Password not identical'.
// - The registration name reuses the spec's 'Name is required' and is checked after trimming.

export const OTP_LENGTH = 6;
/** Seconds a sent code blocks the next send (spec §9: "OTP resend wait 30 s"). */
export const OTP_RESEND_WAIT_SECONDS = 30;
export const PASSWORD_MIN_LENGTH = 8;

export const OTP_REQUIRED = "OTP required";
export const INVALID_OTP_FORMAT = "Invalid OTP format";
export const PASSWORD_REQUIRED = "Password required";
export const PASSWORD_TOO_SHORT = "At least 8 characters";
export const PASSWORD_NOT_IDENTICAL = "Password not identical";
export const NAME_REQUIRED = "Name is required";

const SIX_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const validateOtp = (code: string): string | null => {
  const trimmed = code.trim();
  if (trimmed.length === 0) return OTP_REQUIRED;
  return SIX_DIGITS.test(trimmed) ? null : INVALID_OTP_FORMAT;
};

/** Only presence: what sign-in asks (older accounts may predate the length rule). */
export const validatePasswordEntered = (password: string): string | null =>
  password.length === 0 ? PASSWORD_REQUIRED : null;

/** A new password: present and at least PASSWORD_MIN_LENGTH characters. */
export const validatePassword = (password: string): string | null =>
  validatePasswordEntered(password) ??
  (password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null);

export const validatePasswordConfirmation = (password: string, confirmation: string): string | null =>
  password === confirmation ? null : PASSWORD_NOT_IDENTICAL;

export const validateName = (name: string): string | null =>
  name.trim().length === 0 ? NAME_REQUIRED : null;
