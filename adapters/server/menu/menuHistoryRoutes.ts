// The menu's past (issue 15 item 6; spec 4 silent on the paths), next to menuRoutes.ts:
//   GET /restaurants/{restaurantId}/menu-v3/at?at=ISO       → the document as it was at the instant
//   GET /restaurants/{restaurantId}/menu-v3/diff?at=ISO     → {at, revAt, _rev, diff}: what changed since
//   PUT /restaurants/{restaurantId}/menu-v3/rollback {at, _rev, reason?} → the document, rolled back
// Reading needs `read Menu`; a rollback may create, update and delete items, so it needs all
// three (menuAccess.ts). `_rev` is required for a rollback ('Invalid _rev' when missing).
// Like every menu v3 write it needs a menu v3 till (menuPosGate.ts, 'Required POS version 3.0.0').
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { Revision } from "../../../domain/business/revision";
import { menuAtInstant, menuDiffSince } from "../../../domain/menu/application/menuAtInstant";
import { menuMasterId } from "../../../domain/menu/application/menuSharing";
import { rollbackMenu } from "../../../domain/menu/application/rollbackMenu";
import { menuDocumentView } from "../../../domain/menu/menuView";
import { boundedTrimmedText } from "../../../domain/shared/inputBounds";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { RequiredInstant } from "./instantQuery";
import { menuRestaurant } from "./menuAccess";
import { gatePosFeatures } from "./menuPosGate";
import { sendMenuDocument } from "./menuDocumentJson";

type ById = { Params: { restaurantId: string } };

export const INVALID_REV_MESSAGE = "Invalid _rev";

const AtQuery = Schema.Struct({ at: RequiredInstant });

const RollbackBody = Schema.Struct({
  at: RequiredInstant,
  _rev: Revision.annotateKey({ messageMissingKey: INVALID_REV_MESSAGE }),
  reason: Schema.optionalKey(boundedTrimmedText("Reason")),
});

export const menuHistoryRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const path = "/restaurants/:restaurantId/menu-v3";

  app.get<ById>(`${path}/at`, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "read");
    const { at } = decodeBody(AtQuery, request.query ?? {});
    const restaurantId = String(row.id);
    return success(menuDocumentView(await menuMasterId(engine, restaurantId), await menuAtInstant(engine, restaurantId, Temporal.Instant.from(at))));
  });

  app.get<ById>(`${path}/diff`, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "read");
    const { at } = decodeBody(AtQuery, request.query ?? {});
    return success(await menuDiffSince(engine, String(row.id), Temporal.Instant.from(at)));
  });

  app.put<ById>(`${path}/rollback`, async (request, reply) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "create");
    await menuRestaurant(caller, request.params.restaurantId, "update");
    await menuRestaurant(caller, request.params.restaurantId, "delete");
    const { at, _rev, reason } = decodeBody(RollbackBody, request.body);
    await gatePosFeatures(engine, String(row.id), ["menuV3"]);
    const rollback = { restaurantId: String(row.id), at: Temporal.Instant.from(at), rev: _rev, reason };
    return sendMenuDocument(reply, await rollbackMenu(engine, rollback, caller.options()));
  });
};
