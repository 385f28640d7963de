// The voucher aggregate, stream `voucher-{id}` (language in voucherModel.ts): create, update
// (with the updateClaim flag), delete, unassigned claim batches, the public claim, claims
// assigned to members (send, member rewards), redemption on a bill and its restoration on refund.
// Spec 3 §3-§5, §7; issue 6 items 1 and 3.
// Decisions where the spec is silent:
// - A missing or deleted voucher is 'Voucher not found' (404).
// - The usage type (single or multiple use) never changes: 'Cannot change voucher usage type';
//   nor does the voucher type ('Invalid voucher type').
// - Quota: only simpleClaim vouchers have one (maxClaim); every claim, assigned or not, counts
//   towards currentClaim; a batch larger than what is left is refused 'Voucher quota reached'.
// - A repeated batch id, claim id or bill id appends nothing (a retried request); a bill
//   redeems at most once per voucher, even after its refund.
// - Redemption applies the claim's effect to the bill when the till sends one (the discount
//   engine, effects/applyEffect.ts): a failure reason (MIN_PURCHASE_REQUIRED...) refuses it; the
//   breakdown is recorded in the event. Without a bill only the use is recorded.
// - The voucher records the business time zone it was created in; days (status, validity,
//   claim period) are counted in it.
// - A public claim with the code of an unassigned claim (a copied claim link, issue 19) assigns
//   that claim to the phone: it already counts towards the quota, so the quota check leaves it
//   out; an unknown code is 'Claim not found' (404), one already assigned 'This claim code has
//   already been claimed' (409). The claim's validity starts when it is assigned.
import { Result } from "effect";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { isoOf } from "../auth/fields";
import { dateInZone } from "../shared/calendarDate";
import { staleRevision } from "../business/revision";
import { sameValue } from "../business/sameValue";
import { INVALID_VOUCHER_TYPE, QUOTA_REACHED, claimProblem, quotaLeft } from "./voucherClaimable";
import {
  type ActiveVoucher, type ClaimState, type VoucherCommand, type VoucherEvent, type VoucherState, claimTerms, termsOf,
} from "./voucherModel";
import { evaluateEffect } from "./effects/applyEffect";
import { redeemProblem } from "./voucherRedemption";

export const VOUCHER_NOT_FOUND = "Voucher not found";
export const VOUCHER_EXISTS = "Voucher already exists";
export const USAGE_TYPE_LOCKED = "Cannot change voucher usage type";
export const CLAIM_NOT_FOUND = "Claim not found";
export const CLAIM_CODE_TAKEN = "This claim code has already been claimed";

const newClaim = (claimId: string, code: string, createdAt: string, termsIndex: number, user: Partial<ClaimState> = {}): ClaimState => ({
  claimId, code, createdAt, termsIndex, assigned: false, phoneNumber: null, memberId: null, uses: [], transferExpiredAt: null, ...user,
});

const withClaims = (v: ActiveVoucher, claims: ReadonlyArray<ClaimState>): ReadonlyMap<string, ClaimState> => {
  const next = new Map(v.claims);
  for (const claim of claims) next.set(claim.claimId, claim);
  return next;
};

