// What the API answers for a restaurant (its Schema: domain/business/restaurantResponse.ts): its
// read-model row (`_rev` included) plus what holds at this instant: `enabledFeatures`, the
// features its licence turns on (restaurantFeatures.ts), and `openForOrders`, which ordering
// channels take orders now (orderingHours.ts).
import type { Temporal } from "temporal-polyfill";
import { openForOrders } from "../../../domain/business/orderingHours";
import { enabledFeatures } from "../../../domain/business/restaurantFeatures";
import { type RestaurantResponse, restaurantAnswerOf } from "../../../domain/business/restaurantResponse";
import type { RestaurantSettings } from "../../../domain/business/restaurantSettings";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import type { Row } from "../../../domain/engine/projection";
import { type Success, success } from "../envelope";
import type { PagedList } from "./paging";
import type { Caller } from "./caller";

export const restaurantView = (row: Row, now: Temporal.Instant): RestaurantResponse => {
  const settings = row.settings as RestaurantSettings;
  return restaurantAnswerOf({
    ...row,
    enabledFeatures: enabledFeatures(settings.license, now),
    openForOrders: openForOrders(settings, now, settings["restaurant-setting"]?.timeZone),
  });
};

/** A page of restaurant rows as answered. */
export const restaurantPage = ({ data }: Success<PagedList>, now: Temporal.Instant): Success<PagedList> =>
  success({ ...data, resources: data.resources.map((row) => restaurantView(row, now)) });

/** The restaurant as it is now, after a write. */
export const restaurantAnswer = async (caller: Caller, restaurantId: string): Promise<Success<RestaurantResponse | null>> => {
  const row = await caller.engine.readModels.get(RESTAURANTS_TABLE, restaurantId);
  return success(row === undefined ? null : restaurantView(row, caller.engine.context().now));
};
