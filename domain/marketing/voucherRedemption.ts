// Owns: whether a claim may be redeemed on a bill now (spec 3 §4 claim use; issue 6 item 3):
// refused with a reason when the voucher is disabled, the restaurant is not targeted, the claim
// is not valid yet or has expired, it is outside the voucher's time of day, it is used up, or it
// is cooling down. Terms written before the time period existed count as all day.
// Decisions where the spec is silent: the messages below (400), checked in that order; an empty
// target list means every restaurant of the business.
import type { Temporal } from "temporal-polyfill";
import { DomainError } from "../engine/decider";
import { DEFAULT_TIME_PERIOD, periodContains, timeOfDayOf } from "../shared/timeOfDay";
import { instantOf, isoOf } from "../auth/fields";
import { cooldownUntil, isCoolingDown, isMaximumReached, maxUseOf, useView, validityWindow } from "./claimUse";
import type { ClaimState, VoucherTerms } from "./voucherModel";
import { VOUCHER_DISABLED } from "./voucherClaimable";

export const NOT_AT_RESTAURANT = "Voucher is not valid at this restaurant";
export const NOT_THIS_TIME = "Voucher is not valid at this time";
export const NOT_VALID_YET = "Voucher is not valid yet";
export const VOUCHER_EXPIRED = "Voucher has expired";
export const FULLY_USED = "Voucher has been fully used";
export const coolingDownMessage = (until: Temporal.Instant): string => `Voucher is cooling down until ${isoOf(until)}`;

export interface RedeemAt {
  readonly restaurantId: string;
  readonly now: Temporal.Instant;
  readonly timeZone: string;
}

export const redeemProblem = (disabled: boolean, terms: VoucherTerms, claim: ClaimState, at: RedeemAt): DomainError | null => {
  if (disabled) return new DomainError(VOUCHER_DISABLED, 400);
  if (terms.targetRestaurant.length > 0 && !terms.targetRestaurant.includes(at.restaurantId)) return new DomainError(NOT_AT_RESTAURANT, 400);
  const { validFrom, expiredAt } = validityWindow(terms, instantOf(claim.createdAt), at.timeZone);
  if (at.now.epochMilliseconds < validFrom.epochMilliseconds) return new DomainError(NOT_VALID_YET, 400);
  if (at.now.epochMilliseconds >= expiredAt.epochMilliseconds) return new DomainError(VOUCHER_EXPIRED, 400);
  const period = terms.timePeriod ?? DEFAULT_TIME_PERIOD;
  if (!periodContains(period, timeOfDayOf(at.now.toZonedDateTimeISO(at.timeZone)))) return new DomainError(NOT_THIS_TIME, 400);
  const view = useView(claim.uses);
  if (isMaximumReached(view, maxUseOf(terms.multipleUse))) return new DomainError(FULLY_USED, 400);
  const cooldown = terms.multipleUse?.cooldown ?? 0;
  const until = cooldownUntil(view, cooldown);
  // Stryker disable next-line ConditionalExpression: isCoolingDown is false when there is no until
  if (until !== null && isCoolingDown(view, cooldown, at.now)) return new DomainError(coolingDownMessage(until), 400);
  return null;
};
