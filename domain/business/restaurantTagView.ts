// Owns: a restaurant tag as the API answers it (issue 18): one response Schema the server
// encodes and the UI's client decodes.
import { Schema } from "effect";

export const RestaurantTag = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  restaurantIds: Schema.Array(Schema.String),
  restaurantCount: Schema.Number,
  _rev: Schema.Number,
});
export type RestaurantTag = typeof RestaurantTag.Type;

export const RestaurantTags = Schema.Array(RestaurantTag);
