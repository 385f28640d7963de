// Renaming a restaurant tag (PUT /restaurant-tags/{id}): the new name must be free among the
// other live tags ('Tag name already exists', 409); a stale `_rev` is 409, a missing tag 404.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { restaurantTagDecider, restaurantTagStreamId } from "../restaurantTag";
import { ensureTagNameFree } from "./createRestaurantTag";

export const renameRestaurantTag = async (
  engine: Engine,
  rename: { readonly tagId: string; readonly name: string; readonly rev: number | undefined },
  options: RunOptions,
): Promise<void> => {
  await ensureTagNameFree(engine, rename.name, rename.tagId);
  await engine.runner.run(restaurantTagDecider, restaurantTagStreamId(rename.tagId), { type: "RenameTag", data: { name: rename.name, rev: rename.rev } }, options);
};
