import { beforeEach, describe, expect, it } from "vitest";
import { testClock } from "../../../tests/support/apiHarness";
import { type MarketingShop, OWNER, openMarketingShop, voucherDoc } from "../../../tests/support/marketingShop";
import type { RunOptions } from "../../engine/commandRunner";
import { VOUCHER_CLAIMS_TABLE } from "../vouchers.projection";
import { claimVoucher } from "./claimVoucher";
import { createVoucher } from "./createVoucher";
import { proveClaimPhone } from "../../../tests/support/claimProof";
import { PHONE_NOT_VERIFIED } from "../../auth/application/claimProof";

const PUBLIC: RunOptions = { actor: null };
let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop(testClock("2026-01-05T08:00:00Z"));
});

const attraction = (simpleClaim: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("SIMPLE_CLAIM", { options: { simpleClaim }, ...extra }) }, OWNER);

describe("claimVoucher", () => {
  it("gives the phone a claim whose code is its id", async () => {
    const voucherId = await attraction({ maxClaim: 5 });
    const claimId = await claimVoucher(shop.engine, { voucherId, phoneNumber: "+60111111111" }, await proveClaimPhone(shop.engine, "+60111111111"), PUBLIC);
    expect(await shop.engine.readModels.get(VOUCHER_CLAIMS_TABLE, claimId)).toMatchObject({ voucherId, code: claimId, phoneNumber: "+60111111111", assigned: true });
  });

  it("stops at the quota: 30 claims at once on a quota of 10 give exactly 10", async () => {
    const voucherId = await attraction({ maxClaim: 10 });
    const phones = Array.from({ length: 30 }, (_, i) => `+601900000${String(i).padStart(2, "0")}`);
    const proofs = await Promise.all(phones.map((phone) => proveClaimPhone(shop.engine, phone)));
    const outcomes = await Promise.allSettled(phones.map((phoneNumber, i) => claimVoucher(shop.engine, { voucherId, phoneNumber }, proofs[i]!, PUBLIC)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(10);
    for (const o of outcomes) if (o.status === "rejected") expect(o.reason).toMatchObject({ message: "Voucher quota reached", status: 409 });
  });

  it("answers the voucher's refusals in the spec's order", async () => {
    const cases: ReadonlyArray<readonly [Promise<string>, string]> = [
      [createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("AFTER_SALES") }, OWNER), "Invalid voucher type"],
      [attraction({ maxClaim: 5, end: "2026-01-01" }, { disable: true }), "Voucher is disabled"],
      [attraction({ maxClaim: 5, end: "2026-01-04" }), "Voucher claim period is over"],
    ];
    const proof = await proveClaimPhone(shop.engine, "+60111111112");
    for (const [voucher, message] of cases) {
      await expect(claimVoucher(shop.engine, { voucherId: await voucher, phoneNumber: "+60111111112" }, proof, PUBLIC)).rejects.toMatchObject({ message });
    }
    await expect(claimVoucher(shop.engine, { voucherId: "0123456789abcdef01234567", phoneNumber: "+60111111112" }, proof, PUBLIC))
      .rejects.toMatchObject({ message: "Voucher not found", status: 404 });
  });

  it("a repeated Idempotency-Key answers the first claim", async () => {
    const voucherId = await attraction({ maxClaim: 5 });
    const keyed: RunOptions = { actor: null, idempotency: { key: "+60111111113:claim-voucher:k", fingerprint: "f" } };
    const proof = await proveClaimPhone(shop.engine, "+60111111113");
    const first = await claimVoucher(shop.engine, { voucherId, phoneNumber: "+60111111113" }, proof, keyed);
    expect(await claimVoucher(shop.engine, { voucherId, phoneNumber: "+60111111113" }, proof, keyed)).toBe(first);
    expect((await shop.engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId } })).total).toBe(1);
  });

  it("spends the proof once, and only a proof of the claiming phone", async () => {
    const voucherId = await attraction({ maxClaim: 5 });
    const proof = await proveClaimPhone(shop.engine, "+60111111114");
    await expect(claimVoucher(shop.engine, { voucherId, phoneNumber: "+60111111115" }, proof, PUBLIC)).rejects.toMatchObject({ message: PHONE_NOT_VERIFIED, status: 401 });
    await claimVoucher(shop.engine, { voucherId, phoneNumber: "+60111111114" }, proof, PUBLIC);
    await expect(claimVoucher(shop.engine, { voucherId, phoneNumber: "+60111111114" }, proof, PUBLIC)).rejects.toMatchObject({ message: PHONE_NOT_VERIFIED, status: 401 });
    expect((await shop.engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId } })).total).toBe(1);
  });
});
