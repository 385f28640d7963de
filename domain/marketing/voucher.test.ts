// The voucher decider, given events / when a command / then events or an error.
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { at } from "../auth/deciderSpec";
import { fold } from "../engine/decider";
import { assignMemberRewardClaim, voucherDecider } from "./voucher";
import { type VoucherInput, voucherFromInput } from "./voucherInput";
import type { VoucherCommand, VoucherEvent } from "./voucherModel";

const effect = { target: "BILL", adjustment: { type: "byAmount", amount: { amount: 500, precision: 2 } }, options: {} } as VoucherInput["effect"];
const doc = (extra: Partial<VoucherInput> = {}) =>
  voucherFromInput({ type: "SIMPLE_CLAIM", name: "Kopi", effect, validFor: 3, options: { simpleClaim: { maxClaim: 2 } }, ...extra });

const NOW = "2026-01-05T08:00:00Z";
const created = (extra: Partial<VoucherInput> = {}): VoucherEvent => ({
  type: "VoucherCreated",
  data: { voucherId: "v1", businessId: "b1", voucher: doc(extra), terms: { ...doc(extra) }, timeZone: "Asia/Kuala_Lumpur", createdAt: NOW },
});

const given = (events: ReadonlyArray<VoucherEvent>, command: VoucherCommand, now = NOW) =>
  voucherDecider.decide(command, fold(voucherDecider, events), { ...at(now), timeZone: "Asia/Kuala_Lumpur" });

const eventsOf = (decision: ReturnType<typeof given>) => Result.getOrThrow(decision);
const errorOf = (decision: ReturnType<typeof given>) => (Result.isFailure(decision) ? decision.failure.message : null);

describe("voucher decider", () => {
  it("creates a voucher once, recording the time zone", () => {
    const [event] = eventsOf(given([], { type: "CreateVoucher", data: { voucherId: "v1", businessId: "b1", voucher: doc() } }));
    expect(event).toMatchObject({ type: "VoucherCreated", data: { timeZone: "Asia/Kuala_Lumpur", voucher: { validity: 2 } } });
    expect(errorOf(given([created()], { type: "CreateVoucher", data: { voucherId: "v1", businessId: "b1", voucher: doc() } }))).toBe("Voucher already exists");
  });

  it("refuses to change the usage type", () => {
    const update = { type: "UpdateVoucher" as const, data: { voucher: doc({ multipleUse: { maxUse: 2, cooldown: 0 } }), updateClaim: false } };
    expect(errorOf(given([created()], update))).toBe("Cannot change voucher usage type");
  });

  it("public claims stop at the quota", () => {
    const claim = (claimId: string): VoucherEvent => ({
      type: "ClaimsAssigned", data: { claims: [{ claimId, code: claimId, phoneNumber: `+6011${claimId}`, name: null, memberId: null }], via: "public", createdAt: NOW },
    });
    expect(eventsOf(given([created()], { type: "ClaimPublic", data: { claimId: "c1", phoneNumber: "+60111" } }))).toHaveLength(1);
    expect(errorOf(given([created(), claim("c1"), claim("c2")], { type: "ClaimPublic", data: { claimId: "c3", phoneNumber: "+60111" } }))).toBe("Voucher quota reached");
    expect(eventsOf(given([created(), claim("c1")], { type: "ClaimPublic", data: { claimId: "c1", phoneNumber: "+6011c1" } }))).toEqual([]);
  });

  it("a public claim with a claim link's code takes that unassigned claim, even at the quota", () => {
    const batch: VoucherEvent = { type: "ClaimsCreated", data: { batchId: "b", claims: [{ claimId: "k1", code: "K1" }, { claimId: "k2", code: "K2" }], createdAt: NOW } };
    const withCode = (code: string, claimId = "new"): VoucherCommand => ({ type: "ClaimPublic", data: { claimId, phoneNumber: "+60111", code } });
    expect(eventsOf(given([created(), batch], withCode("K1")))).toEqual([{
      type: "ClaimsAssigned", data: { claims: [{ claimId: "k1", code: "K1", phoneNumber: "+60111", name: null, memberId: null }], via: "public", createdAt: "2026-01-05T08:00:00.000Z" },
    }]);
    expect(errorOf(given([created(), batch], { type: "ClaimPublic", data: { claimId: "new", phoneNumber: "+60111" } }))).toBe("Voucher quota reached");
    expect(errorOf(given([created(), batch], withCode("NOPE")))).toBe("Claim not found");
    const taken = eventsOf(given([created(), batch], withCode("K1")));
    expect(errorOf(given([created(), batch, ...taken], withCode("K1", "again")))).toBe("This claim code has already been claimed");
  });

  it("redeems a claim once per bill and restores the use on refund", () => {
    const batch: VoucherEvent = { type: "ClaimsCreated", data: { batchId: "b", claims: [{ claimId: "c1", code: "K1" }], createdAt: NOW } };
    const redeem = (billId: string): VoucherCommand => ({ type: "RedeemClaim", data: { claimId: "c1", billId, restaurantId: "r1", bill: null } });
    const [redeemed] = eventsOf(given([created(), batch], redeem("bill-1")));
    expect(redeemed).toMatchObject({ type: "ClaimRedeemed", data: { billId: "bill-1", appliedAt: "2026-01-05T08:00:00.000Z" } });
    const history = [created(), batch, redeemed!];
    expect(eventsOf(given(history, redeem("bill-1")))).toEqual([]);
    expect(errorOf(given(history, redeem("bill-2")))).toBe("Voucher has been fully used");
    const [restored] = eventsOf(given(history, { type: "RestoreUse", data: { billId: "bill-1" } }));
    expect(restored).toMatchObject({ type: "ClaimUseRestored", data: { claimId: "c1" } });
    expect(eventsOf(given([...history, restored!], redeem("bill-2")))).toHaveLength(1);
    expect(errorOf(given([created(), batch], redeem("bill-3"), "2026-01-08T16:00:00Z"))).toBe("Voucher has expired");
  });

  it("assigns member rewards only from MEMBER_REWARD vouchers", () => {
    const command = assignMemberRewardClaim({ claimId: "m1", memberId: "member-1", phoneNumber: "+60123" });
    expect(errorOf(given([created()], command))).toBe("Invalid voucher type");
    const reward = created({ type: "MEMBER_REWARD", options: {} });
    expect(eventsOf(given([reward], command))[0]).toMatchObject({ type: "ClaimsAssigned", data: { via: "reward", claims: [{ claimId: "m1", code: "m1", memberId: "member-1" }] } });
  });
});
