// A restaurant's menu sync on each platform (spec 4 §7, ARCHITECTURE §3), under /api/v2, for
// foodpanda | grabfood | shopeefood:
//   GET /delivery/{platform}/menu-sync/{restaurantId}          → the status, the latest sync's report, the live menu, the history
//   PUT /delivery/{platform}/menu-sync/{restaurantId}          → publishes the current menu (refused with the first
//       problem when the platform's rule pack finds one), answers the status; a repeat while it runs joins it
//   GET /delivery/{platform}/menu-sync/{restaurantId}/dry-run  → {problems, categoryCount, itemCount}: nothing is sent
//   GET /delivery/{platform}/menu-sync/{restaurantId}/drift    → {liveSyncId, acceptedAt, items}: ours against the platform's
// Reading needs `read Restaurant`, publishing `update Restaurant`, like the connection itself, and
// a till able to take delivery orders (deliveryPosGate.ts).
// Decision where the spec is silent: the spec's table names PUT for foodpanda and GET for the
// others; every platform answers both here, GET reading the status and PUT publishing, so a
// read never publishes. foodpanda's push runs after the PUT answers, as a reaction to the recorded
// request (domain/delivery/application/foodpandaMenuPushReaction.ts): the page follows it like
// GrabFood's webhooks.
import type { FastifyInstance } from "fastify";
import { dryRunMenuSync, loadMenuSync, menuSyncView, platformMenuDrift, startMenuSync } from "../../../domain/delivery/application/menuSync";
import type { MenuPublishers } from "../../../domain/delivery/deliveryPartner";
import { DELIVERY_PLATFORMS, type DeliveryPlatform } from "../../../domain/delivery/deliveryPlatform";
import { success } from "../envelope";
import { readableRestaurant, restaurantFor } from "../business/access";
import { callerOf } from "../business/caller";
import { gateDeliveryIntegration } from "./deliveryPosGate";

type ById = { Params: { restaurantId: string } };

export const menuSyncRoutes = async (app: FastifyInstance, { publishers }: { readonly publishers: MenuPublishers }): Promise<void> => {
  const { engine } = app.identity;

  const readable = async (request: { params: { restaurantId: string } } & Parameters<typeof callerOf>[0]) => {
    const row = await readableRestaurant(await callerOf(request, engine), request.params.restaurantId);
    return { restaurantId: String(row.id), businessId: String(row.businessId) };
  };

  const route = (platform: DeliveryPlatform) => {
    const path = `/delivery/${platform}/menu-sync/:restaurantId`;

    app.get<ById>(path, async (request) => {
      const { restaurantId } = await readable(request);
      return success(menuSyncView(platform, restaurantId, await loadMenuSync(engine, platform, restaurantId)));
    });

    app.put<ById>(path, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await restaurantFor(caller, request.params.restaurantId, "update");
      const ref = { restaurantId: String(row.id), businessId: String(row.businessId) };
      await gateDeliveryIntegration(engine, ref.restaurantId);
      return success(menuSyncView(platform, ref.restaurantId, await startMenuSync(engine, publishers, platform, ref, caller.options())));
    });

    app.get<ById>(`${path}/dry-run`, async (request) => success(await dryRunMenuSync(engine, platform, await readable(request))));

    app.get<ById>(`${path}/drift`, async (request) => success(await platformMenuDrift(engine, platform, await readable(request))));
  };
  for (const platform of DELIVERY_PLATFORMS) route(platform);
};
