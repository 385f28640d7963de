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
// Each write calls one application function of domain/marketing/application.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { Revision } from "../../../domain/business/revision";
import { createPromotion } from "../../../domain/marketing/application/createPromotion";
import { deletePromotion } from "../../../domain/marketing/application/deletePromotion";
import { updatePromotion } from "../../../domain/marketing/application/updatePromotion";
import { EFFECT_TARGETS } from "../../../domain/marketing/effects/effect";
import { PromotionInput, promotionFromInput } from "../../../domain/marketing/promotionInput";
import { PROMOTION_STATUSES } from "../../../domain/marketing/promotionStatus";
import { PROMOTIONS_TABLE, promotionsTable } from "../../../domain/marketing/promotions.projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
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
    return pageRows(views, pageOf(request.query), promotionsTable);
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
    const promotion = promotionFromInput(decodeBody(PromotionInput, request.body));
    const promotionId = await createPromotion(engine, { businessId, promotion }, caller.options("create-promotion"));
    return answer(caller, businessId, promotionId);
  });

  app.put<ByPromotion>(`${base}/:promotionId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, promotionId } = request.params;
    await promotionRowFor(caller, businessId, promotionId, "update");
    const input = decodeBody(PromotionInput, request.body);
    await updatePromotion(engine, { businessId, promotionId, promotion: promotionFromInput(input), rev: caller.revision(input._rev) }, caller.options());
    return answer(caller, businessId, promotionId);
  });

  app.delete<ByPromotion>(`${base}/:promotionId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, promotionId } = request.params;
    await promotionRowFor(caller, businessId, promotionId, "delete");
    const { _rev } = decodeBody(DeleteInput, request.body ?? {});
    await deletePromotion(engine, { promotionId, rev: caller.revision(_rev) }, caller.options());
    return success({ id: promotionId });
  });
};
