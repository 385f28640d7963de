// The identity services every route reaches through `request.server.identity`: the engine, token
// signing, password hashing, OTP codes and their transport, and the rate limiters.
// `decorateIdentity` puts them on the root Fastify instance, so every route plugin registered
// after it, whatever its prefix, can call `requireUser`.
// Decision: tokens and limiters read time from the engine's DecideContext, so a token's `iat` and
// a session cut-off recorded by a command can never come from two different clocks.
import type { FastifyInstance } from "fastify";
import type { JWTVerifyGetKey } from "jose";
import type { Temporal } from "temporal-polyfill";
import { type FirebaseIdTokens, firebaseIdTokens } from "../../auth/firebaseIdTokens";
import { type OtpCodes, otpCodes } from "../../auth/otpCodes";
import { type RateLimiterFactory, processRateLimiters } from "../../auth/rateLimiter";
import type { OtpTransport } from "../../auth/otpTransport";
import { type PasswordHasher, scryptPasswordHasher } from "../../auth/passwordHasher";
import { type Tokens, jwtTokens } from "../../auth/tokens";
import type { EngineRuntime } from "../engineRuntime";
import { type AuthLimiters, type AuthRateLimits, authLimiters } from "./rateLimits";

export interface AuthDeps {
  /** The server secret (JWT_SECRET or DATA_DIR/jwt-secret): signs tokens, keys OTP hashes. */
  readonly secret: Uint8Array;
  readonly otpTransport: OtpTransport;
  /** NODE_ENV=production: the dev outbox route does not exist. */
  readonly production: boolean;
  /** scrypt at N = 2^17 unless given (tests pass a cheaper cost). */
  readonly passwordHasher?: PasswordHasher;
  readonly rateLimits?: Partial<AuthRateLimits>;
  /** Where limits count: in this process unless given (PostgreSQL when several processes share it). */
  readonly rateLimiters?: RateLimiterFactory;
  /** FIREBASE_PROJECT_ID: social sign-in is on only when set (tests also pass a local key set). */
  readonly firebase?: { readonly projectId: string; readonly keys?: JWTVerifyGetKey };
}

export interface Identity {
  readonly engine: EngineRuntime;
  readonly tokens: Tokens;
  readonly passwords: PasswordHasher;
  readonly otpCodes: OtpCodes;
  readonly otpTransport: OtpTransport;
  readonly limits: AuthLimiters;
  /** Makes further limiters counting where these do (the public claim's). */
  readonly rateLimiters: RateLimiterFactory;
  readonly production: boolean;
  /** Firebase ID-token checks for social sign-in, or null when it is not configured. */
  readonly firebaseIdTokens: FirebaseIdTokens | null;
}

declare module "fastify" {
  interface FastifyInstance {
    readonly identity: Identity;
  }
}

export const createIdentity = (engine: EngineRuntime, deps: AuthDeps): Identity => {
  const now = (): Temporal.Instant => engine.context().now;
  const rateLimiters = deps.rateLimiters ?? processRateLimiters(now);
  return {
    engine,
    tokens: jwtTokens(deps.secret, now),
    passwords: deps.passwordHasher ?? scryptPasswordHasher(),
    otpCodes: otpCodes(deps.secret),
    otpTransport: deps.otpTransport,
    limits: authLimiters(deps.rateLimits ?? {}, rateLimiters),
    rateLimiters,
    production: deps.production,
    firebaseIdTokens: deps.firebase === undefined ? null : firebaseIdTokens({ ...deps.firebase, now }),
  };
};

/** Decorates the root instance with the identity services (call before registering routes). */
export const decorateIdentity = (app: FastifyInstance, engine: EngineRuntime, deps: AuthDeps): void => {
  app.decorate("identity", createIdentity(engine, deps));
};
