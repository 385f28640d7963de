// An in-memory fixed-window rate limiter (ASVS V2.2.1 anti-automation): at most `limit` hits per
// key in each window of `windowSeconds`, the window starting at the key's first hit. Keys are
// what the caller limits by (a phone, an IP address); the caller decides what counts as a hit
// (`hit` counts and answers, `wait` only answers, for limits on failures). Decisions: a refused
// hit counts too; windows that have ended are swept once the table grows past 10,000 keys, so memory stays
// bounded under a spray of keys; limits are per process (a shared store is not worth it for the
// attempt counts; the OTP challenge's own rules live in the event log and hold across processes).
import type { Temporal } from "temporal-polyfill";

export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit for `key`: null when allowed, otherwise the seconds until the window ends. */
  readonly hit: (key: string) => number | null;
  /** Without counting: null when another hit would be allowed, otherwise the seconds to wait. */
  readonly wait: (key: string) => number | null;
}

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
    hit: (key) => {
      const at = now().epochMilliseconds;
      if (windows.size > SWEEP_ABOVE) sweep(at);
      const current = windows.get(key);
      const window = current === undefined || current.endsAt <= at ? { endsAt: at + windowMs, hits: 0 } : current;
      window.hits += 1;
      windows.set(key, window);
      return waitOf(key, at, limit);
    },
    wait: (key) => waitOf(key, now().epochMilliseconds, limit - 1),
  };
};
