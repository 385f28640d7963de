// A store's pause on a delivery platform (spec 4 §7; issue 17: "busy mode that never reopens").
// GrabFood pauses for 30 minutes, 1 hour or 24 hours (PauseStoreRequest.duration); the back
// office records when the store must reopen and a job resumes it then (application/reopenDueStores.ts),
// whether or not the platform reopened it by itself.
import { Schema } from "effect";
import type { Temporal } from "temporal-polyfill";

export const PauseDuration = Schema.Literals(["30m", "1h", "24h"]);
export type PauseDuration = typeof PauseDuration.Type;

const MINUTES: Readonly<Record<PauseDuration, number>> = { "30m": 30, "1h": 60, "24h": 24 * 60 };

/** The instant a pause of `duration` from `now` ends. */
export const reopenAt = (now: Temporal.Instant, duration: PauseDuration): Temporal.Instant => now.add({ minutes: MINUTES[duration] });
