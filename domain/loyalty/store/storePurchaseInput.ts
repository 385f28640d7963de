// Owns: the body of a member-store purchase (POST .../members/{memberId}/store-purchases), shared
// by the server's decoder and any screen that sells a bundle: the bundle ('Bundle is required')
// and the restaurant it is bought at, absent or null for an online purchase.
import { Schema } from "effect";

export const BUNDLE_REQUIRED = "Bundle is required";

export const StorePurchaseInput = Schema.Struct({
  bundleId: Schema.String.check(Schema.isNonEmpty({ message: BUNDLE_REQUIRED })).annotateKey({ messageMissingKey: BUNDLE_REQUIRED }),
  restaurantId: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type StorePurchaseInput = typeof StorePurchaseInput.Type;
