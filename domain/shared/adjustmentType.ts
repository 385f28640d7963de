// Owns: adjustment types (spec 1 §3: BY_PERCENTAGE, BY_AMOUNT, TO_AMOUNT; spec 3 §3 effects:
// byAmount, toAmount, byPercentage), reading them from either spelling with 'Unknown
// Adjustment Type' (spec 1 §8, spec 3 §5), and which types an effect may use (spec 3 §5: bill
// discounts amount and percentage; payment only amount; combo with 'at least' amount and
// percentage; other cases also fixed price, toAmount).
// Decisions (spec silent): the canonical spelling is the effect's camelCase; the bill's upper
// snake case is read and written by the two mappings below. "other" covers item discounts
// and buy-x-get-y strategies.
import { absurd, Schema } from "effect";

export const ADJUSTMENT_TYPES = ["byAmount", "toAmount", "byPercentage"] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];
export type BillAdjustmentType = "BY_AMOUNT" | "TO_AMOUNT" | "BY_PERCENTAGE";

export const UNKNOWN_ADJUSTMENT_TYPE = "Unknown Adjustment Type";

const FROM_BILL: Readonly<Record<BillAdjustmentType, AdjustmentType>> = {
  BY_AMOUNT: "byAmount",
  TO_AMOUNT: "toAmount",
  BY_PERCENTAGE: "byPercentage",
};

/** Either spelling -> the canonical type; null when unknown (report UNKNOWN_ADJUSTMENT_TYPE). */
export const parseAdjustmentType = (text: string): AdjustmentType | null => {
  if ((ADJUSTMENT_TYPES as ReadonlyArray<string>).includes(text)) return text as AdjustmentType;
  return Object.hasOwn(FROM_BILL, text) ? FROM_BILL[text as BillAdjustmentType] : null;
};

export const toBillAdjustmentType = (type: AdjustmentType): BillAdjustmentType => {
  switch (type) {
    case "byAmount":
      return "BY_AMOUNT";
    case "toAmount":
      return "TO_AMOUNT";
    case "byPercentage":
      return "BY_PERCENTAGE";
    default:
      return absurd(type);
  }
};

/** The effect adjustment type in a request or event, failing with 'Unknown Adjustment Type'. */
export const AdjustmentTypeSchema = Schema.Literals(ADJUSTMENT_TYPES).annotate({
  message: UNKNOWN_ADJUSTMENT_TYPE,
});

/** Where an adjustment is used, for the allowed-types rule of spec 3 §5. */
export type AdjustmentContext = "bill" | "payment" | "comboAtLeast" | "other";

export const allowedAdjustmentTypes = (context: AdjustmentContext): ReadonlyArray<AdjustmentType> => {
  switch (context) {
    case "bill":
    case "comboAtLeast":
      return ["byAmount", "byPercentage"];
    case "payment":
      return ["byAmount"];
    case "other":
      return ["byAmount", "toAmount", "byPercentage"];
    default:
      return absurd(context);
  }
};
