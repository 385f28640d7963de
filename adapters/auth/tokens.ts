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
// Report token (spec 1 §7 `GET /report/token`, for the analytics backend of the report section):
// its own audience, `sub` = userId, `businesses` = the business ids it may report on or "all"
// for the provider; 1 hour. It is never accepted where an access token is expected.
// Customer token (issue 19, the member-facing pages): its own audience, `sub` = the phone a
// `claim` OTP proved; 30 minutes. It only reads that phone's own card and vouchers.
import { SignJWT, errors, jwtVerify } from "jose";
import { Option, Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { OtpPurpose } from "../../domain/auth/otpChallenge";
import { ProviderRole } from "../../domain/auth/roles";

export const TOKEN_ISSUER = "fnb-back-office";
const ACCESS_AUDIENCE = "fnb-back-office:api";
const VERIFICATION_AUDIENCE = "fnb-back-office:otp-verification";
const REPORT_AUDIENCE = "fnb-back-office:report";
const CUSTOMER_AUDIENCE = "fnb-back-office:customer";
export const CUSTOMER_TOKEN_TTL = Temporal.Duration.from({ minutes: 30 });
const REPORT_TOKEN_TTL = Temporal.Duration.from({ hours: 1 });
const ACCESS_TOKEN_TTL = Temporal.Duration.from({ hours: 1 });
const ALGORITHM = "HS256";
/** Verified tokens remembered at most (the oldest forgotten first). */
const VERIFIED_KEPT = 10_000;

const AccessPayload = Schema.Struct({
  sub: Schema.NonEmptyString,
  iat: Schema.Int,
  roles: Schema.Array(ProviderRole),
  debugBy: Schema.optionalKey(Schema.NonEmptyString),
});

const ReportScope = Schema.Union([Schema.Literal("all"), Schema.Array(Schema.String)]);
const ReportPayload = Schema.Struct({ sub: Schema.NonEmptyString, businesses: ReportScope });

export interface ReportGrant {
  readonly userId: string;
  /** The businesses the holder may report on, or "all" for the provider. */
  readonly businesses: "all" | ReadonlyArray<string>;
}

const CustomerPayload = Schema.Struct({ sub: Schema.NonEmptyString });

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
  readonly issueReport: (grant: ReportGrant) => Promise<{ readonly token: string; readonly expiresAt: Temporal.Instant }>;
  /** The grant of a valid report token, or null for anything else. */
  readonly verifyReport: (token: string) => Promise<ReportGrant | null>;
  readonly issueCustomer: (phoneNumber: string) => Promise<{ readonly token: string; readonly expiresAt: Temporal.Instant }>;
  /** The proven phone of a valid customer token, or null for anything else. */
  readonly verifyCustomer: (token: string) => Promise<string | null>;
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

  // A token whose signature was checked once is the same token on its next request: its decoded
  // claims are kept, by audience and token, until it expires (by the injected clock), so a
  // signed-in user's calls skip the HMAC. Revocation is not this cache's concern: the server
  // re-reads the user on every request.
  const verified = new Map<string, { readonly claims: unknown; readonly expiresAtMs: number }>();
  const rememberVerified = (key: string, claims: unknown, expiresAtMs: number) => {
    verified.set(key, { claims, expiresAtMs });
    if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
  };

  const verify = async <S extends Schema.ConstraintDecoder<unknown>>(
    token: string,
    audience: string,
    payload: S,
  ): Promise<S["Type"] | null> => {
    const key = `${audience} ${token}`;
    const known = verified.get(key);
    if (known !== undefined) {
      if (known.expiresAtMs > now().epochMilliseconds) return known.claims as S["Type"];
      verified.delete(key);
    }
    try {
      const checked = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience,
        requiredClaims: ["sub", "iat", "exp"],
        currentDate: new Date(now().epochMilliseconds),
      });
      const claims = Option.getOrNull(Schema.decodeUnknownOption(payload)(checked.payload));
      if (claims !== null) rememberVerified(key, claims, Number(checked.payload.exp) * 1000);
      return claims;
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
    issueReport: async ({ userId, businesses }) => {
      const expiresAt = now().add(REPORT_TOKEN_TTL);
      return { token: await sign({ businesses }, userId, REPORT_AUDIENCE, expiresAt), expiresAt };
    },
    verifyReport: async (token) => {
      const claims = await verify(token, REPORT_AUDIENCE, ReportPayload);
      return claims === null ? null : { userId: claims.sub, businesses: claims.businesses };
    },
    issueCustomer: async (phoneNumber) => {
      const expiresAt = now().add(CUSTOMER_TOKEN_TTL);
      return { token: await sign({}, phoneNumber, CUSTOMER_AUDIENCE, expiresAt), expiresAt };
    },
    verifyCustomer: async (token) => (await verify(token, CUSTOMER_AUDIENCE, CustomerPayload))?.sub ?? null,
  };
};
