// The menu v3 routes (spec 4 §7; ARCHITECTURE §3, pinned), under /api/v2:
//   GET  /restaurants/{restaurantId}/menu-v3 → the document
//   PUT  /restaurants/{restaurantId}/menu-v3 {_id, _rev, module, operation, data} → the document
//   PUT  /restaurants/{restaurantId}/menu-v3/master-catalog-setting {inclusiveTaxes, _rev?} → the document
//   GET  /restaurants/{restaurantId}/menu-v3/history?skip&limit → every change with who and when, newest first
//   GET  /restaurants/{restaurantId}/menu-v3/effective?channel&at → what a channel sees at an instant
// Authorisation: menuAccess.ts. A create with an Idempotency-Key derives the new item's id from it.
// A write needs the POS features it uses (menuPosGate.ts): 'Required POS version {v}' otherwise.
// The document is sent as prepared bytes (menuDocumentJson.ts).
// Beside: menuSharingRoutes (restaurants), menuMigrationRoutes (migrate), legacyMenuRoutes.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { CHANNELS } from "../../../domain/menu/availability";
import { changeMenu } from "../../../domain/menu/application/changeMenu";
import { channelMenu } from "../../../domain/menu/application/channelMenu";
import { menuHistory } from "../../../domain/menu/application/menuHistory";
import { readMenu } from "../../../domain/menu/application/readMenu";
import { setMasterCatalogSetting } from "../../../domain/menu/application/setMasterCatalogSetting";
import { MasterCatalogSettingBody, MenuChangeBody, changeDataSchema } from "../../../domain/menu/menuChangeInput";
import { pageOf, paged } from "../business/paging";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { menuRestaurant } from "./menuAccess";
import { sendMenuDocument } from "./menuDocumentJson";
import { gatePosFeatures } from "./menuPosGate";
import { menuItemFeatures } from "../../../domain/menu/menuPosGates";
import type { MenuItem } from "../../../domain/menu/menuModules";

type ById = { Params: { restaurantId: string } };

export const INVALID_CHANNEL = "Invalid channel";
export const INVALID_INSTANT = "Invalid date";

const isInstant = (text: string): boolean => {
  try {
    Temporal.Instant.from(text);
    return true;
  } catch {
    return false;
  }
};

const EffectiveQuery = Schema.Struct({
  channel: Schema.Literals(CHANNELS).annotate({ message: INVALID_CHANNEL }).annotateKey({ messageMissingKey: INVALID_CHANNEL }),
  at: Schema.optionalKey(Schema.String.check(Schema.makeFilter((text: string) => (text.length <= 64 && isInstant(text)) || INVALID_INSTANT))),
});

export const menuRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const path = "/restaurants/:restaurantId/menu-v3";

  app.get<ById>(path, async (request, reply) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "read");
    return sendMenuDocument(reply, await readMenu(engine, String(row.id)));
  });

  app.put<ById>(path, async (request, reply) => {
    const caller = await callerOf(request, engine);
    const { _rev, module, operation, data } = decodeBody(MenuChangeBody, request.body);
    const row = await menuRestaurant(caller, request.params.restaurantId, operation);
    const item = decodeBody(changeDataSchema(module, operation), data);
    const features = operation === "delete" ? [] : menuItemFeatures(module, item as MenuItem);
    await gatePosFeatures(engine, String(row.id), ["menuV3", ...features]);
    const edit = { restaurantId: String(row.id), module, operation, data: item, rev: caller.revision(_rev), newId: caller.newId("menu-v3-create") };
    return sendMenuDocument(reply, await changeMenu(engine, edit, caller.options()));
  });

  app.put<ById>(`${path}/master-catalog-setting`, async (request, reply) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "update");
    const { _rev, inclusiveTaxes } = decodeBody(MasterCatalogSettingBody, request.body);
    await gatePosFeatures(engine, String(row.id), ["menuV3"]);
    const document = await setMasterCatalogSetting(engine, { restaurantId: String(row.id), inclusiveTaxes, rev: caller.revision(_rev) }, caller.options());
    return sendMenuDocument(reply, document);
  });

  app.get<ById>(`${path}/history`, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "read");
    const page = pageOf(request.query ?? {});
    const history = await menuHistory(engine, String(row.id), page);
    return paged(history.resources, history.total);
  });

  app.get<ById>(`${path}/effective`, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "read");
    const query = decodeBody(EffectiveQuery, request.query ?? {});
    const at = query.at === undefined ? undefined : Temporal.Instant.from(query.at);
    return success(await channelMenu(engine, { restaurantId: String(row.id), businessId: String(row.businessId), channel: query.channel, at }));
  });
};
