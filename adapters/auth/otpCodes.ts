// One-time codes: drawn uniformly from 000000-999999 with `crypto.randomInt` (never Math.random),
// and hashed with HMAC-SHA256 under a key derived from the server secret (HKDF, label
// "otp-code-hash"), so only the hash reaches the OTP challenge's events. A bare hash of six digits
// would be reversed by trying all million codes; without the key it cannot be.
// Decision: the hash binds the purpose and the target too, so a hash recorded for one phone or
// flow never matches a code typed for another. The code is trimmed before hashing (the form
// trims on blur and the domain's OTP rule checks the trimmed text).
import { createHmac, hkdfSync, randomInt } from "node:crypto";
import { OTP_LENGTH } from "../../domain/auth/credentials";
import type { OtpPurpose } from "../../domain/auth/otpChallenge";

export interface OtpCodes {
  readonly generate: () => string;
  readonly hash: (purpose: OtpPurpose, target: string, code: string) => string;
}

export const otpCodes = (secret: Uint8Array): OtpCodes => {
  const key = Buffer.from(hkdfSync("sha256", secret, new Uint8Array(0), "otp-code-hash", 32));
  return {
    generate: () => randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, "0"),
    hash: (purpose, target, code) =>
      `hmac-sha256:${createHmac("sha256", key).update(`${purpose}\n${target}\n${code.trim()}`).digest("base64url")}`,
  };
};
