// Voucher invariants under concurrency (issue 6 tests; issue 13), on the real app over the memory
// store, PGlite, and PostgreSQL when TEST_DATABASE_URL is set (tests/support/storeFactories.ts):
// 1,000 concurrent public claims (each phone proven by a `claim` OTP first) on a quota of 100
// give exactly 100 claims and 900 'Voucher quota reached'; two concurrent 2000-code batches of two vouchers (one registry) give 4,000
// distinct codes, and a batch retried with the same Idempotency-Key creates nothing new; 20
// concurrent batches under one key make one batch and 20 identical answers; 50 concurrent
// redemptions of one single-use claim let exactly one through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voucherRedeemed } from "../../adapters/server/marketing/voucherPosEvents";
import { RESTAURANTS_TABLE } from "../../domain/business/restaurants.projection";
import { VOUCHER_CLAIMS_TABLE } from "../../domain/marketing/vouchers.projection";
import { openAppOnStore } from "../support/appOnStore";
import { storeFactories } from "../support/storeFactories";
import { type Harness, signUp } from "../api/businessHarness";
import { type Shop, createVoucher, voucherBody } from "../api/voucherHarness";

describe.each(storeFactories())("vouchers under concurrency on $name", (factory) => {
  let harness: Harness;
  let dispose: () => Promise<void>;
  let shop: Shop;
  let base: string;

  beforeAll(async () => {
    ({ harness, dispose } = await openAppOnStore(factory));
    const owner = await signUp(harness, "+60123480001");
    const business = await owner.ok("POST", "/businesses", { name: "Busy", url: "busy-shop" });
    const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Busy 1" } });
    shop = { owner, businessId: business.id, restaurantId: restaurant.id };
    base = `/businesses/${shop.businessId}/vouchers`;
  }, 120_000);
  afterAll(async () => dispose());

  const proveClaimPhone = async (h: Harness, { phoneNumber, remoteAddress }: { phoneNumber: string; remoteAddress: string }): Promise<string> => {
    const post = (url: string, payload: object) => h.app.inject({ method: "POST", url, remoteAddress, payload });
    await post("/api/v2/auth/otp/v2/send", { target: phoneNumber, purpose: "claim" });
    const otp = (await h.app.inject({ method: "GET", url: `/api/v2/dev/outbox?target=${encodeURIComponent(phoneNumber)}` })).json().data[0].otp;
    return (await post("/api/v2/auth/otp/v2/verify", { target: phoneNumber, otp, purpose: "claim" })).json().data.verificationToken;
  };

  const streamVersions = async (voucherId: string) => [
    (await harness.store.readStream(`voucher-${voucherId}`)).version,
    (await harness.store.readStream(`voucher-codes-${shop.businessId}`)).version,
  ];

  it("1,000 concurrent public claims on a quota of 100: exactly 100 claims", async () => {
    const voucher = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 100 } } }));
    // One address per caller: the per-IP limits of the OTP and the claim are not what is tested here.
    const callers = Array.from({ length: 1000 }, (_, i) => ({ phoneNumber: `+6019${String(i).padStart(7, "0")}`, remoteAddress: `10.0.${i >> 8}.${i & 255}` }));
    const proofs: string[] = [];
    for (let from = 0; from < callers.length; from += 50) {
      proofs.push(...await Promise.all(callers.slice(from, from + 50).map((caller) => proveClaimPhone(harness, caller))));
    }
    const answers = await Promise.all(callers.map(({ phoneNumber, remoteAddress }, i) =>
      harness.app.inject({
        method: "POST", url: `/api/v2/public/vouchers/${voucher.id}/claim`, remoteAddress,
        payload: { phoneNumber, verificationToken: proofs[i] },
      })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(100);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(900);
    for (const answer of refused) expect(answer.json().message).toBe("Voucher quota reached");
    expect((await shop.owner.ok("GET", `${base}/${voucher.id}`)).currentClaim).toBe(100);
    expect((await harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId: voucher.id } })).total).toBe(100);
  }, 120_000);

  it("two concurrent 2000-code batches give 4,000 distinct codes, and a retry creates nothing", async () => {
    const a = await createVoucher(shop, voucherBody("AFTER_SALES"));
    const b = await createVoucher(shop, voucherBody("AFTER_SALES"));
    const config = { charset: "numbers", length: 5 };
    const [first, second] = await Promise.all([
      shop.owner.ok("POST", `${base}/${a.id}/claims`, { type: "bulk", count: 2000, codeConfig: config }, { "idempotency-key": "big-a" }),
      shop.owner.ok("POST", `${base}/${b.id}/claims`, { type: "bulk", count: 2000, codeConfig: config }),
    ]);
    expect(new Set([...first.codes, ...second.codes]).size).toBe(4000);
    const before = await streamVersions(a.id);
    const again = await shop.owner.ok("POST", `${base}/${a.id}/claims`, { type: "bulk", count: 2000, codeConfig: config }, { "idempotency-key": "big-a" });
    expect(again.codes).toEqual(first.codes);
    expect(await streamVersions(a.id)).toEqual(before);
  }, 120_000);

  it("20 concurrent batches under one Idempotency-Key: one batch, 20 identical answers", async () => {
    const voucher = await createVoucher(shop, voucherBody("AFTER_SALES"));
    const before = await streamVersions(voucher.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "bulk", count: 10 }, { "idempotency-key": "once-only" })));
    for (const answer of answers) expect({ ...answer, replayed: false }).toEqual({ ...answers[0], replayed: false });
    expect(await streamVersions(voucher.id)).toEqual([before[0]! + 1, before[1]! + 1]);
    expect((await harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId: voucher.id } })).total).toBe(10);
  }, 120_000);

  it("50 concurrent redemptions of one single-use claim: exactly one succeeds", async () => {
    const voucher = await createVoucher(shop, voucherBody("AFTER_SALES"));
    await shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "single", code: "ONCE" });
    const restaurant = await harness.store.readModels.get(RESTAURANTS_TABLE, shop.restaurantId);
    const scope = { engine: harness.engine, restaurant: restaurant!, actor: "till" };
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => voucherRedeemed(scope, { code: "ONCE", billId: `bill-${i}` })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes) if (o.status === "rejected") expect((o.reason as Error).message).toBe("Voucher has been fully used");
  }, 60_000);
});
