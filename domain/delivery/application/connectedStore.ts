// The store a restaurant is connected to on a platform, as a partner client needs it (the
// platform's store id and the credentials kept in the connection's stream), and the restaurant
// a platform's store id belongs to. A partner's failure becomes the answer a route gives.
// Decisions where the spec is silent: a restaurant not connected (no setting, or disabled) is
// '{Platform} is not connected' (400); an unknown store id is 'Invalid {store field}' (404);
// a platform's refusal (4xx) answers 400 with its message; an unreachable or failing platform
// answers 422 '{Platform} is unavailable, try again later'.
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { ReadModels } from "../../engine/projection";
import { deliveryConnectionDecider } from "../deliveryConnection";
import { PartnerError, type PartnerStore } from "../deliveryPartner";
import { type DeliveryPlatform, STORE_FIELD, deliveryStreamId } from "../deliveryPlatform";
import { DELIVERY_SETTINGS_TABLE } from "../deliverySettings.projection";

const PLATFORM_NAME: Readonly<Record<DeliveryPlatform, string>> = { foodpanda: "foodpanda", grabfood: "GrabFood", shopeefood: "ShopeeFood" };

export const notConnected = (platform: DeliveryPlatform): string => `${PLATFORM_NAME[platform]} is not connected`;
export const unavailable = (platform: DeliveryPlatform): string => `${PLATFORM_NAME[platform]} is unavailable, try again later`;

export const connectedStore = async (engine: Engine, platform: DeliveryPlatform, restaurantId: string): Promise<PartnerStore> => {
  const { state } = await engine.runner.load(deliveryConnectionDecider, deliveryStreamId(platform, restaurantId));
  const { enabled, storeRef, clientId, clientSecret } = state.connection;
  if (!enabled || storeRef === "") throw new DomainError(notConnected(platform), 400);
  return { storeRef, clientId, clientSecret };
};

/** The restaurant (and its business) connected to a platform's store id, else 404. */
export const restaurantOfStore = async (readModels: ReadModels, platform: DeliveryPlatform, storeRef: string): Promise<{ restaurantId: string; businessId: string }> => {
  const { rows } = await readModels.list(DELIVERY_SETTINGS_TABLE, { where: { platform, storeRef }, limit: 1 });
  const row = rows[0];
  if (row === undefined || storeRef === "") throw new DomainError(`Invalid ${STORE_FIELD[platform]}`, 404);
  return { restaurantId: String(row.restaurantId), businessId: String(row.businessId) };
};

/** Runs a partner call, turning its failure into the route's answer. */
export const withPartner = async <T>(platform: DeliveryPlatform, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error;
    if (error.status >= 400 && error.status < 500) throw new DomainError(error.message, 400);
    throw new DomainError(unavailable(platform), 422);
  }
};
