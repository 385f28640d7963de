// Owns: several promotions and vouchers on one bill (issue 6 item 5, "a documented stacking
// order by priority"). The order, decided here because the spec is silent:
//   1. phase by target: item-level effects (ITEM, ADVANCE applied to items) first, then
//      bill-level ones (BILL, ADVANCE applied to the bill), then PAYMENT last: a bill discount
//      applies to what the items cost after their discounts, a payment discount to what is
//      left to pay;
//   2. within a phase, promotions before vouchers (the house's own discounts first, the
//      customer's voucher on what is left);
//   3. then by priority, lower first, effects without a priority (not auto applied) last;
//   4. then by id, so the order never depends on how the caller listed them.
// Each effect sees the bill as the previous ones left it (applyEffect.ts): an item unit is
// discounted once, one bill-level and one payment-level discount per bill. An effect that does
// not apply is reported with its reason and the next one goes on.
import { Result } from "effect";
import type { Money } from "../../shared/money";
import { type BillInProgress, type Bill, openBill } from "./bill";
import type { Effect } from "./effect";
import { type BillBreakdown, type EffectFailureReason, type LineDiscount, applyEffect, breakdownOf } from "./applyEffect";

export type EffectSourceKind = "promotion" | "voucher";

export interface ApplicableEffect {
  readonly kind: EffectSourceKind;
  readonly id: string;
  readonly effect: Effect;
}

export type StackStep =
  | { readonly kind: EffectSourceKind; readonly id: string; readonly applied: true; readonly discount: Money; readonly lines: ReadonlyArray<LineDiscount>; readonly billDiscount: Money }
  | { readonly kind: EffectSourceKind; readonly id: string; readonly applied: false; readonly reason: EffectFailureReason };

export interface StackResult {
  readonly steps: ReadonlyArray<StackStep>;
  readonly breakdown: BillBreakdown;
}

const phaseOf = (effect: Effect): number => {
  switch (effect.target) {
    case "ITEM": return 0;
    case "ADVANCE": return effect.options.applyTo === "item" ? 0 : 1;
    case "BILL": return 1;
    case "PAYMENT": return 2;
    default: {
      const unknown: never = effect;
      return unknown;
    }
  }
};

const priorityOf = (effect: Effect): number => effect.priority ?? Number.POSITIVE_INFINITY;

// A source is listed once (its kind and id), so two sources never tie on the id.
// Stryker disable next-line EqualityOperator: ids of one kind are distinct, so `<=` never meets equal ids
const compareIds = (a: string, b: string): number => (a < b ? -1 : 1);

/** The stacking order above. */
export const stackingOrder = (applicable: ReadonlyArray<ApplicableEffect>): ApplicableEffect[] =>
  [...applicable].sort(
    (a, b) =>
      phaseOf(a.effect) - phaseOf(b.effect) ||
      (a.kind === b.kind ? 0 : a.kind === "promotion" ? -1 : 1) ||
      priorityOf(a.effect) - priorityOf(b.effect) ||
      compareIds(a.id, b.id),
  );

/** Applies every effect in the stacking order; the steps follow that order. */
export const stackEffects = (bill: Bill, applicable: ReadonlyArray<ApplicableEffect>): StackResult => {
  let current: BillInProgress = openBill(bill);
  const steps: StackStep[] = [];
  for (const { kind, id, effect } of stackingOrder(applicable)) {
    const result = applyEffect(effect, current);
    if (Result.isFailure(result)) {
      steps.push({ kind, id, applied: false, reason: result.failure });
      continue;
    }
    const { discount, lines, billDiscount, bill: next } = result.success;
    steps.push({ kind, id, applied: true, discount, lines, billDiscount });
    current = next;
  }
  return { steps, breakdown: breakdownOf(current) };
};
