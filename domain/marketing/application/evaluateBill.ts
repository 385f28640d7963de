// The discount engine's dry run (POST /marketing/evaluate, issue 6 item 5): a sample bill meets
// the chosen promotions and vouchers of the business in the stacking order of
// effects/stacking.ts; nothing is written. Promotions and vouchers are looked up within the
// business only ('Promotion not found', 'Voucher not found', 404).
// Decisions where the spec is silent:
// - Without `promotionIds` the promotions are those the till would apply by itself: the
//   auto-applied ones ongoing today at the bill's restaurant (promotionApplicability.ts).
//   An empty list means none; an id listed twice counts once.
// - A chosen promotion that is not ongoing or not at the bill's restaurant, and a chosen voucher
//   that is disabled or not at the bill's restaurant, is reported with INVALID_EFFECT and a note,
//   and left out of the stack.
// - The bill's restaurant must be one of the business ('Invalid Restaurant Id'); its date and
//   time default to now in the business time zone (what time rules read).
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { Row } from "../../engine/projection";
import { INVALID_RESTAURANT_ID } from "../../shared/fieldRules";
import { timeOfDayOf } from "../../shared/timeOfDay";
import type { Bill } from "../effects/bill";
import type { Effect } from "../effects/effect";
import { type ApplicableEffect, type EffectSourceKind, stackEffects } from "../effects/stacking";
import { PROMOTION_NOT_FOUND } from "../promotion";
import { NOT_AT_RESTAURANT, autoAppliedPromotions, promotionNote } from "../promotionApplicability";
import type { PromotionDoc } from "../promotionInput";
import { PROMOTIONS_TABLE } from "../promotions.projection";
import { VOUCHER_NOT_FOUND } from "../voucher";
import { VOUCHER_DISABLED } from "../voucherClaimable";
import { VOUCHERS_TABLE } from "../vouchers.projection";

export interface Evaluation {
  readonly businessId: string;
  /** The business time zone: the bill's date and time default to now in it. */
  readonly timeZone: string;
  readonly bill: Bill;
  readonly promotionIds?: ReadonlyArray<string> | undefined;
  readonly voucherIds?: ReadonlyArray<string> | undefined;
}

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

export const evaluateBill = async (engine: Engine, input: Evaluation) => {
  const { readModels } = engine;
  const { businessId } = input;
  const restaurantId = input.bill.restaurantId;
  if (restaurantId !== undefined && (await readModels.get(RESTAURANTS_TABLE, restaurantId))?.businessId !== businessId) {
    throw new DomainError(INVALID_RESTAURANT_ID, 400, ["bill", "restaurantId"]);
  }
  const local = engine.context().now.toZonedDateTimeISO(input.timeZone);
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
  return {
    steps: [...steps.map((step) => ({ ...step, name: names.get(`${step.kind}:${step.id}`) ?? "" })), ...refused],
    breakdown,
  };
};
