// Closing a restaurant (DELETE /restaurants/{id}): the restaurant is deleted and taken off its
// business's list in ONE unit of work, so the business's quota and "delete needs no restaurants
// left" never count a deleted restaurant, nor miss a live one.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { restaurantDecider } from "../restaurant";
import { restaurantStreamId } from "../restaurantModel";

export const deleteRestaurant = async (
  engine: Engine,
  { restaurantId, rev }: { readonly restaurantId: string; readonly rev: number | undefined },
  options: RunOptions,
): Promise<void> => {
  await engine.runner.transact(async (unit) => {
    const stream = restaurantStreamId(restaurantId);
    const { state } = await unit.load(restaurantDecider, stream);
    await unit.decide(restaurantDecider, stream, { type: "DeleteRestaurant", data: { rev } });
    if (state.status !== "active") return;
    await unit.decide(businessDecider, businessStreamId(state.businessId), { type: "RemoveRestaurant", data: { restaurantId } });
  }, options);
};
