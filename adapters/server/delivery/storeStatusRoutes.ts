// A restaurant's store on each platform (foodpanda | grabfood | shopeefood), under /api/v2:
//   PUT /delivery/{platform}/store-status/{restaurantId}  {isPause: true, duration: "30m"|"1h"|"24h"} | {isPause: false}
//       → the setting, with `paused` and `reopenAt` (the reopen job resumes it then)
//   PUT /delivery/{platform}/opening-hours/{restaurantId} → the open periods sent to the platform
//   GET /delivery/special-hours/{restaurantId} → the restaurant's special opening hours {_id, _rev, timeZone, specialHours}
//   PUT /delivery/special-hours/{restaurantId} {specialHours, _rev?} → the same (the list replaced, checked first)
//   PUT /delivery/{platform}/special-opening-hours/{restaurantId} → {specialHours}: the entries sent to the platform
//   GET /delivery/{platform}/item-availability/{restaurantId} → the items marked unavailable ("86") and when each comes back
//   PUT /delivery/{platform}/item-availability/{restaurantId}
//       {itemIds, available: false, for: "1h"|"4h"|"today"|"manual"} | {itemIds, available: true} → the same
// The writes need `update Restaurant` in the restaurant's business, like the setting itself;
// reading the items needs `read Restaurant`. Pausing, pushing hours and marking items unavailable
// need a till able to take delivery orders (deliveryPosGate.ts); resuming and restoring do not.
// Special hours are kept per restaurant for every platform (`read`/`update Restaurant`); pushing
// them to a platform is gated like the weekly hours.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { deliverySettingView } from "../../../domain/delivery/application/deliverySettingView";
import { pushOpeningHours } from "../../../domain/delivery/application/pushOpeningHours";
import { pauseStore, resumeStore } from "../../../domain/delivery/application/storePause";
import type { DeliveryPartners } from "../../../domain/delivery/deliveryPartner";
import { DELIVERY_PLATFORMS, type DeliveryPlatform } from "../../../domain/delivery/deliveryPlatform";
import { PauseDuration } from "../../../domain/delivery/storeStatus";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { readableRestaurant, restaurantFor } from "../business/access";
import { itemAvailabilityView, markItemsUnavailable, restoreItems } from "../../../domain/delivery/application/itemAvailability";
import { UnavailableFor } from "../../../domain/delivery/itemAvailability";
import { boundedList, requiredId } from "../../../domain/shared/inputBounds";
import { callerOf } from "../business/caller";
import { pushSpecialHours, saveSpecialHours, specialHoursView } from "../../../domain/delivery/application/specialHours";
import { SpecialHoursList } from "../../../domain/delivery/specialHours";
import { gateDeliveryIntegration } from "./deliveryPosGate";

type ById = { Params: { restaurantId: string } };
const ItemIds = boundedList(requiredId("Item id is required"), 200, "items");
const AvailabilityBody = Schema.Union([
  Schema.Struct({ itemIds: ItemIds, available: Schema.Literal(false), for: UnavailableFor }),
  Schema.Struct({ itemIds: ItemIds, available: Schema.Literal(true) }),
]);
const SpecialHoursBody = Schema.Struct({ specialHours: SpecialHoursList, _rev: Schema.optional(Schema.Number) });
const StatusBody = Schema.Union([
  Schema.Struct({ isPause: Schema.Literal(true), duration: PauseDuration }),
  Schema.Struct({ isPause: Schema.Literal(false) }),
]);

export const storeStatusRoutes = async (app: FastifyInstance, { partners }: { readonly partners: DeliveryPartners }): Promise<void> => {
  const { engine } = app.identity;

  const route = (platform: DeliveryPlatform) => {
    app.put<ById>(`/delivery/${platform}/store-status/:restaurantId`, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await restaurantFor(caller, request.params.restaurantId, "update");
      const body = decodeBody(StatusBody, request.body);
      const ref = { platform, restaurantId: String(row.id), businessId: String(row.businessId) };
      if (body.isPause) {
        await gateDeliveryIntegration(engine, ref.restaurantId);
        await pauseStore(engine, partners, { ...ref, duration: body.duration }, caller.options());
      } else await resumeStore(engine, partners, ref, caller.options());
      return success(await deliverySettingView(engine.readModels, platform, ref.restaurantId));
    });

    app.put<ById>(`/delivery/${platform}/opening-hours/:restaurantId`, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await restaurantFor(caller, request.params.restaurantId, "update");
      await gateDeliveryIntegration(engine, String(row.id));
      return success(await pushOpeningHours(engine, partners, platform, String(row.id)));
    });

    app.put<ById>(`/delivery/${platform}/special-opening-hours/:restaurantId`, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await restaurantFor(caller, request.params.restaurantId, "update");
      await gateDeliveryIntegration(engine, String(row.id));
      return success({ specialHours: await pushSpecialHours(engine, partners, platform, { restaurantId: String(row.id), businessId: String(row.businessId) }) });
    });

    const items = `/delivery/${platform}/item-availability/:restaurantId`;
    app.get<ById>(items, async (request) => {
      const row = await readableRestaurant(await callerOf(request, engine), request.params.restaurantId);
      return success(await itemAvailabilityView(engine, { platform, restaurantId: String(row.id), businessId: String(row.businessId) }));
    });

    app.put<ById>(items, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await restaurantFor(caller, request.params.restaurantId, "update");
      const body = decodeBody(AvailabilityBody, request.body);
      const ref = { platform, restaurantId: String(row.id), businessId: String(row.businessId) };
      if (body.available) await restoreItems(engine, partners, ref, body.itemIds, caller.options());
      else {
        await gateDeliveryIntegration(engine, ref.restaurantId);
        await markItemsUnavailable(engine, partners, { ...ref, itemIds: body.itemIds, span: body.for }, caller.options());
      }
      return success(await itemAvailabilityView(engine, ref));
    });
  };
  for (const platform of DELIVERY_PLATFORMS) route(platform);

  const special = "/delivery/special-hours/:restaurantId";
  app.get<ById>(special, async (request) => {
    const row = await readableRestaurant(await callerOf(request, engine), request.params.restaurantId);
    return success(await specialHoursView(engine, { restaurantId: String(row.id), businessId: String(row.businessId) }));
  });

  app.put<ById>(special, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await restaurantFor(caller, request.params.restaurantId, "update");
    const body = decodeBody(SpecialHoursBody, request.body);
    const ref = { restaurantId: String(row.id), businessId: String(row.businessId) };
    return success(await saveSpecialHours(engine, ref, body.specialHours, caller.revision(body._rev), caller.options()));
  });
};
