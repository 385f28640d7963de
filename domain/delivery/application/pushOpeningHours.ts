// Sending a restaurant's opening hours to a platform (PUT /delivery/{platform}/opening-hours/{id}):
// its delivery operating hours (openingHoursPush.ts turns them into the platform's periods,
// overnight ranges split at midnight, in the business's time zone).
// Decisions where the spec is silent: the hours sent are those of the restaurant's
// `in-house-delivery` setting, the hours its kitchen takes delivery orders; without that setting
// the push is refused ('Set the delivery opening hours first'), as is a week GrabFood cannot
// take ('At most 3 opening periods on {day}'), before calling out.
import { Result } from "effect";
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { restaurantDecider } from "../../business/restaurant";
import { restaurantStreamId } from "../../business/restaurantModel";
import type { DeliveryPartners } from "../deliveryPartner";
import type { DeliveryPlatform } from "../deliveryPlatform";
import { type WeeklyOpenPeriods, openPeriodsOf } from "../openingHoursPush";
import { connectedStore, withPartner } from "./connectedStore";

export const DELIVERY_HOURS_REQUIRED = "Set the delivery opening hours first";

export const pushOpeningHours = async (engine: Engine, partners: DeliveryPartners, platform: DeliveryPlatform, restaurantId: string): Promise<WeeklyOpenPeriods> => {
  const { state } = await engine.runner.load(restaurantDecider, restaurantStreamId(restaurantId));
  const delivery = state.status === "active" ? state.settings["in-house-delivery"] : null;
  if (delivery === null) throw new DomainError(DELIVERY_HOURS_REQUIRED, 400);
  const periods = openPeriodsOf(delivery.operatingHours);
  if (Result.isFailure(periods)) throw new DomainError(periods.failure, 400);
  const store = await connectedStore(engine, platform, restaurantId);
  await withPartner(platform, () => partners[platform].pushOpeningHours(store, periods.success));
  return periods.success;
};
