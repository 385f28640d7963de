// Owns: the answer of GET|PUT /restaurants/{id}/menu-v3/restaurants (ARCHITECTURE §2.7 response
// Schemas) and the PUT's body: the restaurants sharing the menu the path's restaurant uses (its
// master first, role MASTER, then those sharing it, role SHARING, each with its
// fix-master-menu-stock switch) and the business's other restaurants a master may add.
// Body decision (spec: "not shown"): `{restaurantIds, _rev?}`, the whole list of restaurants that
// share the path restaurant's menu (empty: none); `_rev` is the business's sharing version.
// `PUT menu-v3/master {masterRestaurantId, _rev?}` answers the same view after the switch.
import { Schema } from "effect";
import { withRevision } from "../business/revision";
import { boundedId, boundedList } from "../shared/inputBounds";

/** A business has at most this many restaurants in one sharing list. */
export const MAX_SHARING_RESTAURANTS = 200;

export const MenuSharingBody = withRevision({
  restaurantIds: boundedList(boundedId(), MAX_SHARING_RESTAURANTS, "restaurants"),
});

/** `PUT menu-v3/master`: the restaurant whose menu the path restaurant will use (itself: its own). */
export const MenuMasterBody = withRevision({ masterRestaurantId: boundedId() });

export const MenuSharingResponse = Schema.Struct({
  _rev: Schema.Int,
  restaurantId: Schema.String,
  masterRestaurantId: Schema.String,
  restaurants: Schema.Array(Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    role: Schema.Literals(["MASTER", "SHARING"]),
    fixMasterMenuStock: Schema.Boolean,
  })),
  others: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
});
export type MenuSharingView = typeof MenuSharingResponse.Type;
