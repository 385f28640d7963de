// The fixed-window rate limiter of adapters/auth/rateLimiter.ts kept in PostgreSQL, so that
// several server processes on one database share one count: 60 per address per minute stays 60
// however many processes answer. One upsert per hit counts and answers atomically (a window that
// has ended starts again at this hit). Ended windows are swept now and then by the hit itself.
// The table `rate_limit_windows` is in schema.sql.
import type { Temporal } from "temporal-polyfill";
import type { RateLimit, RateLimiter } from "../auth/rateLimiter";
import type { SqlExecutor } from "./sqlClient";

const SWEEP_EVERY_HITS = 1_000;

export const sqlRateLimiter = (client: SqlExecutor, limiter: string, { limit, windowSeconds }: RateLimit, now: () => Temporal.Instant): RateLimiter => {
  const windowMs = windowSeconds * 1000;
  let hitsSinceSweep = 0;
  const secondsLeft = (endsAt: number, at: number) => Math.max(1, Math.ceil((endsAt - at) / 1000));
  return {
    hit: async (key) => {
      const at = now().epochMilliseconds;
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        await client.query("DELETE FROM rate_limit_windows WHERE limiter = $1 AND ends_at <= $2", [limiter, at]);
      }
      const { rows } = await client.query<{ hits: number; ends_at: string }>(
        `INSERT INTO rate_limit_windows (limiter, key, ends_at, hits) VALUES ($1, $2, $3::bigint + $4::bigint, 1)
         ON CONFLICT (limiter, key) DO UPDATE SET
           hits = CASE WHEN rate_limit_windows.ends_at <= $3::bigint THEN 1 ELSE rate_limit_windows.hits + 1 END,
           ends_at = CASE WHEN rate_limit_windows.ends_at <= $3::bigint THEN $3::bigint + $4::bigint ELSE rate_limit_windows.ends_at END
         RETURNING hits, ends_at`,
        [limiter, key, at, windowMs],
      );
      const row = rows[0];
      return row === undefined || row.hits <= limit ? null : secondsLeft(Number(row.ends_at), at);
    },
    wait: async (key) => {
      const at = now().epochMilliseconds;
      const { rows } = await client.query<{ hits: number; ends_at: string }>(
        "SELECT hits, ends_at FROM rate_limit_windows WHERE limiter = $1 AND key = $2",
        [limiter, key],
      );
      const row = rows[0];
      return row === undefined || Number(row.ends_at) <= at || row.hits < limit ? null : secondsLeft(Number(row.ends_at), at);
    },
  };
};
