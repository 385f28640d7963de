// An ISO instant string as a Temporal.Instant, parsed once: stored rows carry instants as text
// (a credit lot's expiry, a claim's deadline) and the polyfill's parse is a long regular
// expression, so a member page comparing every lot with `now` spent most of its time parsing
// the same few dates. Temporal.Instant is immutable, so one parse can serve every caller.
// Decision: at most KEPT strings are remembered, the oldest forgotten first.
import { Temporal } from "temporal-polyfill";

const KEPT = 10_000;
const parsed = new Map<string, Temporal.Instant>();

export const instantOf = (iso: string): Temporal.Instant => {
  const known = parsed.get(iso);
  if (known !== undefined) return known;
  const instant = Temporal.Instant.from(iso);
  parsed.set(iso, instant);
  if (parsed.size > KEPT) parsed.delete(parsed.keys().next().value as string);
  return instant;
};
