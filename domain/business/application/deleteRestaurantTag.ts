// Deleting a restaurant tag (DELETE /restaurant-tags/{id}): the tag and its links go; the
// restaurants themselves are untouched. A missing tag is 404, a stale `_rev` 409.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { restaurantTagDecider, restaurantTagStreamId } from "../restaurantTag";

export const deleteRestaurantTag = async (engine: Engine, remove: { readonly tagId: string; readonly rev: number | undefined }, options: RunOptions): Promise<void> => {
  await engine.runner.run(restaurantTagDecider, restaurantTagStreamId(remove.tagId), { type: "DeleteTag", data: { rev: remove.rev } }, options);
};
