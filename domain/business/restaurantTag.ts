// The restaurant tag aggregate, stream `tag-{id}` (issue 18, spec 1 §1 "restaurant
// tags"): a provider label put on restaurants of any business, so the admin's restaurant list can
// be filtered by it. Admin and staff create, rename and delete tags and tag restaurants.
// Decisions where the spec is silent (it names the entry only):
// - A tag is {name} (1 to 40 characters, 'Tag name is required', 'Tag name is too long') and the
//   set of restaurants it is on; tagging replaces the whole set (`PUT .../restaurants`), each
//   restaurant added or removed recorded as its own event.
// - Names are unique among live tags, case-insensitively ('Tag name already exists', 409),
//   checked by the application function against the tags read model (tags are few and changed
//   by the provider's own team, so no claim stream).
// - A missing or deleted tag is 'Tag not found' (404); a deleted tag stays deleted.
import { Schema } from "effect";
import { IsoInstant, isoOf, message } from "../auth/fields";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { RestaurantIdSchema, requiredTrimmedText } from "../shared/fieldRules";
import { boundedList } from "../shared/inputBounds";
import { staleRevision, withRevision } from "./revision";

export const TAG_NOT_FOUND = "Tag not found";
export const TAG_NAME_TAKEN = "Tag name already exists";
export const TAG_NAME_MAX_LENGTH = 40;
/** More restaurants than the provider runs under one label. */
export const MAX_TAGGED_RESTAURANTS = 5_000;

export const TagName = requiredTrimmedText("Tag name is required", TAG_NAME_MAX_LENGTH);
/** POST /restaurant-tags. */
export const NewTagInput = Schema.Struct({ name: TagName });
/** PUT /restaurant-tags/{id}. */
export const RenameTagInput = withRevision({ name: TagName });
/** PUT /restaurant-tags/{id}/restaurants. */
export const TagRestaurantsInput = withRevision({ restaurantIds: boundedList(RestaurantIdSchema, MAX_TAGGED_RESTAURANTS, "restaurantIds") });

export const RestaurantTagEvent = Schema.Union([
  message("RestaurantTagCreated", { name: Schema.String, createdAt: IsoInstant }),
  message("RestaurantTagRenamed", { name: Schema.String }),
  message("RestaurantTagDeleted", {}),
  message("RestaurantTagged", { restaurantId: Schema.String }),
  message("RestaurantUntagged", { restaurantId: Schema.String }),
]);
export type RestaurantTagEvent = typeof RestaurantTagEvent.Type;

export type RestaurantTagCommand =
  | { readonly type: "CreateTag"; readonly data: { readonly name: string } }
  | { readonly type: "RenameTag"; readonly data: { readonly name: string; readonly rev?: number | undefined } }
  | { readonly type: "DeleteTag"; readonly data: { readonly rev?: number | undefined } }
  | { readonly type: "SetTagRestaurants"; readonly data: { readonly restaurantIds: ReadonlyArray<string>; readonly rev?: number | undefined } };

export type RestaurantTagState =
  | { readonly status: "none" | "deleted"; readonly revision: number }
  | { readonly status: "active"; readonly revision: number; readonly name: string; readonly restaurantIds: ReadonlySet<string> };

export const evolveRestaurantTag = (state: RestaurantTagState, event: RestaurantTagEvent): RestaurantTagState => {
  const revision = state.revision + 1;
  switch (event.type) {
    case "RestaurantTagCreated": return { status: "active", revision, name: event.data.name, restaurantIds: new Set() };
    case "RestaurantTagDeleted": return { status: "deleted", revision };
    case "RestaurantTagRenamed": return state.status === "active" ? { ...state, revision, name: event.data.name } : { ...state, revision };
    case "RestaurantTagged":
    case "RestaurantUntagged": {
      if (state.status !== "active") return { ...state, revision };
      const restaurantIds = new Set(state.restaurantIds);
      if (event.type === "RestaurantTagged") restaurantIds.add(event.data.restaurantId);
      else restaurantIds.delete(event.data.restaurantId);
      return { ...state, revision, restaurantIds };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const retag = (state: Extract<RestaurantTagState, { status: "active" }>, wanted: ReadonlyArray<string>): Decision<RestaurantTagEvent> => {
  const next = new Set(wanted);
  const added = [...next].filter((id) => !state.restaurantIds.has(id)).map((restaurantId): RestaurantTagEvent => ({ type: "RestaurantTagged", data: { restaurantId } }));
  const removed = [...state.restaurantIds].filter((id) => !next.has(id)).map((restaurantId): RestaurantTagEvent => ({ type: "RestaurantUntagged", data: { restaurantId } }));
  return accept(...removed, ...added);
};

export const decideRestaurantTag = (command: RestaurantTagCommand, state: RestaurantTagState, ctx: DecideContext): Decision<RestaurantTagEvent> => {
  if (command.type === "CreateTag") {
    return state.status === "none" ? accept({ type: "RestaurantTagCreated", data: { name: command.data.name, createdAt: isoOf(ctx.now) } }) : reject(TAG_NAME_TAKEN, 409);
  }
  if (state.status !== "active") return reject(TAG_NOT_FOUND, 404);
  const stale = staleRevision<RestaurantTagEvent>(command.data.rev, state.revision);
  if (stale !== null) return stale;
  switch (command.type) {
    case "RenameTag": return command.data.name === state.name ? accept() : accept({ type: "RestaurantTagRenamed", data: { name: command.data.name } });
    case "DeleteTag": return accept({ type: "RestaurantTagDeleted", data: {} });
    case "SetTagRestaurants": return retag(state, command.data.restaurantIds);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const restaurantTagDecider: Decider<RestaurantTagState, RestaurantTagCommand, RestaurantTagEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decideRestaurantTag,
  evolve: evolveRestaurantTag,
};

// Not `restaurant-…`: the restaurant projections read every stream of that prefix as a restaurant.
export const RESTAURANT_TAG_STREAM_PREFIX = "tag-";
export const restaurantTagStreamId = (tagId: string): string => `${RESTAURANT_TAG_STREAM_PREFIX}${tagId}`;
