// Owns: whether a member may claim a simpleClaim voucher now (spec 3 §4), checked in the spec's
// order: 'Invalid voucher type', 'Voucher quota reached', 'Voucher is disabled', 'Voucher claim
// period is over'; then the checks the spec leaves to the backend.
// Decisions where the spec is silent: before the claim period's start day the answer is
// 'Voucher claim period has not started'; a phone already holding maxClaimsPerUser claims
// (0 = no limit) gets 'Maximum claims per user reached'. The quota refusal is 409 (it is the
// one a race decides), the others 400. Days are calendar days in the business time zone.
import { Temporal } from "temporal-polyfill";
import { DomainError } from "../engine/decider";
import type { VoucherDoc } from "./voucherResponse";

export const INVALID_VOUCHER_TYPE = "Invalid voucher type";
export const QUOTA_REACHED = "Voucher quota reached";
export const VOUCHER_DISABLED = "Voucher is disabled";
export const CLAIM_PERIOD_OVER = "Voucher claim period is over";
export const CLAIM_PERIOD_NOT_STARTED = "Voucher claim period has not started";
export const PER_USER_REACHED = "Maximum claims per user reached";

export const quotaLeft = (voucher: VoucherDoc, currentClaim: number): number =>
  voucher.options.simpleClaim === null ? Number.POSITIVE_INFINITY : voucher.options.simpleClaim.maxClaim - currentClaim;

/** Why `phoneClaims` more claims cannot be made by this phone now, or null. */
export const claimProblem = (
  voucher: VoucherDoc,
  currentClaim: number,
  today: Temporal.PlainDate,
  claimsOfPhone: number,
): DomainError | null => {
  const simple = voucher.options.simpleClaim;
  if (voucher.type !== "SIMPLE_CLAIM" || simple === null) return new DomainError(INVALID_VOUCHER_TYPE, 400);
  if (currentClaim >= simple.maxClaim) return new DomainError(QUOTA_REACHED, 409);
  if (voucher.disable) return new DomainError(VOUCHER_DISABLED, 400);
  if (simple.end !== null && Temporal.PlainDate.compare(today, Temporal.PlainDate.from(simple.end)) > 0) {
    return new DomainError(CLAIM_PERIOD_OVER, 400);
  }
  if (simple.start !== null && Temporal.PlainDate.compare(today, Temporal.PlainDate.from(simple.start)) < 0) {
    return new DomainError(CLAIM_PERIOD_NOT_STARTED, 400);
  }
  if (voucher.maxClaimsPerUser > 0 && claimsOfPhone >= voucher.maxClaimsPerUser) return new DomainError(PER_USER_REACHED, 400);
  return null;
};