const evolveActive = (v: ActiveVoucher, event: VoucherEvent): VoucherState => {
  const last = v.terms.length - 1;
  switch (event.type) {
    case "VoucherCreated": return v;
    case "VoucherUpdated": {
      const terms = [...v.terms, event.data.terms];
      return { ...v, voucher: event.data.voucher, terms, termsFloor: event.data.updateClaim ? terms.length - 1 : v.termsFloor };
    }
    case "VoucherDeleted": return { status: "deleted", revision: v.revision };
    case "ClaimsCreated": {
      const claims = event.data.claims.map((c) => newClaim(c.claimId, c.code, event.data.createdAt, last));
      return { ...v, claims: withClaims(v, claims), batchIds: new Set(v.batchIds).add(event.data.batchId) };
    }
    case "ClaimsAssigned": {
      const claims = event.data.claims.map((c) =>
        newClaim(c.claimId, c.code, event.data.createdAt, last, { assigned: true, phoneNumber: c.phoneNumber, memberId: c.memberId }));
      return { ...v, claims: withClaims(v, claims) };
    }
    case "ClaimRedeemed": {
      const { claimId, billId, restaurantId, appliedAt } = event.data;
      const claim = v.claims.get(claimId);
      if (claim === undefined) return v;
      const used = { ...claim, uses: [...claim.uses, { billId, restaurantId, appliedAt }] };
      return { ...v, claims: withClaims(v, [used]), bills: new Map(v.bills).set(billId, { claimId, refunded: false }) };
    }
    case "ClaimUseRestored": {
      const { claimId, billId } = event.data;
      const claim = v.claims.get(claimId);
      if (claim === undefined) return v;
      const restored = { ...claim, uses: claim.uses.filter((u) => u.billId !== billId) };
      return { ...v, claims: withClaims(v, [restored]), bills: new Map(v.bills).set(billId, { claimId, refunded: true }) };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const evolveVoucher = (state: VoucherState, event: VoucherEvent): VoucherState => {
  const revision = state.revision + 1;
  if (event.type === "VoucherCreated") {
    const { voucherId, businessId, voucher, terms, timeZone } = event.data;
    return {
      status: "active", voucherId, businessId, voucher, timeZone, terms: [terms], termsFloor: 0,
      claims: new Map(), batchIds: new Set(), bills: new Map(), revision,
    };
  }
  if (state.status !== "active") return { ...state, revision };
  return { ...evolveActive(state, event), revision };
};

type Rule<C extends VoucherCommand["type"]> = (
  data: Extract<VoucherCommand, { type: C }>["data"],
  voucher: ActiveVoucher,
  ctx: DecideContext,
) => Decision<VoucherEvent>;

const update: Rule<"UpdateVoucher"> = ({ rev, voucher, updateClaim }, v, ctx) => {
  const stale = staleRevision<VoucherEvent>(rev, v.revision);
  if (stale !== null) return stale;
  if (voucher.type !== v.voucher.type) return reject(INVALID_VOUCHER_TYPE);
  if ((voucher.multipleUse === null) !== (v.voucher.multipleUse === null)) return reject(USAGE_TYPE_LOCKED);
  if (sameValue(voucher, v.voucher) && !(updateClaim && v.termsFloor < v.terms.length - 1)) return accept();
  return accept({ type: "VoucherUpdated", data: { voucher, terms: termsOf(voucher), updateClaim, updatedAt: isoOf(ctx.now) } });
};

const createClaims: Rule<"CreateClaims"> = ({ batchId, codes }, v, ctx) => {
  if (v.batchIds.has(batchId)) return accept();
  if (quotaLeft(v.voucher, v.claims.size) < codes.length) return reject(QUOTA_REACHED, 409);
  const claims = codes.map((code) => ({ claimId: ctx.newId(), code }));
  return accept({ type: "ClaimsCreated", data: { batchId, claims, createdAt: isoOf(ctx.now) } });
};

const claimsOfPhone = (v: ActiveVoucher, phoneNumber: string): number => {
  let count = 0;
  for (const claim of v.claims.values()) if (claim.phoneNumber === phoneNumber) count += 1;
  return count;
};

const claimWithCode = (v: ActiveVoucher, code: string): ClaimState | undefined => {
  for (const claim of v.claims.values()) if (claim.code === code) return claim;
  return undefined;
};

const claimPublic: Rule<"ClaimPublic"> = ({ claimId, phoneNumber, code }, v, ctx) => {
  if (v.claims.has(claimId)) return accept();
  const unassigned = code === undefined ? undefined : claimWithCode(v, code);
  if (code !== undefined && unassigned === undefined) return reject(CLAIM_NOT_FOUND, 404);
  if (unassigned?.assigned === true) return reject(CLAIM_CODE_TAKEN, 409);
  const counted = v.claims.size - (unassigned === undefined ? 0 : 1);
  const problem = claimProblem(v.voucher, counted, dateInZone(ctx.now, v.timeZone), claimsOfPhone(v, phoneNumber));
  if (problem !== null) return reject(problem.message, problem.status);
  const claim = unassigned === undefined ? { claimId, code: claimId } : { claimId: unassigned.claimId, code: unassigned.code };
  return accept({
    type: "ClaimsAssigned",
    data: { claims: [{ ...claim, phoneNumber, name: null, memberId: null }], via: "public", createdAt: isoOf(ctx.now) },
  });
};

const assign: Rule<"AssignClaims"> = ({ claims, via, requireType }, v, ctx) => {
  if (requireType !== undefined && v.voucher.type !== requireType) return reject(INVALID_VOUCHER_TYPE);
  const fresh = claims.filter((c) => !v.claims.has(c.claimId));
  if (fresh.length === 0) return accept();
  if (quotaLeft(v.voucher, v.claims.size) < fresh.length) return reject(QUOTA_REACHED, 409);
  return accept({
    type: "ClaimsAssigned",
    data: { claims: fresh.map((c) => ({ ...c, code: c.claimId })), via, createdAt: isoOf(ctx.now) },
  });
};

const redeem: Rule<"RedeemClaim"> = ({ claimId, billId, restaurantId, bill }, v, ctx) => {
  if (v.bills.has(billId)) return accept();
  const claim = v.claims.get(claimId);
  if (claim === undefined) return reject(CLAIM_NOT_FOUND, 404);
  const terms = claimTerms(v, claim);
  const problem = redeemProblem(v.voucher.disable, terms, claim, { restaurantId, now: ctx.now, timeZone: v.timeZone });
  if (problem !== null) return reject(problem.message, problem.status);
  const applied = bill === null ? null : evaluateEffect(terms.effect, bill);
  if (applied !== null && Result.isFailure(applied)) return reject(applied.failure);
  const discount = applied === null ? null : applied.success;
  return accept({ type: "ClaimRedeemed", data: { claimId, billId, restaurantId, appliedAt: isoOf(ctx.now), discount } });
};

const restore: Rule<"RestoreUse"> = ({ billId }, v, ctx) => {
  const bill = v.bills.get(billId);
  if (bill === undefined || bill.refunded) return accept();
  return accept({ type: "ClaimUseRestored", data: { claimId: bill.claimId, billId, restoredAt: isoOf(ctx.now) } });
};

export const decideVoucher = (command: VoucherCommand, state: VoucherState, ctx: DecideContext): Decision<VoucherEvent> => {
  if (command.type === "CreateVoucher") {
    if (state.status !== "none") return reject(VOUCHER_EXISTS, 409);
    const { voucherId, businessId, voucher } = command.data;
    return accept({
      type: "VoucherCreated",
      data: { voucherId, businessId, voucher, terms: termsOf(voucher), timeZone: ctx.timeZone, createdAt: isoOf(ctx.now) },
    });
  }
  if (state.status !== "active") return reject(VOUCHER_NOT_FOUND, 404);
  switch (command.type) {
    case "UpdateVoucher": return update(command.data, state, ctx);
    case "DeleteVoucher":
      return staleRevision(command.data.rev, state.revision) ??
        accept({ type: "VoucherDeleted", data: { businessId: state.businessId, deletedAt: isoOf(ctx.now) } });
    case "CreateClaims": return createClaims(command.data, state, ctx);
    case "ClaimPublic": return claimPublic(command.data, state, ctx);
    case "AssignClaims": return assign(command.data, state, ctx);
    case "RedeemClaim": return redeem(command.data, state, ctx);
    case "RestoreUse": return restore(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const voucherDecider: Decider<VoucherState, VoucherCommand, VoucherEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decideVoucher,
  evolve: evolveVoucher,
};

/** The command the loyalty engine runs to give one member a claim of a MEMBER_REWARD voucher
 *  (stream voucherStreamId(voucherId)); a repeated claimId appends nothing. */
export const assignMemberRewardClaim = (claim: { claimId: string; memberId: string; phoneNumber?: string | null; name?: string | null }): VoucherCommand => ({
  type: "AssignClaims",
  data: {
    claims: [{ claimId: claim.claimId, memberId: claim.memberId, phoneNumber: claim.phoneNumber ?? null, name: claim.name ?? null }],
    via: "reward",
    requireType: "MEMBER_REWARD",
  },
});
