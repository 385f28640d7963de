// Migrating a legacy menu into v3 (spec 4 §7 `PUT menu-v3/migrate`, payload not shown; the plan
// in domain/menu/legacyMigration.ts), next to menuRoutes.ts:
//   PUT /restaurants/{restaurantId}/menu-v3/migrate {categories, addonGroups, products, dryRun?, _rev?}
//       → {created: {category, addonGroup, product}, skipped: [{module, _id, name, reason}], records, _rev, applied}
// A migration creates items, so it needs `create Menu` (menuAccess.ts), and the till must run a
// menu v3 POS (menuV3 3.0.0, plus nested add-ons 4.0.0 when a group is of type PRODUCT).
import type { FastifyInstance } from "fastify";
import { migrateMenu } from "../../../domain/menu/application/migrateMenu";
import { MigrateBody } from "../../../domain/menu/legacyMigrationInput";
import type { PosFeature } from "../../../domain/shared/posFeatures";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { menuRestaurant } from "./menuAccess";
import { gatePosFeatures } from "./menuPosGate";

type ById = { Params: { restaurantId: string } };

export const menuMigrationRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  app.put<ById>("/restaurants/:restaurantId/menu-v3/migrate", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "create");
    const { categories, addonGroups, products, dryRun, _rev } = decodeBody(MigrateBody, request.body);
    const nested: ReadonlyArray<PosFeature> = addonGroups.some((g) => g.type === "PRODUCT") ? ["nestedAddon"] : [];
    await gatePosFeatures(engine, String(row.id), ["menuV3", ...nested]);
    const migration = { restaurantId: String(row.id), legacy: { categories, addonGroups, products }, dryRun: dryRun === true, rev: caller.revision(_rev) };
    return success(await migrateMenu(engine, migration, caller.options()));
  });
};
