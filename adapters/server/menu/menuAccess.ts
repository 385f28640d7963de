// Who may read and change a restaurant's menu: the `Menu` subject in the restaurant's business
// (spec 4 §6: permission subjects menu and stock). A restaurant the caller may see neither as a
// restaurant nor through its menu answers 404 'Invalid restaurant' (ids of other tenants are not
// confirmed); a visible one whose menu the caller may not touch with `action` is 403.
// Decision where the spec is silent: reading the menu needs `read Menu` (an owner manages it; a
// team member needs a Menu grant), the write actions follow the operation (create, update,
// delete; `manage` covers all three; the master catalog setting is an update).
import type { Action } from "../../../domain/auth/permissions";
import { canIn } from "../../../domain/auth/abilityChecks";
import { INVALID_RESTAURANT } from "../../../domain/business/restaurant";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { forbidUnless } from "../business/access";
import type { Caller } from "../business/caller";

/** The restaurant row whose menu the caller may act on with `action`, else 404 or 403. */
export const menuRestaurant = async (caller: Caller, restaurantId: string, action: Action): Promise<Row> => {
  const row = await caller.engine.readModels.get(RESTAURANTS_TABLE, restaurantId);
  const businessId = String(row?.businessId);
  const ability = caller.user.ability;
  if (row === undefined || !(canIn(ability, "read", "Restaurant", businessId) || canIn(ability, "read", "Menu", businessId))) {
    throw new DomainError(INVALID_RESTAURANT, 404);
  }
  forbidUnless(canIn(ability, action, "Menu", businessId));
  return row;
};
