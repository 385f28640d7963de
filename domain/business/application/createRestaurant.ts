// Opening a restaurant (POST /restaurants, the demo and seed restaurants): the restaurant is
// listed on its business's stream (the quota and 'Business id not found' hold there, business.ts)
// and its own stream `restaurant-{id}` is created, in ONE unit of work: a refusal of either
// writes neither, so a business never lists a restaurant that does not exist.
// The caller chooses the id: a request with an Idempotency-Key derives it from the key.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { restaurantDecider } from "../restaurant";
import { restaurantStreamId } from "../restaurantModel";
import { type RestaurantProfileInput, restaurantProfileFromInput } from "../restaurantProfile";

export interface NewRestaurant {
  readonly restaurantId: string;
  readonly businessId: string;
  readonly profile: RestaurantProfileInput;
}

/** Opens the restaurant and answers its id (the first run's, for a repeated key). */
export const createRestaurant = async (engine: Engine, { restaurantId, businessId, profile }: NewRestaurant, options: RunOptions): Promise<string> => {
  const { value } = await engine.runner.transact(async (unit) => {
    await unit.decide(businessDecider, businessStreamId(businessId), { type: "AddRestaurant", data: { restaurantId } });
    await unit.decide(restaurantDecider, restaurantStreamId(restaurantId), {
      type: "CreateRestaurant",
      data: { restaurantId, businessId, profile: restaurantProfileFromInput(profile) },
    });
    return restaurantId;
  }, options);
  return value;
};
