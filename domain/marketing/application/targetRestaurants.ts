// The rule every voucher and promotion write shares: its target restaurants are restaurants of
// its own business, else 400 'Invalid Restaurant Id' at the first foreign one (path
// `targetRestaurant.{index}` in the stored, de-duplicated list).
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import { DomainError } from "../../engine/decider";
import type { ReadModels } from "../../engine/projection";
import { INVALID_RESTAURANT_ID } from "../../shared/fieldRules";

export const refuseForeignRestaurants = async (readModels: ReadModels, businessId: string, restaurantIds: ReadonlyArray<string>): Promise<void> => {
  for (const [index, restaurantId] of restaurantIds.entries()) {
    const row = await readModels.get(RESTAURANTS_TABLE, restaurantId);
    if (row?.businessId !== businessId) throw new DomainError(INVALID_RESTAURANT_ID, 400, ["targetRestaurant", index]);
  }
};
