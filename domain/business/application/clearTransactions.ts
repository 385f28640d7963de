// Clearing a restaurant's transactions (PUT /restaurants/{id}/clear-transaction): the instant
// before which its sales and receipts no longer count is recorded (restaurant.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { restaurantDecider } from "../restaurant";
import { restaurantStreamId } from "../restaurantModel";

export const clearTransactions = async (
  engine: Engine,
  { restaurantId, rev }: { readonly restaurantId: string; readonly rev: number | undefined },
  options: RunOptions,
): Promise<void> => {
  await engine.runner.run(restaurantDecider, restaurantStreamId(restaurantId), { type: "ClearTransactions", data: { rev } }, options);
};
