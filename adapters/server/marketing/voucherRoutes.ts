// The voucher routes (spec 3 §7), under /api/v2/businesses/{businessId}:
//   GET    /vouchers?type&skip&limit&sortBy&search   → paged vouchers with status
//   GET    /vouchers/{id}                            → the voucher
//   POST   /vouchers             (Idempotency-Key)   → the voucher created
//   PUT    /vouchers/{id}        {...voucher, updateClaim, _rev} → the voucher
//   DELETE /vouchers/{id}        (_rev / If-Match)   → {id}
//   PUT    /vouchers/{id}/send   {memberIds, rewardId?} → {sent, message}
// Every route needs manage on Voucher for the business (voucherAccess.ts).
// Decisions where the spec is silent:
// - Target restaurants must be restaurants of this business ('Invalid Restaurant Id').
// - Send gives each member one assigned claim (code = claim id) of the voucher, members being
//   those of the loyalty programme of this business ('Member not found', 404); an
//   Idempotency-Key makes a repeated send answer the first one and give nothing more
//   (sendVoucher.ts).
// - The voucher records the business time zone (businessTimeZone.ts) when created.
// - A voucher in the loyalty level-up reward cannot be deleted here either (deleteVoucher.ts).
// Each write calls one application function of domain/marketing/application.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { Id } from "../../../domain/auth/fields";
import { boundedId, boundedList } from "../../../domain/shared/inputBounds";
import { MAX_MEMBER_IDS, MEMBER_NOT_FOUND } from "../../../domain/loyalty/member/memberInput";
import { Revision } from "../../../domain/business/revision";
import { createVoucher } from "../../../domain/marketing/application/createVoucher";
import { deleteVoucher } from "../../../domain/marketing/application/deleteVoucher";
import { sendVoucher } from "../../../domain/marketing/application/sendVoucher";
import { updateVoucher } from "../../../domain/marketing/application/updateVoucher";
import { VoucherType } from "../../../domain/marketing/voucherInput";
import { VOUCHERS_TABLE, vouchersTable } from "../../../domain/marketing/vouchers.projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { type Caller, callerOf } from "../business/caller";
import { listPage, pageOf } from "../business/paging";
import { businessTimeZone } from "../loyalty/businessTimeZone";
import { voucherBusiness, voucherRowFor } from "./voucherAccess";
import { voucherOfBody } from "./voucherBody";
import { definedOf } from "./definedOf";
import { voucherView } from "./voucherView";

type ByBusiness = { Params: { businessId: string } };
type ByVoucher = { Params: { businessId: string; voucherId: string } };

const ListFilter = Schema.Struct({ type: Schema.optionalKey(VoucherType) });
const UpdateFlags = Schema.Struct({ updateClaim: Schema.optionalKey(Schema.Boolean), _rev: Schema.optionalKey(Revision) });
const SendInput = Schema.Struct({
  memberIds: boundedList(boundedId(MEMBER_NOT_FOUND), MAX_MEMBER_IDS, "members").check(Schema.isMinLength(1, { message: "Member is required" })),
  rewardId: Schema.optionalKey(boundedId("Invalid reward")),
});

export const voucherAnswer = async (caller: Caller, voucherId: string) => {
  const row = await caller.engine.store.readModels.get(VOUCHERS_TABLE, voucherId);
  return success(row === undefined ? { id: voucherId } : voucherView(row, caller.engine.context().now));
};

export const voucherRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const base = "/businesses/:businessId/vouchers";

  app.get<ByBusiness>(base, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await voucherBusiness(caller, businessId);
    const { type } = decodeBody(ListFilter, definedOf({ type: (request.query as { type?: unknown } | undefined)?.type }));
    const page = await listPage(engine.store.readModels, vouchersTable, pageOf(request.query), {
      businessId, ...(type === undefined ? {} : { type }),
    });
    const now = engine.context().now;
    return success({ ...page.data, resources: page.data.resources.map((row) => voucherView(row, now)) });
  });

  app.get<ByVoucher>(`${base}/:voucherId`, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await voucherRowFor(caller, request.params.businessId, request.params.voucherId);
    return success(voucherView(row, engine.context().now));
  });

  app.post<ByBusiness>(base, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await voucherBusiness(caller, businessId);
    const voucher = voucherOfBody(request.body);
    const timeZone = await businessTimeZone(engine.readModels, businessId);
    const voucherId = await createVoucher(engine, { businessId, voucher }, caller.options("create-voucher", timeZone));
    return voucherAnswer(caller, voucherId);
  });

  app.put<ByVoucher>(`${base}/:voucherId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    await voucherRowFor(caller, businessId, voucherId);
    const voucher = voucherOfBody(request.body);
    const flags = decodeBody(UpdateFlags, request.body);
    await updateVoucher(engine, { businessId, voucherId, voucher, updateClaim: flags.updateClaim ?? false, rev: caller.revision(flags._rev) }, caller.options());
    return voucherAnswer(caller, voucherId);
  });

  app.delete<ByVoucher>(`${base}/:voucherId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    await voucherRowFor(caller, businessId, voucherId);
    const { _rev } = decodeBody(UpdateFlags, request.body ?? {});
    await deleteVoucher(engine, { businessId, voucherId, rev: caller.revision(_rev) }, caller.options());
    return success({ id: voucherId });
  });

  app.put<ByVoucher>(`${base}/:voucherId/send`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    await voucherRowFor(caller, businessId, voucherId);
    const { memberIds } = decodeBody(SendInput, request.body);
    return success(await sendVoucher(engine, { businessId, voucherId, memberIds }, caller.options("send-voucher")));
  });
};
