// A restaurant's GrabFood menu sync (spec 4 §7, ARCHITECTURE §3), under /api/v2:
//   GET /delivery/grabfood/menu-sync/{restaurantId}          → the status, the latest sync's report, the live menu, the history
//   PUT /delivery/grabfood/menu-sync/{restaurantId}          → publishes the current menu (refused with the first
//       problem when the rule pack finds one), answers the status; a repeat while it runs joins it
//   GET /delivery/grabfood/menu-sync/{restaurantId}/dry-run  → {problems, categoryCount, itemCount}: nothing is sent
//   GET /delivery/grabfood/menu-sync/{restaurantId}/drift    → {liveSyncId, acceptedAt, items}: ours against GrabFood's
// Reading needs `read Restaurant`, publishing `update Restaurant`, like the connection itself.
import type { FastifyInstance } from "fastify";
import { dryRunMenuSync, grabMenuDrift, loadMenuSync, menuSyncView, startMenuSync } from "../../../domain/delivery/application/menuSync";
import type { DeliveryPartner } from "../../../domain/delivery/deliveryPartner";
import { success } from "../envelope";
import { readableRestaurant, restaurantFor } from "../business/access";
import { callerOf } from "../business/caller";

type ById = { Params: { restaurantId: string } };
const PATH = "/delivery/grabfood/menu-sync/:restaurantId";

export const menuSyncRoutes = async (app: FastifyInstance, { partner }: { readonly partner: DeliveryPartner }): Promise<void> => {
  const { engine } = app.identity;

  const readable = async (request: { params: { restaurantId: string } } & Parameters<typeof callerOf>[0]) => {
    const row = await readableRestaurant(await callerOf(request, engine), request.params.restaurantId);
    return { restaurantId: String(row.id), businessId: String(row.businessId) };
  };

  app.get<ById>(PATH, async (request) => {
    const { restaurantId } = await readable(request);
    return success(menuSyncView(restaurantId, await loadMenuSync(engine, restaurantId)));
  });

  app.put<ById>(PATH, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await restaurantFor(caller, request.params.restaurantId, "update");
    const ref = { restaurantId: String(row.id), businessId: String(row.businessId) };
    return success(menuSyncView(ref.restaurantId, await startMenuSync(engine, partner, ref, caller.options())));
  });

  app.get<ById>(`${PATH}/dry-run`, async (request) => success(await dryRunMenuSync(engine, await readable(request))));

  app.get<ById>(`${PATH}/drift`, async (request) => success(await grabMenuDrift(engine, await readable(request))));
};
