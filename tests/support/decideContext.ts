// A deterministic DecideContext for tests: a fixed instant, counting ids, a seeded random.
import { Temporal } from "temporal-polyfill";
import type { DecideContext } from "../../domain/engine/decider";

export const testContext = (now = "2026-11-25T10:00:00Z", timeZone = "Asia/Kuala_Lumpur"): DecideContext => {
  let id = 0;
  let seed = 42;
  return {
    now: Temporal.Instant.from(now),
    timeZone,
    newId: () => (++id).toString(16).padStart(24, "0"),
    // mulberry32: small, seeded, good enough for tests
    random: () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
};
