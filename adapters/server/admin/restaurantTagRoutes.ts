// The restaurant tags of the provider admin section (issue 18), under /api/v2, for admin and
// staff only (domain/auth/providerAreas.ts "restaurantTags"); anyone else signed in is 403:
//   GET    /restaurant-tags                          → [tag] by name: {id, name, restaurantIds, restaurantCount, _rev}
//   POST   /restaurant-tags           {name} (Idempotency-Key) → the tag
//   PUT    /restaurant-tags/{tagId}   {name, _rev?}            → the tag
//   PUT    /restaurant-tags/{tagId}/restaurants {restaurantIds, _rev?} → the tag
//   DELETE /restaurant-tags/{tagId}   (If-Match)               → {id}
// The restaurant list filters by tag with `GET /restaurant-list?tag={tagId}`.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { createRestaurantTag } from "../../../domain/business/application/createRestaurantTag";
import { deleteRestaurantTag } from "../../../domain/business/application/deleteRestaurantTag";
import { renameRestaurantTag } from "../../../domain/business/application/renameRestaurantTag";
import { tagRestaurants } from "../../../domain/business/application/tagRestaurants";
import { NewTagInput, RenameTagInput, TAG_NOT_FOUND, TagRestaurantsInput } from "../../../domain/business/restaurantTag";
import { RESTAURANT_TAGS_TABLE } from "../../../domain/business/restaurantTags.projection";
import { RestaurantTag, RestaurantTags } from "../../../domain/business/restaurantTagView";
import { DomainError } from "../../../domain/engine/decider";
import { forbidUnless } from "../business/access";
import { type Caller, callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

type ByTag = { Params: { tagId: string } };
const MAX_TAGS = 1000;

export const restaurantTagRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;
  const tagCaller = async (request: Parameters<typeof callerOf>[0]): Promise<Caller> => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "restaurantTags"));
    return caller;
  };
  const tagAnswer = async (tagId: string) => {
    const row = await readModels.get(RESTAURANT_TAGS_TABLE, tagId);
    if (row === undefined) throw new DomainError(TAG_NOT_FOUND, 404);
    return success(Schema.encodeUnknownSync(RestaurantTag)(row));
  };

  app.get("/restaurant-tags", async (request) => {
    await tagCaller(request);
    const { rows } = await readModels.list(RESTAURANT_TAGS_TABLE, { orderBy: { field: "name", direction: "asc" }, limit: MAX_TAGS });
    return success(Schema.encodeUnknownSync(RestaurantTags)(rows));
  });

  app.post("/restaurant-tags", async (request) => {
    const caller = await tagCaller(request);
    const { name } = decodeBody(NewTagInput, request.body);
    const tagId = await createRestaurantTag(engine, { tagId: caller.newId("create-restaurant-tag"), name }, caller.options("create-restaurant-tag"));
    return tagAnswer(tagId);
  });

  app.put<ByTag>("/restaurant-tags/:tagId", async (request) => {
    const caller = await tagCaller(request);
    const { name, _rev } = decodeBody(RenameTagInput, request.body);
    await renameRestaurantTag(engine, { tagId: request.params.tagId, name, rev: caller.revision(_rev) }, caller.options());
    return tagAnswer(request.params.tagId);
  });

  app.put<ByTag>("/restaurant-tags/:tagId/restaurants", async (request) => {
    const caller = await tagCaller(request);
    const { restaurantIds, _rev } = decodeBody(TagRestaurantsInput, request.body);
    await tagRestaurants(engine, { tagId: request.params.tagId, restaurantIds, rev: caller.revision(_rev) }, caller.options());
    return tagAnswer(request.params.tagId);
  });

  app.delete<ByTag>("/restaurant-tags/:tagId", async (request) => {
    const caller = await tagCaller(request);
    await deleteRestaurantTag(engine, { tagId: request.params.tagId, rev: caller.revision(undefined) }, caller.options());
    return success({ id: request.params.tagId });
  });
};
