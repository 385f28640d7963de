// Owns: the body of a member-store purchase (POST .../members/{memberId}/store-purchases), shared
// by the server's decoder and any screen that sells a bundle: the bundle ('Bundle is required')
// and the restaurant it is bought at, absent or null for an online purchase.
import { Schema } from "effect";
import { INVALID_RESTAURANT_ID } from "../../shared/fieldRules";
import { boundedId, requiredId } from "../../shared/inputBounds";
import { BUNDLE_NOT_FOUND } from "../programme/storeBundles";

export const BUNDLE_REQUIRED = "Bundle is required";

export const StorePurchaseInput = Schema.Struct({
  bundleId: requiredId(BUNDLE_REQUIRED, BUNDLE_NOT_FOUND),
  restaurantId: Schema.optionalKey(Schema.NullOr(boundedId(INVALID_RESTAURANT_ID))),
});
export type StorePurchaseInput = typeof StorePurchaseInput.Type;
