// What the API answers for a restaurant: its read-model row (`_rev` included) plus what holds at
// this instant: `enabledFeatures`, the features its licence turns on (restaurantFeatures.ts),
// and `openForOrders`, which ordering channels take orders now (orderingHours.ts).
import { openForOrders } from "../../../domain/business/orderingHours";
import { enabledFeatures } from "../../../domain/business/restaurantFeatures";
import type { RestaurantSettings } from "../../../domain/business/restaurantSettings";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import type { Row } from "../../../domain/engine/projection";
import { type Success, success } from "../envelope";
import type { Caller } from "./caller";

export const restaurantView = (row: Row, caller: Caller): Row => {
  const settings = row.settings as RestaurantSettings;
  const now = caller.engine.context().now;
  return {
    ...row,
    enabledFeatures: enabledFeatures(settings.license, now),
    openForOrders: openForOrders(settings, now, settings["restaurant-setting"]?.timeZone),
  };
};

/** The restaurant as it is now, after a write. */
export const restaurantAnswer = async (caller: Caller, restaurantId: string): Promise<Success<Row | null>> => {
  const row = await caller.engine.readModels.get(RESTAURANTS_TABLE, restaurantId);
  return success(row === undefined ? null : restaurantView(row, caller));
};
