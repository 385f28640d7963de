// An in-memory fixed-window rate limiter (ASVS V2.2.1 anti-automation): at most `limit` hits per
// key in each window of `windowSeconds`, the window starting at the key's first hit. Keys are
// what the caller limits by (a phone, an IP address); the caller decides what counts as a hit
// (`hit` counts and answers, `wait` only answers, for limits on failures). Decisions: a refused
// hit counts too; windows that have ended are swept once the table grows past 10,000 keys, so memory stays
// bounded under a spray of keys. This one counts per process; servers sharing one PostgreSQL
// count in it instead (adapters/store/sqlRateLimiter.ts), through the same factory type, so a
// limit stays what it says however many processes answer.
import type { Temporal } from "temporal-polyfill";

export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit for `key`: null when allowed, otherwise the seconds until the window ends. */
  readonly hit: (key: string) => Promise<number | null>;
  /** Without counting: null when another hit would be allowed, otherwise the seconds to wait. */
  readonly wait: (key: string) => Promise<number | null>;
}

/** Makes the limiter called `name` (unique per limit, e.g. 'otpSendPerIp') for `rule`. */
export type RateLimiterFactory = (name: string, rule: RateLimit) => RateLimiter;

const SWEEP_ABOVE = 10_000;

export const fixedWindowLimiter = ({ limit, windowSeconds }: RateLimit, now: () => Temporal.Instant): RateLimiter => {
  const windows = new Map<string, { endsAt: number; hits: number }>();
  const windowMs = windowSeconds * 1000;
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };
  const waitOf = (key: string, at: number, allowedHits: number): number | null => {
    const window = windows.get(key);
    return window === undefined || window.endsAt <= at || window.hits <= allowedHits
      ? null
      : Math.ceil((window.endsAt - at) / 1000);
  };
  return {
    hit: async (key) => {
      const at = now().epochMilliseconds;
      if (windows.size > SWEEP_ABOVE) sweep(at);
      const current = windows.get(key);
      const window = current === undefined || current.endsAt <= at ? { endsAt: at + windowMs, hits: 0 } : current;
      window.hits += 1;
      windows.set(key, window);
      return waitOf(key, at, limit);
    },
    wait: async (key) => waitOf(key, now().epochMilliseconds, limit - 1),
  };
};

/** Limiters counting in this process. */
export const processRateLimiters = (now: () => Temporal.Instant): RateLimiterFactory => (_name, rule) => fixedWindowLimiter(rule, now);
