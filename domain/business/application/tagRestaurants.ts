// Tagging restaurants (PUT /restaurant-tags/{id}/restaurants): the tag's whole set of restaurants
// is replaced; every id must name an existing restaurant ('Invalid restaurant', 404), checked
// before anything is written.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { INVALID_RESTAURANT } from "../restaurant";
import { restaurantTagDecider, restaurantTagStreamId } from "../restaurantTag";
import { RESTAURANTS_TABLE } from "../restaurants.projection";

export const tagRestaurants = async (
  engine: Engine,
  tagging: { readonly tagId: string; readonly restaurantIds: ReadonlyArray<string>; readonly rev: number | undefined },
  options: RunOptions,
): Promise<void> => {
  const found = await Promise.all(tagging.restaurantIds.map((id) => engine.readModels.get(RESTAURANTS_TABLE, id)));
  if (found.some((row) => row === undefined)) throw new DomainError(INVALID_RESTAURANT, 404);
  await engine.runner.run(
    restaurantTagDecider,
    restaurantTagStreamId(tagging.tagId),
    { type: "SetTagRestaurants", data: { restaurantIds: tagging.restaurantIds, rev: tagging.rev } },
    options,
  );
};
