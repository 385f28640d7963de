// Owns: whether a member may buy a bundle given its purchase conditions (spec 2 §3 Bundle
// conditions [{type topupCount, min, max}]). topupCount is how many store purchases the member
// has already made.
// Decisions where the spec is silent:
// - The range is half-open: a purchase is allowed when min ≤ count < max (a null bound is
//   open). That is why the bundle form refuses min ≥ max ('Min must smaller than max'): such a
//   range would hold no count. A first-purchase-only bundle is {min: 0, max: 1} (or {max: 1});
//   {max: 0} alone holds no count, so such a bundle cannot be bought.
// - The count covers both channels (in a restaurant and online) and leaves out reverted
//   purchases: a reverted purchase is as if it never happened.
// - A bundle without conditions can always be bought.
export interface PurchaseCondition {
  readonly type: "topupCount";
  readonly min: number | null;
  readonly max: number | null;
}

export const PURCHASE_CONDITION_NOT_MET = "Purchase condition not met";

/** True when `count` lies in [min, max). */
export const topupCountMatches = (condition: PurchaseCondition, count: number): boolean =>
  (condition.min === null || count >= condition.min) && (condition.max === null || count < condition.max);

/** True when every condition of the bundle holds for a member with `topupCount` purchases. */
export const conditionsMet = (conditions: ReadonlyArray<PurchaseCondition>, topupCount: number): boolean =>
  conditions.every((condition) => topupCountMatches(condition, topupCount));
