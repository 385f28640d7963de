// How vouchers and claims are answered: the stored rows plus what is derived at read time in the
// voucher's time zone (spec 3 §3-§4): the voucher (its Schema: domain/marketing/voucherResponse.ts)
// with its `validFor` (validity + 1), status and badge colour, public claim link; a claim's `_id`, `user`, `history`/`appliedAt`, use, max use,
// validity window, cooldown and whether its transfer is open (its Schema: domain/marketing/claimResponse.ts).
// Decision where the spec is silent: the public claim link is the customer page of the voucher
// (`/v/{voucherId}`, ui/customer), where a customer proves a phone and claims (issue 19).
import type { Temporal } from "temporal-polyfill";
import { instantOf, isoOf } from "../../../domain/auth/fields";
import type { Row } from "../../../domain/engine/projection";
import { type ClaimResponse, claimAnswerOf } from "../../../domain/marketing/claimResponse";
import { cooldownUntil, currentUse, isTransferOpen, maxUseOf, useView, validityWindow } from "../../../domain/marketing/claimUse";
import type { ClaimUseRecord, VoucherTerms } from "../../../domain/marketing/voucherModel";
import { STATUS_COLOURS, voucherStatus } from "../../../domain/marketing/voucherStatus";
import { type VoucherResponse, decodeVoucherRow } from "../../../domain/marketing/voucherResponse";

export const publicClaimLink = (voucherId: string): string => `/v/${voucherId}`;

export const voucherView = (stored: Row, now: Temporal.Instant): VoucherResponse => {
  const voucher = decodeVoucherRow(stored);
  const status = voucherStatus(voucher, now, voucher.timeZone);
  return { ...voucher, validFor: voucher.validity + 1, status, statusColour: STATUS_COLOURS[status], publicClaimLink: publicClaimLink(voucher.id) };
};

const termsOfClaim = (claim: Row, voucher: Row): VoucherTerms => {
  const terms = voucher.terms as ReadonlyArray<VoucherTerms>;
  return terms[Math.max(Number(claim.termsIndex), Number(voucher.termsFloor))] ?? terms[terms.length - 1]!;
};

export const claimView = (claim: Row, voucher: Row, now: Temporal.Instant): ClaimResponse => {
  const terms = termsOfClaim(claim, voucher);
  const view = useView(claim.uses as ReadonlyArray<ClaimUseRecord>);
  const window = validityWindow(terms, instantOf(String(claim.createdAt)), String(voucher.timeZone));
  const cooldown = cooldownUntil(view, terms.multipleUse?.cooldown ?? 0);
  const transferExpiredAt = (claim.transferExpiredAt as string | null) ?? null;
  return claimAnswerOf({
    ...claim,
    _id: claim.id,
    user: claim.assigned ? { phoneNumber: claim.phoneNumber, displayName: claim.name, photoURL: null } : null,
    history: view.history,
    appliedAt: view.appliedAt,
    use: currentUse(view),
    maxUse: maxUseOf(terms.multipleUse),
    validFrom: isoOf(window.validFrom),
    expiredAt: isoOf(window.expiredAt),
    cooldownUntil: cooldown === null ? null : isoOf(cooldown),
    transferOpen: isTransferOpen(transferExpiredAt, now),
  });
};
