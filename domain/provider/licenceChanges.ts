// Owns: what a licence order changed on its restaurant (issue 18 "the order history: who, when,
// what changed"), from the terms the restaurant had before and the order's terms: features
// added and removed, the expiry moved, the release channel switched.
// Decision where the spec is silent: a restaurant that never had a licence had no features and
// no expiry; an order that changes nothing says so (an empty list), it is still recorded.
import { Schema } from "effect";
import type { LicenceTerms, PreviousTerms } from "./licenceOrder";

export const LicenceChange = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("featuresAdded"), features: Schema.Array(Schema.String) }),
  Schema.Struct({ kind: Schema.Literal("featuresRemoved"), features: Schema.Array(Schema.String) }),
  Schema.Struct({ kind: Schema.Literal("expiry"), from: Schema.NullOr(Schema.String), to: Schema.NullOr(Schema.String) }),
  Schema.Struct({ kind: Schema.Literal("channel"), from: Schema.String, to: Schema.String }),
]);
export type LicenceChange = typeof LicenceChange.Type;

export const licenceChanges = (previous: PreviousTerms, next: LicenceTerms): ReadonlyArray<LicenceChange> => {
  const before = previous.license?.features ?? [];
  const added = next.license.features.filter((feature) => !before.includes(feature));
  const removed = before.filter((feature) => !next.license.features.includes(feature));
  const fromExpiry = previous.license?.expiredAt ?? null;
  const changes: LicenceChange[] = [];
  if (added.length > 0) changes.push({ kind: "featuresAdded", features: added });
  if (removed.length > 0) changes.push({ kind: "featuresRemoved", features: removed });
  if (fromExpiry !== next.license.expiredAt || previous.license === null) changes.push({ kind: "expiry", from: fromExpiry, to: next.license.expiredAt });
  if (previous.channel !== next.channel) changes.push({ kind: "channel", from: previous.channel, to: next.channel });
  return changes;
};
