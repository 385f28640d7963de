// The anti-automation limits of the identity API (ASVS V2.2.1, V2.7), shared by every server
// process on one PostgreSQL (or per process on the embedded store), and the 429
// answer 'Too many requests, please try again later' with a Retry-After header. The OTP
// challenge's own rules (30 s between sends, 5 wrong codes) are enforced by its decider on top.
// Decisions where the spec is silent (defaults, overridable through AppDeps for tests):
// - OTP send: 5 per phone per hour and 30 per IP per 10 minutes (SMS pumping costs money);
// - OTP verify: 60 per IP per 10 minutes (each challenge also dies after 5 wrong codes);
// - login: 10 FAILED attempts per IP per 10 minutes; once reached, every attempt from that IP is
//   refused until the window ends (successful sign-ins do not count, so an office behind one
//   address is not locked out by its own daily logins);
// - check-exist: 60 per IP per minute (it tells whether a phone has an account).
import type { FastifyReply } from "fastify";
import type { RateLimit, RateLimiter, RateLimiterFactory } from "../../auth/rateLimiter";

export const TOO_MANY_REQUESTS = "Too many requests, please try again later";

export interface AuthRateLimits {
  readonly otpSendPerPhone: RateLimit;
  readonly otpSendPerIp: RateLimit;
  readonly otpVerifyPerIp: RateLimit;
  readonly loginFailuresPerIp: RateLimit;
  readonly checkExistPerIp: RateLimit;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  otpSendPerPhone: { limit: 5, windowSeconds: 3600 },
  otpSendPerIp: { limit: 30, windowSeconds: 600 },
  otpVerifyPerIp: { limit: 60, windowSeconds: 600 },
  loginFailuresPerIp: { limit: 10, windowSeconds: 600 },
  checkExistPerIp: { limit: 60, windowSeconds: 60 },
};

export type AuthLimiters = { readonly [K in keyof AuthRateLimits]: RateLimiter };

export const authLimiters = (limits: Partial<AuthRateLimits>, limiter: RateLimiterFactory): AuthLimiters => {
  const rules = { ...DEFAULT_AUTH_RATE_LIMITS, ...limits };
  return {
    otpSendPerPhone: limiter("otpSendPerPhone", rules.otpSendPerPhone),
    otpSendPerIp: limiter("otpSendPerIp", rules.otpSendPerIp),
    otpVerifyPerIp: limiter("otpVerifyPerIp", rules.otpVerifyPerIp),
    loginFailuresPerIp: limiter("loginFailuresPerIp", rules.loginFailuresPerIp),
    checkExistPerIp: limiter("checkExistPerIp", rules.checkExistPerIp),
  };
};

export class TooManyRequestsError extends Error {
  readonly status = 429;

  constructor() {
    super(TOO_MANY_REQUESTS);
    this.name = "TooManyRequestsError";
  }
}

/** Refuses with 429 when `seconds` says to wait (a limiter's answer); passes on null. */
export const refuseWhileWaiting = async (answer: Promise<number | null>, reply: FastifyReply): Promise<void> => {
  const seconds = await answer;
  if (seconds === null) return;
  reply.header("retry-after", String(seconds));
  throw new TooManyRequestsError();
};
