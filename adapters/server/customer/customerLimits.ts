// The anti-automation limits of the member-facing pages' API (issue 19), counted where the
// identity limits count and answered 429 'Too many requests, please try again later' with
// Retry-After (../auth/rateLimits.ts). The OTP send and verify they start from keep their own.
// Decisions where the spec is silent (defaults, overridable through AppDeps for tests): public
// reads 120 per IP per minute; customer sessions 5 per phone per 10 minutes (a session spends a
// code, which the OTP limits already ration) and 30 per IP per 10 minutes.
import type { RateLimit, RateLimiter, RateLimiterFactory } from "../../auth/rateLimiter";

export interface CustomerLimits {
  readonly readsPerIp: RateLimit;
  readonly sessionsPerPhone: RateLimit;
  readonly sessionsPerIp: RateLimit;
}

export const DEFAULT_CUSTOMER_LIMITS: CustomerLimits = {
  readsPerIp: { limit: 120, windowSeconds: 60 },
  sessionsPerPhone: { limit: 5, windowSeconds: 600 },
  sessionsPerIp: { limit: 30, windowSeconds: 600 },
};

export type CustomerLimiters = { readonly [K in keyof CustomerLimits]: RateLimiter };

export const customerLimiters = (limits: Partial<CustomerLimits>, limiter: RateLimiterFactory): CustomerLimiters => {
  const rules = { ...DEFAULT_CUSTOMER_LIMITS, ...limits };
  return {
    readsPerIp: limiter("customerReadsPerIp", rules.readsPerIp),
    sessionsPerPhone: limiter("customerSessionsPerPhone", rules.sessionsPerPhone),
    sessionsPerIp: limiter("customerSessionsPerIp", rules.sessionsPerIp),
  };
};
