// Firebase ID tokens (social sign-in, spec 1 §2 "two third-party identity providers"): checks a
// token the Firebase web SDK handed the browser and answers the phone number it proves.
// Verification follows Firebase's rules for ID tokens: RS256 only, a key from Google's
// securetoken key set, issuer `https://securetoken.google.com/{projectId}`, audience the project
// id, not expired (against the injected clock), a non-empty `sub`, `auth_time` in the past.
// The key set is injected: the server uses Google's JWKS (cached by jose), tests a local one.
// Decisions where the spec is silent:
// - Users have no e-mail (domain/auth/user.ts), so the only claim that can name an existing
//   account is `phone_number` (E.164; Firebase only sets it once the phone was verified by SMS).
//   A token without one names nobody.
// - Any failure (bad signature, claims, or an unreachable key set) is "no identity": the caller
//   answers one refusal and never tells which check failed.
import { type JWTVerifyGetKey, createRemoteJWKSet, errors, jwtVerify } from "jose";
import { Option, Schema } from "effect";
import type { Temporal } from "temporal-polyfill";
import { PhoneNumber } from "../../domain/auth/fields";

export const GOOGLE_SECURETOKEN_JWKS_URL =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";

const IdTokenPayload = Schema.Struct({
  sub: Schema.NonEmptyString,
  auth_time: Schema.Number,
  phone_number: Schema.optionalKey(PhoneNumber),
});

export interface FirebaseIdentity {
  /** The verified phone (E.164), or null when the token carries none. */
  readonly phoneNumber: string | null;
}

export interface FirebaseIdTokens {
  /** The identity a valid ID token proves, or null for anything else. */
  readonly verify: (idToken: string) => Promise<FirebaseIdentity | null>;
}

export interface FirebaseIdTokenOptions {
  readonly projectId: string;
  readonly now: () => Temporal.Instant;
  /** Google's securetoken JWKS unless given (tests pass createLocalJWKSet). */
  readonly keys?: JWTVerifyGetKey;
}

export const firebaseIdTokens = ({ projectId, now, keys }: FirebaseIdTokenOptions): FirebaseIdTokens => {
  const keySet = keys ?? createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS_URL));
  return {
    verify: async (idToken) => {
      const currentDate = new Date(now().epochMilliseconds);
      try {
        const { payload } = await jwtVerify(idToken, keySet, {
          algorithms: ["RS256"],
          issuer: `https://securetoken.google.com/${projectId}`,
          audience: projectId,
          requiredClaims: ["sub", "iat", "exp", "auth_time"],
          currentDate,
        });
        const claims = Option.getOrNull(Schema.decodeUnknownOption(IdTokenPayload)(payload));
        if (claims === null || claims.auth_time * 1000 > currentDate.getTime()) return null;
        return { phoneNumber: claims.phone_number ?? null };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
};
