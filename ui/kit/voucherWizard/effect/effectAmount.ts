// Owns: an effect adjustment as the Configure step edits it: the number the user types (money in
// major units, a percentage in percent) and the stored {amount, precision} (spec 3 §3: money
// precision 2, percentages precision 4 shown with 2 decimals; domain/shared/percentage.ts).
import type { EffectAdjustment } from "../../../../domain/marketing/effects/effect";
import { DEFAULT_MONEY_PRECISION } from "../../../../domain/shared/money";
import { PERCENTAGE_PRECISION, toPercentNumber } from "../../../../domain/shared/percentage";
import type { AdjustmentType } from "../../../../domain/shared/adjustmentType";

export const ADJUSTMENT_LABELS: Readonly<Record<AdjustmentType, string>> = {
  byAmount: "Amount off",
  byPercentage: "Percentage off",
  toAmount: "Fixed price",
};

export const shownAmount = (adjustment: EffectAdjustment): number =>
  adjustment.type === "byPercentage" ? toPercentNumber(adjustment.amount) : adjustment.amount.amount / 10 ** adjustment.amount.precision;

/** The adjustment of this type for the number typed (rounded to the 2 decimals the field allows). */
export const adjustmentOf = (type: AdjustmentType, shown: number): EffectAdjustment => {
  const hundredths = Math.round(shown * 100);
  return type === "byPercentage"
    ? { type, amount: { amount: hundredths, precision: PERCENTAGE_PRECISION } }
    : { type, amount: { amount: hundredths, precision: DEFAULT_MONEY_PRECISION } };
};

/** Money typed in major units as a stored amount (precision 2), or null when empty. */
export const moneyAmountOf = (shown: number | null) =>
  shown === null ? null : { amount: Math.round(shown * 100), precision: DEFAULT_MONEY_PRECISION };
