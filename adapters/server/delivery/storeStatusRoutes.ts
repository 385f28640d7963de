// A restaurant's store on each platform (foodpanda | grabfood | shopeefood), under /api/v2:
//   PUT /delivery/{platform}/store-status/{restaurantId}  {isPause: true, duration: "30m"|"1h"|"24h"} | {isPause: false}
//       → the setting, with `paused` and `reopenAt` (the reopen job resumes it then)
//   PUT /delivery/{platform}/opening-hours/{restaurantId} → the open periods sent to the platform
// Both need `update Restaurant` in the restaurant's business, like the setting itself.
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
import { restaurantFor } from "../business/access";
import { callerOf } from "../business/caller";

type ById = { Params: { restaurantId: string } };
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
      if (body.isPause) await pauseStore(engine, partners, { ...ref, duration: body.duration }, caller.options());
      else await resumeStore(engine, partners, ref, caller.options());
      return success(await deliverySettingView(engine.readModels, platform, ref.restaurantId));
    });

    app.put<ById>(`/delivery/${platform}/opening-hours/:restaurantId`, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await restaurantFor(caller, request.params.restaurantId, "update");
      return success(await pushOpeningHours(engine, partners, platform, String(row.id)));
    });
  };
  for (const platform of DELIVERY_PLATFORMS) route(platform);
};
