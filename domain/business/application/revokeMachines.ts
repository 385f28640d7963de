// Cutting off every machine of a restaurant (DELETE /restaurants/{id}/machine): the pending
// pairing code is dropped and machines paired before now are revoked (restaurant.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { restaurantDecider } from "../restaurant";
import { restaurantStreamId } from "../restaurantModel";

export const revokeMachines = async (
  engine: Engine,
  { restaurantId, rev }: { readonly restaurantId: string; readonly rev: number | undefined },
  options: RunOptions,
): Promise<void> => {
  await engine.runner.run(restaurantDecider, restaurantStreamId(restaurantId), { type: "RevokeMachines", data: { rev } }, options);
};
