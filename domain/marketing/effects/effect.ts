// Owns: the effect of a promotion or voucher (spec 3 §3 "Effect (voucher and promotion)") as ONE
// Schema shared by the HTTP decoders, the event payloads and the UI forms, with the promotion
// field messages of spec 3 §5 ('Amount required', 'Min amount is 0', 'Invalid amount',
// 'Unknown Adjustment Type', 'Invalid quantity'; rule messages in rules.ts).
// Shape: a union on `target`:
//   BILL    {adjustment, options: {minPurchase?}}                   bill: byAmount | byPercentage
//   PAYMENT {adjustment, options: {minPurchase?}}                   byAmount only
//   ITEM    {adjustment, targetIds, strategy, options: {maxQuantity?, excludeAddonPrice?, canApplyRule?}}
//           COMBO with atLeast: byAmount | byPercentage; every other strategy adds toAmount
//   ADVANCE {adjustment, options: {canApplyRule, applyTo: "bill" | "item", maxQuantity?}}
//           applyTo bill follows the bill set, applyTo item the item set
// plus, on every target, availableOnlineOrder (default true) and priority (null = not auto
// applied; 0.. = auto applied, lower first; spec 3 §5 "auto apply on means priority 0").
// Decisions where the spec is silent:
// - Targets and strategy types are written in upper case (BILL, SIMPLE, ...).
// - Amounts are stored as {amount, precision}: money in minor units of the bill's currency,
//   percentages as a fraction of one (domain/shared/percentage.ts). "0 decimals for a
//   percentage" = whole percents (a multiple of 100 at precision 4); money has at most 2
//   decimals; a percentage above 100 % is 'Invalid amount'.
// - An adjustment type not allowed for the target is refused with 'Unknown Adjustment Type'
//   (the target does not know that type), at path adjustment.type.
// - x, y, group counts and minimum counts are integers from 1 ('Invalid quantity').
// - An ITEM effect may carry advanced rules (options.canApplyRule, issue 7 "an item promotion
//   with buy 2 get 1 and an advanced rule"): only the lines the rule set holds for take part in
//   its strategy (applyEffect.ts).
// - maxQuantity: the form coerces empty or negative to 1 (coerceMaxQuantity); 0 means no limit.
// - withAddons (strategies other than SIMPLE) says whether the add-ons of a discounted unit are
//   discounted with it (default false); SIMPLE says it the other way round, excludeAddonPrice
//   (default false: add-ons are discounted with the item).
import { Schema } from "effect";
import { boundedId, boundedList } from "../../shared/inputBounds";
import { MoneyAmount as BoundedUnits } from "../../shared/money";
import { MAX_BILL_UNITS, MAX_LINE_QUANTITY } from "./bill";
import { AMOUNT_REQUIRED, MIN_AMOUNT, INVALID_AMOUNT } from "../../shared/adjustment";
import { type AdjustmentContext, AdjustmentTypeSchema, allowedAdjustmentTypes, UNKNOWN_ADJUSTMENT_TYPE } from "../../shared/adjustmentType";
import { PERCENTAGE_PRECISION } from "../../shared/percentage";
import { RuleSet } from "./rules";

export const INVALID_QUANTITY = "Invalid quantity";
export const MONEY_DECIMALS = 2;

/** Bounds (spec silent): counts as a bill line's units, at most 1,000 item ids, 50 combo groups. */
const MAX_ITEM_IDS = 1_000;
const MAX_GROUPS = 50;
const MAX_PRIORITY = 1_000_000;

const Count = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_QUANTITY }, { message: INVALID_QUANTITY }));
const Ids = boundedList(boundedId(), MAX_ITEM_IDS, "items");
const NonEmptyIds = Ids.check(Schema.isMinLength(1, { message: INVALID_QUANTITY }));

/** {amount, precision}: integer units of 10^-precision (money) or a fraction of one (percentage). */
export const ScaledAmount = Schema.Struct({
  amount: BoundedUnits,
  precision: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 8 })),
});
export type ScaledAmount = typeof ScaledAmount.Type;

const decimalsOf = (a: ScaledAmount): number => {
  let decimals = a.precision;
  let amount = Math.abs(a.amount);
  while (decimals > 0 && amount % 10 === 0) {
    amount /= 10;
    decimals -= 1;
  }
  return decimals;
};

/** A money amount of the form: at least 0, at most 2 decimals. */
export const MoneyAmount = ScaledAmount.check(
  Schema.makeFilter((a: ScaledAmount) => {
    if (a.amount < 0) return { path: ["amount"], issue: MIN_AMOUNT };
    return decimalsOf(a) <= MONEY_DECIMALS || { path: ["amount"], issue: INVALID_AMOUNT };
  }),
);

const RequiredAmount = Schema.Struct({
  amount: BoundedUnits.annotateKey({ messageMissingKey: AMOUNT_REQUIRED }),
  precision: ScaledAmount.fields.precision,
}).annotateKey({ messageMissingKey: AMOUNT_REQUIRED });

/** {type, amount}: a missing amount is 'Amount required'. */
export const EffectAdjustment = Schema.Struct({ type: AdjustmentTypeSchema, amount: RequiredAmount });
export type EffectAdjustment = typeof EffectAdjustment.Type;

export const BuyPriority = Schema.Literals(["CHEAPEST_FIRST", "MOST_EXPENSIVE_FIRST"]);
export type BuyPriority = typeof BuyPriority.Type;

const withAddons = Schema.optionalKey(Schema.Boolean);

