// Owns: applying an adjustment {type, amount: {amount, precision}} (spec 3 §3) to a price, and
// the adjustment amount rules of spec 3 §5 ('Amount required', 'Min amount is 0', 'Invalid
// amount': 0 decimals for a percentage, 2 for money) and spec 1 §5 ("adjustment amounts
// negative are rejected unless allowed").
// Decisions (spec silent):
// - byAmount takes the amount off, byPercentage takes that share off (amount is a Percentage,
//   fraction of one at precision 4, see percentage.ts), toAmount sets the price.
// - An adjusted price never goes below zero, and toAmount never raises a price (a fixed-price
//   promotion above the price does nothing). A negative byAmount/byPercentage, where allowed,
//   raises the price (a surcharge).
// - The percentage share and any money amount finer than the price round with the caller's mode.
import { absurd, Schema } from "effect";
import { AdjustmentTypeSchema } from "./adjustmentType";
import { countNumberDecimals } from "./decimalString";
import { max, min, rescale, subtract, zero, type Money } from "./money";
import { percentageOf } from "./percentage";
import type { RoundingMode } from "./rounding";

export const AMOUNT_REQUIRED = "Amount required";
export const MIN_AMOUNT = "Min amount is 0";
export const INVALID_AMOUNT = "Invalid amount";

const AdjustmentAmount = Schema.Struct({
  amount: Schema.Int,
  precision: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 8 })),
});

/** {type, amount: {amount, precision}}: money for byAmount/toAmount, a Percentage for byPercentage. */
export const Adjustment = Schema.Struct({ type: AdjustmentTypeSchema, amount: AdjustmentAmount });
export type Adjustment = typeof Adjustment.Type;

const asMoney = (adjustment: Adjustment, like: Money, rounding: RoundingMode): Money =>
  rescale({ ...adjustment.amount, currency: like.currency }, like.precision, rounding);

/** The price after the adjustment, at the price's precision, never below zero. */
export const adjustedPrice = (price: Money, adjustment: Adjustment, rounding: RoundingMode): Money => {
  const floor = zero(price.currency, price.precision);
  switch (adjustment.type) {
    case "byAmount":
      return max(floor, subtract(price, asMoney(adjustment, price, rounding)));
    case "toAmount":
      return max(floor, min(price, asMoney(adjustment, price, rounding)));
    case "byPercentage":
      return max(floor, subtract(price, percentageOf(price, adjustment.amount, rounding)));
    default:
      return absurd(adjustment.type);
  }
};

/** What the adjustment takes off `price` (negative for a surcharge). */
export const discountOf = (price: Money, adjustment: Adjustment, rounding: RoundingMode): Money =>
  subtract(price, adjustedPrice(price, adjustment, rounding));

/**
 * The amount typed for an adjustment (percent for byPercentage, major units otherwise):
 * required, not negative unless allowed, 0 decimals for a percentage and 2 for money.
 */
export const checkAdjustmentInput = (
  type: Adjustment["type"],
  value: number | null,
  allowNegative = false,
): string | null => {
  if (value === null || Number.isNaN(value)) return AMOUNT_REQUIRED;
  if (!allowNegative && value < 0) return MIN_AMOUNT;
  const decimals = type === "byPercentage" ? 0 : 2;
  return countNumberDecimals(value) <= decimals ? null : INVALID_AMOUNT;
};
