// The promotion routes (spec 3 §7 "Promotions: GET, POST, PUT, DELETE on /promotions"), under
// /api/v2/businesses/{businessId}:
//   GET    /promotions?target&status&skip&limit&sortBy&search → paged promotions with status
//   GET    /promotions/{id}                                   → the promotion
//   POST   /promotions       (Idempotency-Key)                → the promotion created
//   PUT    /promotions/{id}  {...promotion, _rev} (If-Match)  → the promotion
//   DELETE /promotions/{id}  (_rev / If-Match)                → {id}
// Authorisation: read, create, update, delete on the Promotion subject of the business
// (promotionAccess.ts). Bodies: promotionInput.ts.
// Decisions where the spec is silent:
// - Target restaurants must be restaurants of this business ('Invalid Restaurant Id').
// - `target` filters by effect target (the Bill / Item groups of the list), `status` by the
//   derived status in the business time zone (businessTimeZone.ts), which is computed on read,
//   so a status-filtered list is paged in memory.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { Revision } from "../../../domain/business/revision";
import { EFFECT_TARGETS } from "../../../domain/marketing/effects/effect";
import { promotionDecider } from "../../../domain/marketing/promotion";
import { PromotionInput, promotionFromInput } from "../../../domain/marketing/promotionInput";
import { promotionStreamId } from "../../../domain/marketing/promotionModel";
import { PROMOTION_STATUSES } from "../../../domain/marketing/promotionStatus";
import { PROMOTIONS_TABLE } from "../../../domain/marketing/promotions.projection";
import { INVALID_RESTAURANT_ID } from "../../../domain/shared/fieldRules";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { RequestValidationError } from "../requestValidationError";
import { type Caller, callerOf } from "../business/caller";
import { pageOf, pageRows } from "../business/paging";
import { businessTimeZone } from "../loyalty/businessTimeZone";
import { promotionBusiness, promotionRowFor, promotionView } from "./promotionAccess";

type ByBusiness = { Params: { businessId: string } };
type ByPromotion = { Params: { businessId: string; promotionId: string } };

const ListFilter = Schema.Struct({
  target: Schema.optionalKey(Schema.Literals(EFFECT_TARGETS).annotate({ message: "Invalid target" })),
  status: Schema.optionalKey(Schema.Literals(PROMOTION_STATUSES).annotate({ message: "Invalid status" })),
});
const DeleteInput = Schema.Struct({ _rev: Schema.optionalKey(Revision) });
const SEARCH_FIELDS = ["name"];

/** The stored promotion document of a body, or 400 with its first problem. */
const promotionOfBody = async (caller: Caller, businessId: string, body: unknown) => {
  const input = decodeBody(PromotionInput, body);
  const { readModels } = caller.engine.store;
  for (const [index, restaurantId] of (input.targetRestaurant ?? []).entries()) {
    const row = await readModels.get(RESTAURANTS_TABLE, restaurantId);
    if (row?.businessId !== businessId) throw new RequestValidationError([{ path: ["targetRestaurant", index], message: INVALID_RESTAURANT_ID }]);
  }
  return { promotion: promotionFromInput(input), rev: input._rev };
};

const answer = async (caller: Caller, businessId: string, promotionId: string) => {
  const { readModels } = caller.engine.store;
  const row = await readModels.get(PROMOTIONS_TABLE, promotionId);
  if (row === undefined) return success({ id: promotionId });
  return success(promotionView(row, caller.engine.context().now, await businessTimeZone(readModels, businessId)));
};

export const promotionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;
  const base = "/businesses/:businessId/promotions";

  app.get<ByBusiness>(base, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await promotionBusiness(caller, businessId, "read");
    const query = (request.query ?? {}) as { target?: unknown; status?: unknown };
    const filter = decodeBody(ListFilter, {
      ...(query.target === undefined ? {} : { target: query.target }),
      ...(query.status === undefined ? {} : { status: query.status }),
    });
    const { rows } = await readModels.list(PROMOTIONS_TABLE, { where: { businessId, ...(filter.target === undefined ? {} : { target: filter.target }) } });
    const now = engine.context().now;
    const timeZone = await businessTimeZone(readModels, businessId);
    const views = rows.map((row) => promotionView(row, now, timeZone)).filter((row) => filter.status === undefined || row.status === filter.status);
    return pageRows(views, pageOf(request.query), SEARCH_FIELDS);
  });

  app.get<ByPromotion>(`${base}/:promotionId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, promotionId } = request.params;
    await promotionRowFor(caller, businessId, promotionId, "read");
    return answer(caller, businessId, promotionId);
  });

  app.post<ByBusiness>(base, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await promotionBusiness(caller, businessId, "create");
    const { promotion } = await promotionOfBody(caller, businessId, request.body);
    const promotionId = caller.newId("create-promotion");
    await caller.run(promotionDecider, promotionStreamId(promotionId), { type: "CreatePromotion", data: { promotionId, businessId, promotion } }, "create-promotion");
    return answer(caller, businessId, promotionId);
  });

  app.put<ByPromotion>(`${base}/:promotionId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, promotionId } = request.params;
    await promotionRowFor(caller, businessId, promotionId, "update");
    const { promotion, rev } = await promotionOfBody(caller, businessId, request.body);
    await caller.run(promotionDecider, promotionStreamId(promotionId), { type: "UpdatePromotion", data: { promotion, rev: caller.revision(rev) } });
    return answer(caller, businessId, promotionId);
  });

  app.delete<ByPromotion>(`${base}/:promotionId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, promotionId } = request.params;
    await promotionRowFor(caller, businessId, promotionId, "delete");
    const { _rev } = decodeBody(DeleteInput, request.body ?? {});
    await caller.run(promotionDecider, promotionStreamId(promotionId), { type: "DeletePromotion", data: { rev: caller.revision(_rev) } });
    return success({ id: promotionId });
  });
};
