// The voucher side of the till's POS events (issue 6 item 3), as handlers the POS event route
// (adapters/server/pos) dispatches to by event type:
//   VOUCHER_REDEEMED {code, billId, bill?} → redeems the claim the code names (voucher.ts):
//     refused with a reason when used up, cooling down, expired, not valid at that restaurant;
//     a repeated billId counts once; with a bill, the effect is applied (the discount engine).
//   BILL_REFUNDED {billId} → restores the use that bill took, if it redeemed a voucher.
// Decisions where the spec is silent: a code unknown to the restaurant's business is 'Invalid
// voucher code' (404); a refunded bill that redeemed no voucher is answered {restored: false};
// a bill id has the till's bounds (domain/business/restaurantBillId.ts).
// Both run one command on the voucher's stream through the command runner (which queues the
// commands of one voucher in this process).
import { Schema } from "effect";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { Bill } from "../../../domain/marketing/effects/bill";
import { voucherDecider } from "../../../domain/marketing/voucher";
import { voucherStreamId } from "../../../domain/marketing/voucherModel";
import { VOUCHER_BILLS_TABLE, VOUCHER_CODES_TABLE, billKey, codeKey } from "../../../domain/marketing/vouchers.projection";
import { BillId } from "../../../domain/business/restaurantBillId";
import type { RunOptions } from "../../../domain/engine/commandRunner";
import { requiredTrimmedText } from "../../../domain/shared/fieldRules";
import { MAX_CODE_LENGTH } from "../../../domain/marketing/claimCodes";
import type { PosEventContext, PosEventHandler } from "../pos/posEventRoutes";
import { decodeBody } from "../decodeBody";
import type { EngineRuntime } from "../engineRuntime";

export const INVALID_VOUCHER_CODE = "Invalid voucher code";

const Redeemed = Schema.Struct({
  code: requiredTrimmedText("Code is required", MAX_CODE_LENGTH),
  billId: BillId,
  bill: Schema.optionalKey(Bill),
});
const Refunded = Schema.Struct({ billId: BillId });

export interface PosEventScope {
  readonly engine: EngineRuntime;
  /** The restaurant row the event was sent for (its businessId scopes every lookup). */
  readonly restaurant: Row;
  readonly actor: string | null;
  /** The request the event came in (the appends' correlation id). */
  readonly correlationId?: string;
}

const optionsOf = (scope: PosEventScope): RunOptions => ({
  actor: scope.actor,
  ...(scope.correlationId === undefined ? {} : { correlationId: scope.correlationId }),
});

export const voucherRedeemed = async (scope: PosEventScope, body: unknown) => {
  const { engine, restaurant } = scope;
  const { code, billId, bill } = decodeBody(Redeemed, body);
  const businessId = String(restaurant.businessId);
  const found = await engine.store.readModels.get(VOUCHER_CODES_TABLE, codeKey(businessId, code));
  if (found === undefined) throw new DomainError(INVALID_VOUCHER_CODE, 404);
  const stream = voucherStreamId(String(found.voucherId));
  const command = { type: "RedeemClaim" as const, data: { claimId: String(found.claimId), billId, restaurantId: String(restaurant.id), bill: bill === undefined ? null : { ...bill, restaurantId: String(restaurant.id) } } };
  const outcome = await engine.runner.run(voucherDecider, stream, command, optionsOf(scope));
  const redemption = await engine.store.readModels.get(VOUCHER_BILLS_TABLE, billKey(businessId, billId));
  return {
    voucherId: found.voucherId,
    claimId: found.claimId,
    billId,
    counted: outcome.events.length > 0,
    discount: redemption?.discount ?? null,
    effectApplied: redemption?.discount !== null && redemption?.discount !== undefined,
  };
};

const restoreVoucherUse = async (scope: PosEventScope, billId: string) => {
  const { engine, restaurant } = scope;
  const redemption = await engine.store.readModels.get(VOUCHER_BILLS_TABLE, billKey(String(restaurant.businessId), billId));
  if (redemption === undefined) return { restored: false };
  const stream = voucherStreamId(String(redemption.voucherId));
  const outcome = await engine.runner.run(voucherDecider, stream, { type: "RestoreUse", data: { billId } }, optionsOf(scope));
  return { restored: outcome.events.length > 0, voucherId: redemption.voucherId, claimId: redemption.claimId };
};

const scopeOf = (context: PosEventContext): PosEventScope => ({
  engine: context.caller.engine,
  restaurant: context.restaurant,
  actor: context.caller.user.userId,
  correlationId: context.request.id,
});

/** The VOUCHER_REDEEMED entry of the POS event table. */
export const voucherRedeemedEvent: PosEventHandler = (body, context) => voucherRedeemed(scopeOf(context), body);

/** Wraps the loyalty BILL_REFUNDED handler: the bill's voucher use is restored by billId,
 *  whoever the customer was. When the event names a member, the loyalty side runs first, so a
 *  refund it refuses (a bad body, a bill the member never had) restores nothing either; the use
 *  is restored after it (a till that retries the refund restores it then: the member side is a
 *  no-op the second time). */
export const withVoucherRestore = (loyalty: PosEventHandler): PosEventHandler => async (body, context) => {
  const { billId } = decodeBody(Refunded, body);
  const memberPhone = (body as { memberPhone?: unknown } | null)?.memberPhone;
  if (typeof memberPhone !== "string" || memberPhone.trim() === "") return { voucherUse: await restoreVoucherUse(scopeOf(context), billId) };
  const answer = await loyalty(body, context);
  return { ...(typeof answer === "object" && answer !== null ? answer : {}), voucherUse: await restoreVoucherUse(scopeOf(context), billId) };
};
