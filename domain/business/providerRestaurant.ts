// Owns: a restaurant as the provider's restaurant list answers it (issue 18, spec 1 §2 "Restaurant
// list"): its business's name, country, licence expiry and features, and its tags, as one
// response Schema the server encodes and the UI reads.
// Decision where the spec is silent: `features` are the licence's as granted (expired or not);
// the page shows the expiry beside them.
import { Schema } from "effect";
import { RestaurantFeature } from "./restaurantFeatures";

export const ProviderRestaurant = Schema.Struct({
  id: Schema.String,
  businessId: Schema.String,
  businessName: Schema.NullOr(Schema.String),
  name: Schema.String,
  country: Schema.String,
  licenceExpiresAt: Schema.NullOr(Schema.String),
  features: Schema.Array(RestaurantFeature),
  tagIds: Schema.Array(Schema.String),
});
export type ProviderRestaurant = typeof ProviderRestaurant.Type;

export const ProviderRestaurantPage = Schema.Struct({
  resources: Schema.Array(ProviderRestaurant),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});
export type ProviderRestaurantPage = typeof ProviderRestaurantPage.Type;