export const SimpleStrategy = Schema.Struct({ type: Schema.Literal("SIMPLE") });
export const ComboStrategy = Schema.Struct({
  type: Schema.Literal("COMBO"),
  groups: boundedList(Schema.Struct({ itemIds: NonEmptyIds, count: Count }), MAX_GROUPS, "groups").check(Schema.isMinLength(1, { message: INVALID_QUANTITY })),
  atLeast: Schema.optionalKey(Schema.Boolean),
  withAddons,
});
export const BuyXGetYStrategy = Schema.Struct({ type: Schema.Literal("BUY_X_GET_Y"), x: Count, y: Count, withAddons });
export const BuyXItemAGetYItemBStrategy = Schema.Struct({
  type: Schema.Literal("BUY_X_ITEM_A_GET_Y_ITEM_B"), itemAIds: NonEmptyIds, x: Count, y: Count, withAddons,
});
export const BuyXGetYV2Strategy = Schema.Struct({
  type: Schema.Literal("BUY_X_GET_Y_V2"), itemAIds: Ids, priority: BuyPriority, x: Count, y: Count, withAddons,
});
export const ItemStrategy = Schema.Union([SimpleStrategy, ComboStrategy, BuyXGetYStrategy, BuyXItemAGetYItemBStrategy, BuyXGetYV2Strategy]);
export type ItemStrategy = typeof ItemStrategy.Type;

const MaxQuantity = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_BILL_UNITS }, { message: INVALID_QUANTITY }));
const Priority = Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_PRIORITY }, { message: "Invalid priority" })));

const common = {
  adjustment: EffectAdjustment,
  availableOnlineOrder: Schema.optionalKey(Schema.Boolean),
  priority: Schema.optionalKey(Priority),
};
const MinPurchaseOptions = Schema.Struct({ minPurchase: Schema.optionalKey(Schema.NullOr(MoneyAmount)) });

export const BillEffect = Schema.Struct({ target: Schema.Literal("BILL"), ...common, options: MinPurchaseOptions });
export const PaymentEffect = Schema.Struct({ target: Schema.Literal("PAYMENT"), ...common, options: MinPurchaseOptions });
export const ItemEffect = Schema.Struct({
  target: Schema.Literal("ITEM"),
  ...common,
  targetIds: Ids,
  strategy: ItemStrategy,
  options: Schema.Struct({
    maxQuantity: Schema.optionalKey(MaxQuantity),
    excludeAddonPrice: Schema.optionalKey(Schema.Boolean),
    canApplyRule: Schema.optionalKey(RuleSet),
  }),
});
export const AdvanceEffect = Schema.Struct({
  target: Schema.Literal("ADVANCE"),
  ...common,
  options: Schema.Struct({
    canApplyRule: RuleSet,
    applyTo: Schema.Literals(["bill", "item"]),
    maxQuantity: Schema.optionalKey(MaxQuantity),
  }),
});

type AnyEffect = typeof BillEffect.Type | typeof PaymentEffect.Type | typeof ItemEffect.Type | typeof AdvanceEffect.Type;

/** Which allowed-types rule of spec 3 §5 an effect falls under. */
export const adjustmentContextOf = (effect: AnyEffect): AdjustmentContext => {
  switch (effect.target) {
    case "BILL": return "bill";
    case "PAYMENT": return "payment";
    case "ITEM": return effect.strategy.type === "COMBO" && effect.strategy.atLeast === true ? "comboAtLeast" : "other";
    case "ADVANCE": return effect.options.applyTo === "bill" ? "bill" : "other";
    default: {
      const unknown: never = effect;
      return unknown;
    }
  }
};

/** The amount rules of spec 3 §5 for one adjustment, or null. */
export const adjustmentProblem = (adjustment: EffectAdjustment): string | null => {
  const { amount, type } = adjustment;
  if (amount.amount < 0) return MIN_AMOUNT;
  if (type !== "byPercentage") return decimalsOf(amount) <= MONEY_DECIMALS ? null : INVALID_AMOUNT;
  const wholePercentDecimals = PERCENTAGE_PRECISION - MONEY_DECIMALS;
  if (decimalsOf(amount) > wholePercentDecimals) return INVALID_AMOUNT;
  return amount.amount <= 10 ** amount.precision ? null : INVALID_AMOUNT;
};

const checkAdjustment = Schema.makeFilter((effect: AnyEffect) => {
  if (!allowedAdjustmentTypes(adjustmentContextOf(effect)).includes(effect.adjustment.type)) {
    return { path: ["adjustment", "type"], issue: UNKNOWN_ADJUSTMENT_TYPE };
  }
  const problem = adjustmentProblem(effect.adjustment);
  return problem === null || { path: ["adjustment", "amount"], issue: problem };
});

/** A promotion or voucher effect, checked against the allowed adjustments of its target. */
export const Effect = Schema.Union([BillEffect, PaymentEffect, ItemEffect, AdvanceEffect]).check(checkAdjustment);
export type Effect = typeof Effect.Type;
export type EffectTarget = Effect["target"];
export const EFFECT_TARGETS: ReadonlyArray<EffectTarget> = ["BILL", "ITEM", "PAYMENT", "ADVANCE"];

/** Form coercion of spec 3 §5: a max quantity below 0 or empty becomes 1. */
export const coerceMaxQuantity = (value: number | null | undefined): number =>
  value === null || value === undefined || Number.isNaN(value) || value < 0 ? 1 : Math.floor(value);

/** Auto apply (POS 4.1+) as a priority: on means priority 0 unless one is given, off none. */
export const priorityFor = (autoApply: boolean, priority: number | null | undefined): number | null =>
  autoApply ? (priority ?? 0) : null;

export const isAutoApplied = (effect: Effect): boolean => effect.priority !== undefined && effect.priority !== null;
