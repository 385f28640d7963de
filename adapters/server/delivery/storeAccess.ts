// Who may act on a platform store named in a request (a campaign's merchantID): the store's
// restaurant is found through its connection, then checked like every restaurant resource, with
// the business's rights on `subject` (access.ts). A store of a restaurant the caller may not read
// answers as unknown (404 'Invalid merchantID'), so other tenants' store ids are not confirmed.
import type { Action, BusinessSubject } from "../../../domain/auth/permissions";
import { canIn } from "../../../domain/auth/abilityChecks";
import { restaurantOfStore } from "../../../domain/delivery/application/connectedStore";
import { type DeliveryPlatform, STORE_FIELD } from "../../../domain/delivery/deliveryPlatform";
import { DomainError } from "../../../domain/engine/decider";
import { forbidUnless } from "../business/access";
import type { Caller } from "../business/caller";

export const storeRestaurantFor = async (caller: Caller, platform: DeliveryPlatform, storeRef: string, action: Action, subject: BusinessSubject): Promise<string> => {
  const unknown = new DomainError(`Invalid ${STORE_FIELD[platform]}`, 404);
  const { restaurantId, businessId } = await restaurantOfStore(caller.engine.readModels, platform, storeRef).catch(() => {
    throw unknown;
  });
  if (!canIn(caller.user.ability, "read", "Restaurant", businessId)) throw unknown;
  forbidUnless(canIn(caller.user.ability, action, subject, businessId));
  return restaurantId;
};
