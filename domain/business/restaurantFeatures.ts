// Restaurant feature flags (spec 1 §3, spec 4 §2): the features a restaurant's licence turns on
// (stock, discovery, pickup, delivery, foodpanda, deliveryIntegration, kds, ods), the licence
// update {expiredAt, features}, and the POS release channel (alpha, beta, latest), the
// `license` and `channel` setting groups.
// Decisions where the spec is silent:
// - A feature is on when the licence lists it and has not expired (expiredAt null: no expiry;
//   an expiry instant itself is already expired).
// - Features are stored de-duplicated in the spec's order.
// - The `channel` group holds the release channel: {channel: 'alpha' | 'beta' | 'latest'}; a
//   restaurant without one follows 'latest'.
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import { Temporal } from "temporal-polyfill";
import { IsoInstant } from "../auth/fields";

export const RESTAURANT_FEATURES = ["stock", "discovery", "pickup", "delivery", "foodpanda", "deliveryIntegration", "kds", "ods"] as const;
export const RestaurantFeature = Schema.Literals(RESTAURANT_FEATURES);
export type RestaurantFeature = typeof RestaurantFeature.Type;

export const ReleaseChannel = Schema.Literals(["alpha", "beta", "latest"]);
export type ReleaseChannel = typeof ReleaseChannel.Type;
export const DEFAULT_RELEASE_CHANNEL: ReleaseChannel = "latest";

export const LicenseInput = Schema.Struct({
  expiredAt: Schema.NullOr(IsoInstant),
  features: boundedList(RestaurantFeature, 20, "features"),
});
export type License = typeof LicenseInput.Type;

export const ChannelInput = Schema.Struct({ channel: ReleaseChannel });
export type Channel = typeof ChannelInput.Type;

export const licenseFromInput = (input: License): License => ({
  expiredAt: input.expiredAt,
  features: RESTAURANT_FEATURES.filter((feature) => input.features.includes(feature)),
});

const isCurrent = (license: License, now: Temporal.Instant): boolean =>
  license.expiredAt === null || Temporal.Instant.compare(now, Temporal.Instant.from(license.expiredAt)) < 0;

/** The features a licence turns on at `now` (none without a licence or after its expiry). */
export const enabledFeatures = (license: License | null, now: Temporal.Instant): ReadonlyArray<RestaurantFeature> =>
  license !== null && isCurrent(license, now) ? license.features : [];
