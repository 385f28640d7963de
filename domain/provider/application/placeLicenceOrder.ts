// Placing a licence order (POST /admin/license-orders, the demo data): in ONE unit of work the
// restaurant's `license` and `channel` setting groups take the order's terms (the same command
// as `PUT /restaurants/{id}/license` and `/channel`) and the order stream records them with
// what the restaurant had before. A missing restaurant is 'Invalid restaurant' (404); an expiry
// day not after today in the restaurant's zone is refused (licenceExpiry.ts).
import { Temporal } from "temporal-polyfill";
import { BUSINESSES_TABLE } from "../../business/businesses.projection";
import { restaurantDecider } from "../../business/restaurant";
import { DEFAULT_RELEASE_CHANNEL, licenseFromInput } from "../../business/restaurantFeatures";
import { restaurantStreamId } from "../../business/restaurantModel";
import { settingChange } from "../../business/restaurantSettings";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { expiryDayProblem, expiryInstantOf } from "../licenceExpiry";
import { type LicenceOrderInput, licenceOrderDecider, licenceOrderStreamId } from "../licenceOrder";
import { restaurantTimeZone } from "../restaurantTimeZone";

export interface LicenceOrderRequest extends LicenceOrderInput {
  readonly orderId: string;
  readonly orderedBy: { readonly userId: string; readonly name: string };
}

export const placeLicenceOrder = async (engine: Engine, order: LicenceOrderRequest, options: RunOptions): Promise<string> => {
  await engine.runner.transact(async (unit) => {
    const stream = restaurantStreamId(order.restaurantId);
    const { state } = await unit.load(restaurantDecider, stream);
    if (state.status !== "active") throw new DomainError("Invalid restaurant", 404);
    const timeZone = restaurantTimeZone({ profile: state.settings.profile, settings: state.settings });
    let expiredAt: string | null = null;
    if (order.expiresOn !== null) {
      const day = Temporal.PlainDate.from(order.expiresOn);
      const problem = expiryDayProblem(day, unit.context.now, timeZone);
      if (problem !== null) throw new DomainError(problem, 400, ["expiresOn"]);
      expiredAt = expiryInstantOf(day, timeZone);
    }
    const license = licenseFromInput({ expiredAt, features: order.features });
    const previous = { license: state.settings.license, channel: state.settings.channel?.channel ?? DEFAULT_RELEASE_CHANNEL };
    await unit.decide(restaurantDecider, stream, { type: "UpdateSetting", data: { change: settingChange("license", license) } });
    await unit.decide(restaurantDecider, stream, { type: "UpdateSetting", data: { change: settingChange("channel", { channel: order.channel }) } });
    const business = await engine.readModels.get(BUSINESSES_TABLE, state.businessId);
    await unit.decide(licenceOrderDecider, licenceOrderStreamId(order.orderId), {
      type: "PlaceLicenceOrder",
      data: {
        restaurantId: order.restaurantId,
        restaurantName: state.settings.profile.name,
        businessId: state.businessId,
        businessName: String(business?.name ?? ""),
        terms: { license, channel: order.channel },
        previous,
        orderedBy: order.orderedBy,
        timeZone,
      },
    });
  }, options);
  return order.orderId;
};
