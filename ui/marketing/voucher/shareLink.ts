// Owns: a voucher's share link (spec 3 §2 "copy share link", §4 claimable check): the public
// claim address on this site, and why it may not be shared now, checked with
// domain/marketing/voucherClaimable.ts on the voucher's own calendar day (its time zone).
// Decision where the spec is silent: the per-user limit is not part of the check (no phone is
// known when sharing), so it is asked with 0 claims of the phone.
import type { Temporal } from "temporal-polyfill";
import { claimProblem } from "../../../domain/marketing/voucherClaimable";
import { dateInZone } from "../../../domain/shared/calendarDate";
import type { Voucher } from "../../ports/marketingPort";

export const SHARE_LINK_COPIED = "Sharable link copied to clipboard";

export const shareLinkOf = (voucher: Voucher, origin: string): string => new URL(voucher.publicClaimLink, origin).toString();

/** The reason the voucher cannot be claimed today, or null. */
export const shareProblem = (voucher: Voucher, now: Temporal.Instant): string | null =>
  claimProblem(voucher, voucher.currentClaim, dateInZone(now, voucher.timeZone), 0)?.message ?? null;
