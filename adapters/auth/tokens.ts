// Signed tokens (jose, HS256 only), ASVS V3.5: the access token a session carries and the
// short-lived verification token that proves a phone passed its OTP. Both name this issuer
// and their own audience, so one can never stand in for the other; verification accepts only
// HS256 (a token signed with `none`, another algorithm or another key is refused) and checks
// issuer, audience and expiry against the injected clock.
// Access token claims: `sub` = userId, `iat`, `exp` (1 hour), `roles` (spec 1 §6 "roles come
// from the token's role claim", for the UI; the server re-reads roles from the users read model
// on every request) and `debugBy` (the impersonating admin or staff user, spec 1 §6).
// Verification token claims: `sub` = the phone (E.164), `purpose`, `cid` = the OTP challenge id;
// it expires when the challenge's verification does (10 minutes after the code was verified).
import { SignJWT, errors, jwtVerify } from "jose";
import { Option, Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { OtpPurpose } from "../../domain/auth/otpChallenge";
import { ProviderRole } from "../../domain/auth/roles";

export const TOKEN_ISSUER = "fnb-back-office";
const ACCESS_AUDIENCE = "fnb-back-office:api";
const VERIFICATION_AUDIENCE = "fnb-back-office:otp-verification";
const ACCESS_TOKEN_TTL = Temporal.Duration.from({ hours: 1 });
const ALGORITHM = "HS256";

const AccessPayload = Schema.Struct({
  sub: Schema.NonEmptyString,
  iat: Schema.Int,
  roles: Schema.Array(ProviderRole),
  debugBy: Schema.optionalKey(Schema.NonEmptyString),
});

const VerificationPayload = Schema.Struct({ sub: Schema.NonEmptyString, purpose: OtpPurpose, cid: Schema.NonEmptyString });

export interface AccessGrant {
  readonly userId: string;
  readonly roles: ReadonlyArray<ProviderRole>;
  readonly debugBy?: string;
}

export interface AccessClaims extends AccessGrant {
  readonly issuedAt: Temporal.Instant;
}

export interface Verification {
  readonly target: string;
  readonly purpose: OtpPurpose;
  readonly challengeId: string;
}

export interface Tokens {
  readonly issueAccess: (grant: AccessGrant) => Promise<string>;
  /** The claims of a valid access token, or null for anything else. */
  readonly verifyAccess: (token: string) => Promise<AccessClaims | null>;
  readonly issueVerification: (verification: Verification, expiresAt: Temporal.Instant) => Promise<string>;
  readonly verifyVerification: (token: string) => Promise<Verification | null>;
}

const seconds = (instant: Temporal.Instant): number => Math.floor(instant.epochMilliseconds / 1000);

export const jwtTokens = (secret: Uint8Array, now: () => Temporal.Instant): Tokens => {
  const sign = (claims: Record<string, unknown>, subject: string, audience: string, expiresAt: Temporal.Instant) => {
    const issuedAt = now();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(seconds(issuedAt))
      .setExpirationTime(seconds(expiresAt))
      .sign(secret);
  };

  const verify = async <S extends Schema.ConstraintDecoder<unknown>>(
    token: string,
    audience: string,
    payload: S,
  ): Promise<S["Type"] | null> => {
    try {
      const verified = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience,
        requiredClaims: ["sub", "iat", "exp"],
        currentDate: new Date(now().epochMilliseconds),
      });
      return Option.getOrNull(Schema.decodeUnknownOption(payload)(verified.payload));
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };

  return {
    issueAccess: ({ userId, roles, debugBy }) =>
      sign({ roles, ...(debugBy === undefined ? {} : { debugBy }) }, userId, ACCESS_AUDIENCE, now().add(ACCESS_TOKEN_TTL)),
    verifyAccess: async (token) => {
      const claims = await verify(token, ACCESS_AUDIENCE, AccessPayload);
      if (claims === null) return null;
      const issuedAt = Temporal.Instant.fromEpochMilliseconds(claims.iat * 1000);
      return { userId: claims.sub, roles: claims.roles, issuedAt, ...(claims.debugBy === undefined ? {} : { debugBy: claims.debugBy }) };
    },
    issueVerification: ({ target, purpose, challengeId }, expiresAt) =>
      sign({ purpose, cid: challengeId }, target, VERIFICATION_AUDIENCE, expiresAt),
    verifyVerification: async (token) => {
      const claims = await verify(token, VERIFICATION_AUDIENCE, VerificationPayload);
      return claims === null ? null : { target: claims.sub, purpose: claims.purpose, challengeId: claims.cid };
    },
  };
};
