// Items marked unavailable on a platform ("86", issue 17: "mark items unavailable per platform with
// a scheduled restore"): for how long, and when each marked item comes back. The restore is a job
// (application/itemAvailability.ts, run by the delivery job beside the store reopen), not a hope.
// Decisions where the spec is silent:
// - The choices are 1 hour, 4 hours, the rest of today (until the next midnight in the business's
//   IANA time zone, so a restaurant in Kuala Lumpur gets its item back at its own midnight) and
//   until restored by hand (`manual`, no restore time).
// - Marking an item already marked replaces its restore time; restoring an item not marked does
//   nothing.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";

export const UnavailableFor = Schema.Literals(["1h", "4h", "today", "manual"]);
export type UnavailableFor = typeof UnavailableFor.Type;

/** When an item marked unavailable at `now` for `span` comes back, or null when only by hand. */
export const restoreAt = (now: Temporal.Instant, span: UnavailableFor, timeZone: string): Temporal.Instant | null => {
  switch (span) {
    case "1h": return now.add({ hours: 1 });
    case "4h": return now.add({ hours: 4 });
    case "today": return now.toZonedDateTimeISO(timeZone).toPlainDate().add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant();
    case "manual": return null;
    default: {
      const unknown: never = span;
      return unknown;
    }
  }
};

/** The earliest restore time of the marked items (null when none is scheduled). */
export const nextRestore = (unavailable: Readonly<Record<string, string | null>>): string | null =>
  Object.values(unavailable).reduce<string | null>((first, at) => (at !== null && (first === null || Temporal.Instant.compare(Temporal.Instant.from(at), Temporal.Instant.from(first)) < 0) ? at : first), null);
