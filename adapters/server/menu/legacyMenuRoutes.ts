// The legacy menu API (spec 4 §7 "Legacy menu"; shapes in domain/menu/legacyMenu.ts) over the
// restaurant's menu v3 aggregate (domain/menu/application/legacyMenuEdits.ts), under /api/v2:
//   GET|POST|PUT|DELETE /restaurants/{restaurantId}/product            (DELETE body {_id})
//   PUT  /restaurants/{restaurantId}/product/update-addon-group {_id, addonGroups}
//   PUT  /restaurants/{restaurantId}/product/addon-group {addonGroupId, productIds}
//   GET|POST|PUT|DELETE /restaurants/{restaurantId}/product-category   (DELETE body {_id})
//   GET|POST|PUT|DELETE /restaurants/{restaurantId}/addon-group        (DELETE body {_id})
//   PUT  /restaurants/{restaurantId}/addon-group/merge {_id, sourceIds}
// GET answers the module's records, POST and PUT the record written, DELETE `{_id}`.
// Authorisation as the menu v3 routes (menuAccess.ts): GET `read Menu`, POST `create`, PUT
// `update`, DELETE `delete`; a merge deletes its sources, so it needs `update` and `delete`.
// POS gates (menuPosGates.ts) answer 'Required POS version {v}' before anything is written.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import {
  type LegacyKind, createLegacy, deleteLegacy, listLegacy, mergeAddonGroups, setAddonGroupProducts, setProductAddonGroups, updateLegacy,
} from "../../../domain/menu/application/legacyMenuEdits";
import { LEGACY_SCHEMAS } from "../../../domain/menu/legacyMenu";
import { ID_REQUIRED } from "../../../domain/menu/menuChangeInput";
import { IdList } from "../../../domain/menu/menuFields";
import { requiredId } from "../../../domain/shared/inputBounds";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { menuRestaurant } from "./menuAccess";
import { gateLegacyRecord } from "./menuPosGate";

type ById = { Params: { restaurantId: string } };

const Ref = Schema.Struct({ _id: requiredId(ID_REQUIRED) });
const ProductAddonGroups = Schema.Struct({ _id: requiredId(ID_REQUIRED), addonGroups: IdList("add-on groups") });
const AddonGroupProducts = Schema.Struct({ addonGroupId: requiredId(ID_REQUIRED), productIds: IdList("products") });
const Merge = Schema.Struct({ _id: requiredId(ID_REQUIRED), sourceIds: IdList("add-on groups") });

const KINDS: ReadonlyArray<LegacyKind> = ["product", "product-category", "addon-group"];

export const legacyMenuRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const base = "/restaurants/:restaurantId";

  for (const kind of KINDS) {
    const path = `${base}/${kind}`;
    const schema = LEGACY_SCHEMAS[kind] as unknown as Schema.Codec<Parameters<typeof createLegacy>[3], unknown>;
    const withId = Schema.Struct({ ...LEGACY_SCHEMAS[kind].fields, _id: requiredId(ID_REQUIRED) }) as unknown as Schema.Codec<Parameters<typeof updateLegacy>[3], unknown>;

    app.get<ById>(path, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await menuRestaurant(caller, request.params.restaurantId, "read");
      return success(await listLegacy(engine, { restaurantId: String(row.id) }, kind));
    });

    app.post<ById>(path, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await menuRestaurant(caller, request.params.restaurantId, "create");
      const record = decodeBody(schema, request.body);
      await gateLegacyRecord(engine, String(row.id), kind, record);
      return success(await createLegacy(engine, { restaurantId: String(row.id), newId: caller.newId(`legacy-${kind}-create`) }, kind, record, caller.options()));
    });

    app.put<ById>(path, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await menuRestaurant(caller, request.params.restaurantId, "update");
      const record = decodeBody(withId, request.body);
      await gateLegacyRecord(engine, String(row.id), kind, record);
      return success(await updateLegacy(engine, { restaurantId: String(row.id) }, kind, record, caller.options()));
    });

    app.delete<ById>(path, async (request) => {
      const caller = await callerOf(request, engine);
      const row = await menuRestaurant(caller, request.params.restaurantId, "delete");
      const { _id } = decodeBody(Ref, request.body ?? {});
      return success(await deleteLegacy(engine, { restaurantId: String(row.id) }, kind, _id, caller.options()));
    });
  }

  app.put<ById>(`${base}/product/update-addon-group`, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "update");
    const edit = decodeBody(ProductAddonGroups, request.body);
    return success(await setProductAddonGroups(engine, { restaurantId: String(row.id) }, edit, caller.options()));
  });

  app.put<ById>(`${base}/product/addon-group`, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "update");
    const edit = decodeBody(AddonGroupProducts, request.body);
    return success(await setAddonGroupProducts(engine, { restaurantId: String(row.id) }, edit, caller.options()));
  });

  app.put<ById>(`${base}/addon-group/merge`, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "update");
    await menuRestaurant(caller, request.params.restaurantId, "delete");
    const edit = decodeBody(Merge, request.body);
    return success(await mergeAddonGroups(engine, { restaurantId: String(row.id) }, edit, caller.options()));
  });
};
