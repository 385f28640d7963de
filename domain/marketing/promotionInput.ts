// Owns: the promotion document (spec 3 §3 "Promotion": name, targetRestaurant, start, end,
// effect with target BILL, ITEM, PAYMENT or ADVANCE) as the Schema the form and the server
// both decode (POST/PUT /businesses/{businessId}/promotions), with 'Name is required'.
// Decisions where the spec is silent:
// - start and end are calendar days "YYYY-MM-DD" in the business time zone, end inclusive;
//   end null = daily (no end), start null = from creation. An end before the start is 'End date
//   cannot be before start date'. A malformed day is 'Invalid date'.
// - targetRestaurant lists restaurant ids of the business ('Invalid Restaurant Id'); an empty
//   list means every restaurant of the business.
// - autoApply (POS 4.1+) is written through the effect's priority: autoApply true without a
//   priority means 0, false means none (spec 3 §5); absent, the effect's priority stands.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { NAME_REQUIRED } from "../auth/credentials";
import { withRevision } from "../business/revision";
import { INVALID_DATE } from "../shared/calendarDate";
import { RestaurantIdsSchema, requiredTrimmedText } from "../shared/fieldRules";
import { Effect, priorityFor } from "./effects/effect";

export const END_BEFORE_START = "End date cannot be before start date";

const isDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
};

export const Day = Schema.String.check(Schema.makeFilter((text: string) => isDay(text) || INVALID_DATE));

/** The stored promotion document. */
export const PromotionDoc = Schema.Struct({
  name: requiredTrimmedText(NAME_REQUIRED),
  targetRestaurant: RestaurantIdsSchema,
  start: Schema.NullOr(Day),
  end: Schema.NullOr(Day),
  effect: Effect,
});
export type PromotionDoc = typeof PromotionDoc.Type;

const periodInOrder = Schema.makeFilter((p: { readonly start?: string | null; readonly end?: string | null }) =>
  p.start === null || p.start === undefined || p.end === null || p.end === undefined || p.start <= p.end || { path: ["end"], issue: END_BEFORE_START });

/** POST and PUT body: the document (start and end optional, null when absent), autoApply, `_rev`. */
export const PromotionInput = withRevision({
  name: PromotionDoc.fields.name,
  targetRestaurant: Schema.optionalKey(PromotionDoc.fields.targetRestaurant),
  start: Schema.optionalKey(PromotionDoc.fields.start),
  end: Schema.optionalKey(PromotionDoc.fields.end),
  effect: Effect,
  autoApply: Schema.optionalKey(Schema.Boolean),
}).check(periodInOrder);
export type PromotionInput = typeof PromotionInput.Type;

export const promotionFromInput = (input: PromotionInput): PromotionDoc => ({
  name: input.name,
  targetRestaurant: [...new Set(input.targetRestaurant ?? [])],
  start: input.start ?? null,
  end: input.end ?? null,
  effect: input.autoApply === undefined ? input.effect : { ...input.effect, priority: priorityFor(input.autoApply, input.effect.priority) },
});
