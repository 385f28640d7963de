// Which restaurants share a menu (spec 4 §7, payload not shown; the model in
// domain/menu/menuSharing.ts), next to menuRoutes.ts:
//   GET /restaurants/{restaurantId}/menu-v3/restaurants → the group whose menu the restaurant uses
//   PUT /restaurants/{restaurantId}/menu-v3/restaurants {restaurantIds, _rev?} → the same, after
//       setting which restaurants share this restaurant's menu
//   PUT /restaurants/{restaurantId}/menu-v3/master {masterRestaurantId, _rev?} → the same, after
//       switching the menu this restaurant uses (its own when masterRestaurantId is itself) in
//       one command: leaving the current master and joining the new one land together or not at all
// Reading needs `read Menu`, setting `update Menu`, in the restaurant's business (menuAccess.ts):
// every listed restaurant is checked to be of that same business by the decider.
import type { FastifyInstance } from "fastify";
import { readMenuSharing, setMenuSharing, switchMenuMaster } from "../../../domain/menu/application/menuSharing";
import { MenuMasterBody, MenuSharingBody } from "../../../domain/menu/menuSharingResponse";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { menuRestaurant } from "./menuAccess";

type ById = { Params: { restaurantId: string } };

export const menuSharingRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const path = "/restaurants/:restaurantId/menu-v3/restaurants";

  app.get<ById>(path, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "read");
    return success(await readMenuSharing(engine, String(row.businessId), String(row.id)));
  });

  app.put<ById>(path, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "update");
    const { restaurantIds, _rev } = decodeBody(MenuSharingBody, request.body);
    const edit = { businessId: String(row.businessId), restaurantId: String(row.id), restaurantIds, rev: caller.revision(_rev) };
    return success(await setMenuSharing(engine, edit, caller.options()));
  });

  app.put<ById>("/restaurants/:restaurantId/menu-v3/master", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "update");
    const { masterRestaurantId, _rev } = decodeBody(MenuMasterBody, request.body);
    const edit = { businessId: String(row.businessId), restaurantId: String(row.id), masterRestaurantId, rev: caller.revision(_rev) };
    return success(await switchMenuMaster(engine, edit, caller.options()));
  });
};
