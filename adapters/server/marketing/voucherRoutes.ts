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
//   Idempotency-Key makes a repeated send give nothing more. The answer carries the spec's
//   'Reward {name} sent to N member(s)'.
// - The voucher records the business time zone (businessTimeZone.ts) when created.
// - A voucher in the loyalty level-up reward cannot be deleted here either (levelUpPoolGuard.ts).
import { createHash } from "node:crypto";
import { Result, Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { boundedId, boundedList } from "../../../domain/shared/inputBounds";
import { MAX_MEMBER_IDS } from "../../../domain/loyalty/member/memberInput";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { Revision } from "../../../domain/business/revision";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import { voucherDecider } from "../../../domain/marketing/voucher";
import { VoucherInput, VoucherType, voucherFromInput, voucherInputProblems } from "../../../domain/marketing/voucherInput";
import { voucherStreamId } from "../../../domain/marketing/voucherModel";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { INVALID_RESTAURANT_ID } from "../../../domain/shared/fieldRules";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { RequestValidationError } from "../requestValidationError";
import { type Caller, callerOf } from "../business/caller";
import { listPage, pageOf } from "../business/paging";
import { businessTimeZone } from "../loyalty/businessTimeZone";
import { refuseDeletingPooledReward } from "../loyalty/levelUpPoolGuard";
import { serialised } from "../../engine/streamQueue";
import { voucherBusiness, voucherRowFor } from "./voucherAccess";
import { definedOf } from "./definedOf";
import { voucherView } from "./voucherView";

export const MEMBER_NOT_FOUND = "Member not found";
export const sentMessage = (name: string, count: number): string => `Reward ${name} sent to ${count} member(s)`;

type ByBusiness = { Params: { businessId: string } };
type ByVoucher = { Params: { businessId: string; voucherId: string } };

const ListFilter = Schema.Struct({ type: Schema.optionalKey(VoucherType) });
const UpdateFlags = Schema.Struct({ updateClaim: Schema.optionalKey(Schema.Boolean), _rev: Schema.optionalKey(Revision) });
const SendInput = Schema.Struct({
  memberIds: boundedList(boundedId(MEMBER_NOT_FOUND), MAX_MEMBER_IDS, "members").check(Schema.isMinLength(1, { message: "Member is required" })),
  rewardId: Schema.optionalKey(boundedId("Invalid reward")),
});

/** The stored voucher document of a body, or 400 with every problem. */
const voucherOfBody = async (caller: Caller, businessId: string, body: unknown) => {
  const input = decodeBody(VoucherInput, body);
  const [first, ...rest] = voucherInputProblems(input);
  if (first !== undefined) throw new RequestValidationError([first, ...rest]);
  const { readModels } = caller.engine.store;
  for (const [index, restaurantId] of (input.targetRestaurant ?? []).entries()) {
    const row = await readModels.get(RESTAURANTS_TABLE, restaurantId);
    if (row?.businessId !== businessId) throw new RequestValidationError([{ path: ["targetRestaurant", index], message: INVALID_RESTAURANT_ID }]);
  }
  return voucherFromInput(input);
};

const idempotencyKeyOf = (request: FastifyRequest, caller: Caller, operation: string): string | undefined => {
  const key = request.headers["idempotency-key"];
  return typeof key === "string" && key.trim() !== "" ? `${caller.user.userId}:${operation}:${key.trim()}` : undefined;
};

export const voucherAnswer = async (caller: Caller, voucherId: string) => {
  const row = await caller.engine.store.readModels.get(VOUCHERS_TABLE, voucherId);
  return success(row === undefined ? { id: voucherId } : voucherView(row, caller.engine.context().now));
};

const membersOf = async (caller: Caller, businessId: string, memberIds: ReadonlyArray<string>): Promise<ReadonlyArray<Row>> => {
  const rows = await Promise.all([...new Set(memberIds)].map((id) => caller.engine.store.readModels.get(MEMBERS_TABLE, id)));
  return rows.map((row) => {
    if (row === undefined || row.businessId !== businessId) throw new DomainError(MEMBER_NOT_FOUND, 404);
    return row;
  });
};

export const voucherRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const base = "/businesses/:businessId/vouchers";

  app.get<ByBusiness>(base, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await voucherBusiness(caller, businessId);
    const { type } = decodeBody(ListFilter, definedOf({ type: (request.query as { type?: unknown } | undefined)?.type }));
    const page = await listPage(engine.store.readModels, VOUCHERS_TABLE, pageOf(request.query), ["name"], {
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
    const voucher = await voucherOfBody(caller, businessId, request.body);
    const key = idempotencyKeyOf(request, caller, "create-voucher");
    const voucherId = key === undefined ? engine.context().newId() : createHash("sha256").update(key).digest("hex").slice(0, 24);
    const result = await engine.commands.handle(voucherDecider, voucherStreamId(voucherId), { type: "CreateVoucher", data: { voucherId, businessId, voucher } }, {
      context: engine.context(await businessTimeZone(engine.store.readModels, businessId)),
      meta: { actor: caller.user.userId, correlationId: request.id },
      ...(key === undefined ? {} : { idempotencyKey: key }),
    });
    if (Result.isFailure(result)) throw result.failure;
    return voucherAnswer(caller, voucherId);
  });

  app.put<ByVoucher>(`${base}/:voucherId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    await voucherRowFor(caller, businessId, voucherId);
    const voucher = await voucherOfBody(caller, businessId, request.body);
    const flags = decodeBody(UpdateFlags, request.body);
    await serialised(voucherStreamId(voucherId), () =>
      caller.run(voucherDecider, voucherStreamId(voucherId), {
        type: "UpdateVoucher", data: { voucher, updateClaim: flags.updateClaim ?? false, rev: caller.revision(flags._rev) },
      }));
    return voucherAnswer(caller, voucherId);
  });

  app.delete<ByVoucher>(`${base}/:voucherId`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    await voucherRowFor(caller, businessId, voucherId);
    const { _rev } = decodeBody(UpdateFlags, request.body ?? {});
    await refuseDeletingPooledReward(engine.store.readModels, businessId, voucherId);
    await serialised(voucherStreamId(voucherId), () =>
      caller.run(voucherDecider, voucherStreamId(voucherId), { type: "DeleteVoucher", data: { rev: caller.revision(_rev) } }));
    return success({ id: voucherId });
  });

  app.put<ByVoucher>(`${base}/:voucherId/send`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    const voucher = await voucherRowFor(caller, businessId, voucherId);
    const { memberIds } = decodeBody(SendInput, request.body);
    const members = await membersOf(caller, businessId, memberIds);
    const claims = members.map((member) => ({
      claimId: caller.newId(`send-voucher:${voucherId}:${String(member.id)}`),
      memberId: String(member.id),
      phoneNumber: typeof member.phoneNumber === "string" ? member.phoneNumber : null,
      name: typeof member.name === "string" ? member.name : null,
    }));
    const outcome = await serialised(voucherStreamId(voucherId), () =>
      caller.run(voucherDecider, voucherStreamId(voucherId), { type: "AssignClaims", data: { claims, via: "send" } }));
    const sent = outcome.events.reduce((n, e) => n + (e.type === "ClaimsAssigned" ? (e.data as { claims: unknown[] }).claims.length : 0), 0);
    return success({ sent, message: sentMessage(String(voucher.name), sent) });
  });
};
