// Owns: whether a promotion may touch a bill before its effect is even tried: it must be ongoing
// on the bill's day (promotionStatus.ts) and target the bill's restaurant (an empty target list
// means every restaurant of the business). Which promotions a till applies by itself: the
// auto-applied ones (a priority, spec 3 §5) that pass this check.
// Decision where the spec is silent: a promotion that fails the check is reported with the
// engine's INVALID_EFFECT and a note saying why ('Promotion is incoming', 'Promotion is
// expired', 'Not valid at this restaurant'); a bill without a restaurant passes the
// restaurant check.
import type { PromotionDoc } from "./promotionInput";
import { promotionStatusOn } from "./promotionStatus";

export const NOT_AT_RESTAURANT = "Not valid at this restaurant";

export const promotionNote = (promotion: PromotionDoc, restaurantId: string | undefined, today: string): string | null => {
  const status = promotionStatusOn(promotion, today);
  if (status !== "ongoing") return `Promotion is ${status}`;
  const targets = promotion.targetRestaurant;
  return restaurantId === undefined || targets.length === 0 || targets.includes(restaurantId) ? null : NOT_AT_RESTAURANT;
};

/** The promotions a till applies by itself to a bill of `restaurantId` on `today`. */
export const autoAppliedPromotions = <P extends { readonly promotion: PromotionDoc }>(
  promotions: ReadonlyArray<P>,
  restaurantId: string | undefined,
  today: string,
): P[] =>
  promotions.filter(({ promotion }) =>
    promotion.effect.priority !== undefined && promotion.effect.priority !== null && promotionNote(promotion, restaurantId, today) === null);
