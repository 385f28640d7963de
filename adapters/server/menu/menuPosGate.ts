// The menu's POS gates on the server (domain/menu/menuPosGates.ts) and what the menu screens read
// to show them: GET /restaurants/{restaurantId}/menu-v3/pos-version → {version, reportedAt}
// (`read Menu`, menuAccess.ts). A gated write answers 400 'Required POS version {v}' and changes nothing.
// Both are the oldest till among the restaurants selling the menu the path restaurant uses
// (domain/menu/application/menuPosVersion.ts), not only the path restaurant's till.
import type { FastifyInstance } from "fastify";
import type { Engine } from "../../../domain/engine/commandRunner";
import { DomainError } from "../../../domain/engine/decider";
import type { LegacyKind } from "../../../domain/menu/application/legacyMenuEdits";
import { menuPosVersion } from "../../../domain/menu/application/menuPosVersion";
import { menuItemFeatures, menuPosGate } from "../../../domain/menu/menuPosGates";
import type { MenuItem } from "../../../domain/menu/menuModules";
import type { PosFeature } from "../../../domain/shared/posFeatures";
import { callerOf } from "../business/caller";
import { success } from "../envelope";
import { menuRestaurant } from "./menuAccess";

type GatePorts = Pick<Engine, "runner" | "readModels">;

/** Refuses with 'Required POS version {v}' when the oldest till selling the restaurant's menu lacks one of `features`. */
export const gatePosFeatures = async (engine: GatePorts, restaurantId: string, features: ReadonlyArray<PosFeature>): Promise<void> => {
  const problem = menuPosGate((await menuPosVersion(engine, restaurantId)).version, features);
  if (problem !== null) throw new DomainError(problem, 400);
};

/** A legacy record's gate: an addon-group of type PRODUCT is a nested add-on. */
export const gateLegacyRecord = async (engine: GatePorts, restaurantId: string, kind: LegacyKind, record: object): Promise<void> =>
  gatePosFeatures(engine, restaurantId, kind === "addon-group" && "type" in record ? menuItemFeatures("addonGroup", { id: "", addonGroupType: record.type } as MenuItem) : []);

type ById = { Params: { restaurantId: string } };

export const menuPosVersionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  app.get<ById>("/restaurants/:restaurantId/menu-v3/pos-version", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "read");
    return success(await menuPosVersion(engine, String(row.id)));
  });
};
