// Owns: the voucher wizard's effect type chooser (spec 3 §2 "Effect type chooser options", §4
// "Switching the effect type resets the effect to that type's default while keeping targeted
// item ids; choosing the same type does nothing"): the kinds in the spec's order, their labels,
// the POS version each needs, the default effect of each (domain/marketing/effects/effect.ts)
// and the kind of a stored effect.
// Decisions where the spec is silent:
// - Mixed product and Combo need the item-combo POS version (4.1.0), Payment the payment-voucher
//   version (6.31.0), both from domain/shared/posFeatures.ts; the chooser shows the gate as
//   'Required POS version {v}' and never blocks the choice (the POS ignores what it cannot run).
// - Defaults: a percentage off (0 %) for bill and item kinds, 100 % off the free units of
//   buy x get y (1 + 1), a fixed price for a combo of one group, an amount off for payment.
//   Product lists start empty; the Configure step asks for them.
import type { Effect, ItemStrategy } from "../../domain/marketing/effects/effect";
import { POS_FEATURE_MINIMUM_VERSIONS } from "../../domain/shared/posFeatures";
import { ONE_HUNDRED_PERCENT, PERCENTAGE_PRECISION } from "../../domain/shared/percentage";

export const EFFECT_KINDS = ["bill", "item", "buyXGetYSame", "buyXGetYDifferent", "buyXGetYMixed", "combo", "payment"] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

export interface EffectKindOption {
  readonly kind: EffectKind;
  readonly label: string;
  /** The minimum POS version, when the kind needs one. */
  readonly posVersion: string | null;
}

const combo = POS_FEATURE_MINIMUM_VERSIONS.itemCombo;

export const EFFECT_KIND_OPTIONS: ReadonlyArray<EffectKindOption> = [
  { kind: "bill", label: "Bill discount", posVersion: null },
  { kind: "item", label: "Item discount", posVersion: null },
  { kind: "buyXGetYSame", label: "Buy x get y (same product set)", posVersion: null },
  { kind: "buyXGetYDifferent", label: "Buy x get y (different product set)", posVersion: null },
  { kind: "buyXGetYMixed", label: "Buy x get y (mixed product)", posVersion: combo },
  { kind: "combo", label: "Combo", posVersion: combo },
  { kind: "payment", label: "Payment", posVersion: POS_FEATURE_MINIMUM_VERSIONS.paymentVoucher },
];

const percentOff = { type: "byPercentage", amount: { amount: 0, precision: PERCENTAGE_PRECISION } } as const;
const allOff = { type: "byPercentage", amount: ONE_HUNDRED_PERCENT } as const;
const amountOff = { type: "byAmount", amount: { amount: 0, precision: 2 } } as const;

const itemEffect = (adjustment: Effect["adjustment"], strategy: ItemStrategy, targetIds: ReadonlyArray<string>): Effect => ({
  target: "ITEM",
  adjustment,
  targetIds,
  strategy,
  options: { maxQuantity: 1 },
});

/** The kind's default effect, keeping the targeted item ids of the effect it replaces. */
export const defaultEffect = (kind: EffectKind, targetIds: ReadonlyArray<string> = []): Effect => {
  switch (kind) {
    case "bill":
      return { target: "BILL", adjustment: percentOff, options: {} };
    case "payment":
      return { target: "PAYMENT", adjustment: amountOff, options: {} };
    case "item":
      return itemEffect(percentOff, { type: "SIMPLE" }, targetIds);
    case "buyXGetYSame":
      return itemEffect(allOff, { type: "BUY_X_GET_Y", x: 1, y: 1 }, targetIds);
    case "buyXGetYDifferent":
      return itemEffect(allOff, { type: "BUY_X_ITEM_A_GET_Y_ITEM_B", itemAIds: [], x: 1, y: 1 }, targetIds);
    case "buyXGetYMixed":
      return itemEffect(allOff, { type: "BUY_X_GET_Y_V2", itemAIds: [], priority: "CHEAPEST_FIRST", x: 1, y: 1 }, targetIds);
    case "combo":
      return itemEffect({ type: "toAmount", amount: { amount: 0, precision: 2 } }, { type: "COMBO", groups: [{ itemIds: [], count: 1 }] }, targetIds);
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
};

/** The chooser's kind of an effect (an advanced effect reads as a bill discount: not offered here). */
export const effectKindOf = (effect: Effect): EffectKind => {
  if (effect.target === "PAYMENT") return "payment";
  if (effect.target !== "ITEM") return "bill";
  switch (effect.strategy.type) {
    case "SIMPLE": return "item";
    case "BUY_X_GET_Y": return "buyXGetYSame";
    case "BUY_X_ITEM_A_GET_Y_ITEM_B": return "buyXGetYDifferent";
    case "BUY_X_GET_Y_V2": return "buyXGetYMixed";
    case "COMBO": return "combo";
    default: {
      const unknown: never = effect.strategy;
      return unknown;
    }
  }
};

/** Spec 3 §4: a new kind resets the effect, keeping targeted item ids; the same kind keeps it. */
export const switchEffectKind = (effect: Effect, kind: EffectKind): Effect =>
  effectKindOf(effect) === kind ? effect : defaultEffect(kind, effect.target === "ITEM" ? effect.targetIds : []);
