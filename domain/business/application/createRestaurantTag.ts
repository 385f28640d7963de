// Creating a restaurant tag (POST /restaurant-tags): refused when a live tag has the same name,
// case-insensitively ('Tag name already exists', 409; domain/business/restaurantTag.ts says why
// the read model decides it). The caller chooses the id: an Idempotency-Key derives it.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { TAG_NAME_TAKEN, restaurantTagDecider, restaurantTagStreamId } from "../restaurantTag";
import { RESTAURANT_TAGS_TABLE } from "../restaurantTags.projection";

/** Refuses `name` when another live tag holds it. */
export const ensureTagNameFree = async (engine: Engine, name: string, tagId: string): Promise<void> => {
  const { rows } = await engine.readModels.list(RESTAURANT_TAGS_TABLE, { where: { name: name.toLowerCase() }, limit: 2 });
  if (rows.some((row) => String(row.id) !== tagId)) throw new DomainError(TAG_NAME_TAKEN, 409);
};

export const createRestaurantTag = async (engine: Engine, tag: { readonly tagId: string; readonly name: string }, options: RunOptions): Promise<string> => {
  await ensureTagNameFree(engine, tag.name, tag.tagId);
  await engine.runner.run(restaurantTagDecider, restaurantTagStreamId(tag.tagId), { type: "CreateTag", data: { name: tag.name } }, options);
  return tag.tagId;
};
