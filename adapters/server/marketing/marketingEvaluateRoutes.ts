// The discount engine's dry run (issue 6 item 5), under /api/v2/businesses/{businessId}:
//   POST /marketing/evaluate {bill, promotionIds?, voucherIds?}
//     → {steps: [{kind, id, name, applied, discount, lines, billDiscount | reason, note}], breakdown}
// (domain/marketing/application/evaluateBill.ts; nothing is written).
// Authorisation: read on Promotion when promotions take part, read on Voucher when vouchers do
// (at least one of the two when neither list is given).
// Decision where the spec is silent: at most 100 promotions and 100 vouchers per evaluation.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { boundedId } from "../../../domain/shared/inputBounds";
import { canIn } from "../../../domain/auth/abilityChecks";
import { evaluateBill } from "../../../domain/marketing/application/evaluateBill";
import { Bill } from "../../../domain/marketing/effects/bill";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { forbidUnless, readableBusiness } from "../business/access";
import { callerOf } from "../business/caller";
import { businessTimeZone } from "../loyalty/businessTimeZone";

export const MAX_CHOSEN = 100;
export const TOO_MANY_CHOSEN = "At most 100 promotions and 100 vouchers per evaluation";

const EvaluateInput = Schema.Struct({
  bill: Bill,
  promotionIds: Schema.optionalKey(Schema.Array(boundedId()).check(Schema.isMaxLength(MAX_CHOSEN, { message: TOO_MANY_CHOSEN }))),
  voucherIds: Schema.optionalKey(Schema.Array(boundedId()).check(Schema.isMaxLength(MAX_CHOSEN, { message: TOO_MANY_CHOSEN }))),
});

type ByBusiness = { Params: { businessId: string } };

export const marketingEvaluateRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.post<ByBusiness>("/businesses/:businessId/marketing/evaluate", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await readableBusiness(caller, businessId);
    const input = decodeBody(EvaluateInput, request.body);
    const ability = caller.user.ability;
    const withPromotions = input.promotionIds === undefined || input.promotionIds.length > 0;
    const withVouchers = (input.voucherIds ?? []).length > 0;
    forbidUnless(
      (!withPromotions || canIn(ability, "read", "Promotion", businessId)) &&
      (!withVouchers || canIn(ability, "read", "Voucher", businessId)) &&
      (canIn(ability, "read", "Promotion", businessId) || canIn(ability, "read", "Voucher", businessId)),
    );
    const timeZone = await businessTimeZone(engine.readModels, businessId);
    return success(await evaluateBill(engine, { ...input, businessId, timeZone }));
  });
};
