// The discount engine's dry run (issue 6 item 5), under /api/v2/businesses/{businessId}:
//   POST /marketing/evaluate {bill, promotionIds?, voucherIds?}
//     → {steps: [{kind, id, name, applied, discount, lines, billDiscount | reason, note}], breakdown}
// A sample bill (domain/marketing/effects/bill.ts) meets the chosen promotions and vouchers in
// the stacking order of domain/marketing/effects/stacking.ts; nothing is written.
// Authorisation: read on Promotion when promotions take part, read on Voucher when vouchers do
// (at least one of the two when neither list is given). Promotions and vouchers are looked up
// within the business of the path only ('Promotion not found', 'Voucher not found', 404).
// Decisions where the spec is silent:
// - Without `promotionIds` the promotions are those the till would apply by itself: the
//   auto-applied ones ongoing today at the bill's restaurant (promotionApplicability.ts).
//   An empty list means none; an id listed twice counts once; at most 100 of each.
// - A chosen promotion that is not ongoing or not at the bill's restaurant, and a chosen voucher
//   that is disabled or not at the bill's restaurant, is reported with INVALID_EFFECT and a note,
//   and left out of the stack.
// - The bill's restaurant must be one of the business ('Invalid Restaurant Id'); its date and
//   time default to now in the business time zone (what time rules read).
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { boundedId } from "../../../domain/shared/inputBounds";
import { canIn } from "../../../domain/auth/permissions";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { Bill } from "../../../domain/marketing/effects/bill";
import type { Effect } from "../../../domain/marketing/effects/effect";
import { type ApplicableEffect, type EffectSourceKind, stackEffects } from "../../../domain/marketing/effects/stacking";
import { PROMOTION_NOT_FOUND } from "../../../domain/marketing/promotion";
import { NOT_AT_RESTAURANT, autoAppliedPromotions, promotionNote } from "../../../domain/marketing/promotionApplicability";
import type { PromotionDoc } from "../../../domain/marketing/promotionInput";
import { PROMOTIONS_TABLE } from "../../../domain/marketing/promotions.projection";
import { VOUCHER_NOT_FOUND } from "../../../domain/marketing/voucher";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { INVALID_RESTAURANT_ID } from "../../../domain/shared/fieldRules";
import { timeOfDayOf } from "../../../domain/shared/timeOfDay";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { RequestValidationError } from "../requestValidationError";
import { forbidUnless, readableBusiness } from "../business/access";
import { callerOf } from "../business/caller";
import { businessTimeZone } from "../loyalty/businessTimeZone";

export const VOUCHER_DISABLED = "Voucher is disabled";
export const MAX_CHOSEN = 100;
export const TOO_MANY_CHOSEN = "At most 100 promotions and 100 vouchers per evaluation";

const EvaluateInput = Schema.Struct({
  bill: Bill,
  promotionIds: Schema.optionalKey(Schema.Array(boundedId()).check(Schema.isMaxLength(MAX_CHOSEN, { message: TOO_MANY_CHOSEN }))),
  voucherIds: Schema.optionalKey(Schema.Array(boundedId()).check(Schema.isMaxLength(MAX_CHOSEN, { message: TOO_MANY_CHOSEN }))),
});

type ByBusiness = { Params: { businessId: string } };
type Refused = { readonly kind: EffectSourceKind; readonly id: string; readonly name: string; readonly applied: false; readonly reason: "INVALID_EFFECT"; readonly note: string };

const promotionOf = (row: Row): PromotionDoc => ({
  name: String(row.name),
  targetRestaurant: row.targetRestaurant as ReadonlyArray<string>,
  start: (row.start as string | null) ?? null,
  end: (row.end as string | null) ?? null,
  effect: row.effect as Effect,
});

const rowsWithin = async (rows: Promise<ReadonlyArray<Row | undefined>>, businessId: string, notFound: string): Promise<ReadonlyArray<Row>> =>
  (await rows).map((row) => {
    if (row === undefined || row.businessId !== businessId) throw new DomainError(notFound, 404);
    return row;
  });

export const marketingEvaluateRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

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
    const restaurantId = input.bill.restaurantId;
    if (restaurantId !== undefined && (await readModels.get(RESTAURANTS_TABLE, restaurantId))?.businessId !== businessId) {
      throw new RequestValidationError([{ path: ["bill", "restaurantId"], message: INVALID_RESTAURANT_ID }]);
    }
    const local = engine.context().now.toZonedDateTimeISO(await businessTimeZone(readModels, businessId));
    const bill: Bill = { ...input.bill, date: input.bill.date ?? local.toPlainDate().toString(), time: input.bill.time ?? timeOfDayOf(local) };
    const today = bill.date ?? "";

    const promotionRows = input.promotionIds === undefined
      ? (await readModels.list(PROMOTIONS_TABLE, { where: { businessId } })).rows
      : await rowsWithin(Promise.all([...new Set(input.promotionIds)].map((id) => readModels.get(PROMOTIONS_TABLE, id))), businessId, PROMOTION_NOT_FOUND);
    const voucherRows = await rowsWithin(Promise.all([...new Set(input.voucherIds ?? [])].map((id) => readModels.get(VOUCHERS_TABLE, id))), businessId, VOUCHER_NOT_FOUND);

    const applicable: ApplicableEffect[] = [];
    const refused: Refused[] = [];
    const names = new Map<string, string>();
    const promotions = promotionRows.map((row) => ({ row, promotion: promotionOf(row) }));
    const chosen = input.promotionIds === undefined ? autoAppliedPromotions(promotions, restaurantId, today) : promotions;
    for (const { row, promotion } of chosen) {
      const id = String(row.id);
      names.set(`promotion:${id}`, promotion.name);
      const note = promotionNote(promotion, restaurantId, today);
      if (note === null) applicable.push({ kind: "promotion", id, effect: promotion.effect });
      else refused.push({ kind: "promotion", id, name: promotion.name, applied: false, reason: "INVALID_EFFECT", note });
    }
    for (const row of voucherRows) {
      const id = String(row.id);
      const name = String(row.name);
      names.set(`voucher:${id}`, name);
      const targets = (row.targetRestaurant as ReadonlyArray<string> | undefined) ?? [];
      const note = row.disable === true ? VOUCHER_DISABLED
        : restaurantId !== undefined && targets.length > 0 && !targets.includes(restaurantId) ? NOT_AT_RESTAURANT : null;
      if (note === null) applicable.push({ kind: "voucher", id, effect: row.effect as Effect });
      else refused.push({ kind: "voucher", id, name, applied: false, reason: "INVALID_EFFECT", note });
    }
    const { steps, breakdown } = stackEffects(bill, applicable);
    return success({
      steps: [...steps.map((step) => ({ ...step, name: names.get(`${step.kind}:${step.id}`) ?? "" })), ...refused],
      breakdown,
    });
  });
};
