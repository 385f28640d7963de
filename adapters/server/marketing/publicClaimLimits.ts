// The anti-automation limits of the public voucher claim (issue 6 item 3: rate-limited), counted
// where the identity limits count, answered 429 'Too many requests, please try again later' with Retry-After like the
// identity API (adapters/server/auth/rateLimits.ts).
// Decisions where the spec is silent (defaults, overridable through AppDeps for tests): 5 claims
// per phone per 10 minutes and 60 per IP address per minute.
import type { RateLimit, RateLimiter, RateLimiterFactory } from "../../auth/rateLimiter";

export interface PublicClaimLimits {
  readonly perPhone: RateLimit;
  readonly perIp: RateLimit;
}

export const DEFAULT_PUBLIC_CLAIM_LIMITS: PublicClaimLimits = {
  perPhone: { limit: 5, windowSeconds: 600 },
  perIp: { limit: 60, windowSeconds: 60 },
};

export type PublicClaimLimiters = { readonly [K in keyof PublicClaimLimits]: RateLimiter };

export const publicClaimLimiters = (limits: Partial<PublicClaimLimits>, limiter: RateLimiterFactory): PublicClaimLimiters => {
  const rules = { ...DEFAULT_PUBLIC_CLAIM_LIMITS, ...limits };
  return { perPhone: limiter("publicClaimPerPhone", rules.perPhone), perIp: limiter("publicClaimPerIp", rules.perIp) };
};
