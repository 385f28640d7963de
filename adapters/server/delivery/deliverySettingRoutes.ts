// The delivery setting routes (spec 4 §7, ARCHITECTURE §3), under /api/v2, for each platform
// foodpanda | grabfood | shopeefood:
//   GET /delivery/{platform}/setting/{restaurantId}  → the setting (secret as a hint only)
//   PUT /delivery/{platform}/setting/{restaurantId}  {_id, enabled, store id, clientId, clientSecret?, _rev?} → the setting
// Reading needs `read Restaurant` and writing `update Restaurant` in the restaurant's business:
// the spec names no delivery permission of a business (its `Delivery` subject is the provider's),
// and a platform connection is a setting of the restaurant like its other setting groups.
// Saving an enabled connection needs a till able to take delivery orders (deliveryPosGate.ts).
import type { FastifyInstance } from "fastify";
import { deliverySettingView } from "../../../domain/delivery/application/deliverySettingView";
import { saveDeliverySetting } from "../../../domain/delivery/application/saveDeliverySetting";
import { DELIVERY_PLATFORMS, type DeliveryPlatform } from "../../../domain/delivery/deliveryPlatform";
import { settingBody, settingEditOf } from "../../../domain/delivery/deliverySetting";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { readableRestaurant, restaurantFor } from "../business/access";
import { callerOf } from "../business/caller";
import { gateDeliveryIntegration } from "./deliveryPosGate";

type ById = { Params: { restaurantId: string } };

export const deliverySettingRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  const route = (platform: DeliveryPlatform) => {
    const Body = settingBody(platform);
    const path = `/delivery/${platform}/setting/:restaurantId`;

    app.get<ById>(path, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await readableRestaurant(caller, request.params.restaurantId);
      return success(await deliverySettingView(engine.readModels, platform, String(row.id)));
    });

    app.put<ById>(path, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await restaurantFor(caller, request.params.restaurantId, "update");
      const body = decodeBody(Body, request.body) as Readonly<Record<string, unknown>> & { readonly _id: string; readonly _rev?: number };
      const restaurantId = String(row.id);
      if (body.enabled === true) await gateDeliveryIntegration(engine, restaurantId);
      const save = { platform, restaurantId, businessId: String(row.businessId), id: body._id, edit: settingEditOf(platform, body), rev: caller.revision(body._rev) };
      await saveDeliverySetting(engine, save, caller.options());
      return success(await deliverySettingView(engine.readModels, platform, restaurantId));
    });
  };
  for (const platform of DELIVERY_PLATFORMS) route(platform);
};
