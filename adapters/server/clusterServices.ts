// What server processes sharing one PostgreSQL share beside the event log (issue 14 item 5):
// rate-limit counts (sqlRateLimiter.ts, so 60 per address per minute stays 60 with 3 processes)
// and socket.io's adapter (liveClusterAdapter.ts, so an alert reaches a screen connected to
// another process). Scheduled loyalty jobs already run once across processes (each run is
// claimed on its own stream, jobs/loyaltyJobRunner.ts), and reactions hold a lease.
// On the embedded store (one process by design) everything stays in process.
import type { Temporal } from "temporal-polyfill";
import type { RateLimiterFactory } from "../auth/rateLimiter";
import type { SqlClient } from "../store/sqlClient";
import { sqlRateLimiter } from "../store/sqlRateLimiter";
import type { LiveAdapter } from "./live/liveChannel";
import { liveClusterAdapter } from "./live/liveClusterAdapter";

export interface ClusterServices {
  readonly rateLimiters?: RateLimiterFactory;
  readonly liveAdapter?: LiveAdapter;
  readonly close: () => Promise<void>;
}

export const clusterServices = async (
  store: { readonly kind: "pglite" | "postgres"; readonly client: SqlClient },
  databaseUrl: string | undefined,
  now: () => Temporal.Instant,
): Promise<ClusterServices> => {
  if (store.kind !== "postgres" || databaseUrl === undefined) return { close: async () => undefined };
  const live = await liveClusterAdapter(databaseUrl);
  return {
    rateLimiters: (name, rule) => sqlRateLimiter(store.client, name, rule, now),
    liveAdapter: live.adapter,
    close: live.close,
  };
};
