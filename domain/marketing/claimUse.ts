// Owns: the use of one voucher claim (spec 3 §3 voucher claim, §4 claim use): current use =
// history length + 1 when applied; max use 1 unless multiple use; maximum reached when use >= max;
// cooldown until appliedAt + cooldown minutes; transfer open while transferExpiredAt is in the
// future; the 10-minute redeem window; and the claim's validity window.
// Decisions where the spec is silent:
// - A claim's uses are kept as a list of redemptions (bill, restaurant, instant); the spec's view
//   is derived from it: `appliedAt` is the latest use, `history` the earlier ones. A refunded bill's
//   use is taken off the list, which restores it.
// - Validity window of a claim, in the business time zone: with a fixed period, from the start of
//   validSince through the end of validSince + validity; dynamic, from the start of the day the
//   claim was issued through the end of that day + validity (valid N days including the claim day).
//   Unassigned codes count from the day they were created.
import { Temporal } from "temporal-polyfill";
import { dateInZone } from "../shared/calendarDate";
import type { ClaimUseRecord, VoucherTerms } from "./voucherModel";

export const REDEEM_WINDOW_MS = 600_000;
export const DEFAULT_MAX_USE = 1;

export interface ClaimUseView {
  readonly history: ReadonlyArray<ClaimUseRecord>;
  readonly appliedAt: string | null;
}

export const useView = (uses: ReadonlyArray<ClaimUseRecord>): ClaimUseView => ({
  history: uses.slice(0, -1),
  appliedAt: uses.at(-1)?.appliedAt ?? null,
});

export const currentUse = (view: ClaimUseView): number => view.history.length + (view.appliedAt === null ? 0 : 1);

export const maxUseOf = (multipleUse: VoucherTerms["multipleUse"]): number => multipleUse?.maxUse ?? DEFAULT_MAX_USE;

export const isMaximumReached = (view: ClaimUseView, maxUse: number): boolean => currentUse(view) >= maxUse;

/** The instant the cooldown ends, or null when the claim was never applied. */
export const cooldownUntil = (view: ClaimUseView, cooldownMinutes: number): Temporal.Instant | null =>
  view.appliedAt === null ? null : Temporal.Instant.from(view.appliedAt).add({ minutes: cooldownMinutes });

export const isCoolingDown = (view: ClaimUseView, cooldownMinutes: number, now: Temporal.Instant): boolean => {
  const until = cooldownUntil(view, cooldownMinutes);
  return until !== null && Temporal.Instant.compare(now, until) < 0;
};

export const isTransferOpen = (transferExpiredAt: string | null, now: Temporal.Instant): boolean =>
  transferExpiredAt !== null && Temporal.Instant.compare(Temporal.Instant.from(transferExpiredAt), now) > 0;

/** When a redeem started at `startedAt` stops being accepted. */
export const redeemWindowEndsAt = (startedAt: Temporal.Instant): Temporal.Instant => startedAt.add({ milliseconds: REDEEM_WINDOW_MS });

export const isRedeemWindowOpen = (startedAt: Temporal.Instant, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(now, redeemWindowEndsAt(startedAt)) < 0;

export interface ValidityWindow {
  readonly validFrom: Temporal.Instant;
  /** The first instant the claim is no longer valid (exclusive end). */
  readonly expiredAt: Temporal.Instant;
}

const startOfDay = (date: Temporal.PlainDate, timeZone: string): Temporal.Instant =>
  date.toZonedDateTime({ timeZone }).toInstant();

export const validityWindow = (terms: Pick<VoucherTerms, "validity" | "validSince">, issuedAt: Temporal.Instant, timeZone: string): ValidityWindow => {
  const first = terms.validSince === null ? dateInZone(issuedAt, timeZone) : Temporal.PlainDate.from(terms.validSince);
  return {
    validFrom: startOfDay(first, timeZone),
    expiredAt: startOfDay(first.add({ days: terms.validity + 1 }), timeZone),
  };
};
