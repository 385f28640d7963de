// Voucher invariants under concurrency (issue 6 tests): 1,000 concurrent public claims on a quota
// of 100 give exactly 100 claims and 900 'Voucher quota reached'; two concurrent 2000-code
// batches give 4,000 distinct codes; a batch retried with the same Idempotency-Key creates
// nothing new; 50 concurrent redemptions of one single-use claim let exactly one through.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../../adapters/server/app";
import { voucherRedeemed } from "../../adapters/server/marketing/voucherPosEvents";
import { RESTAURANTS_TABLE } from "../../domain/business/restaurants.projection";
import { VOUCHER_CLAIMS_TABLE } from "../../domain/marketing/vouchers.projection";
import { testAppDeps } from "../support/apiHarness";
import { type Harness, signUp } from "../api/businessHarness";
import { type Shop, createVoucher, voucherBody } from "../api/voucherHarness";

let harness: Harness;
let shop: Shop;
let base: string;

beforeAll(async () => {
  const deps = testAppDeps({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } } });
  const app = await createApp({
    ...deps.deps, logger: false,
    marketing: { publicClaimLimits: { perIp: { limit: 100_000, windowSeconds: 60 } } },
  });
  await app.ready();
  harness = { ...deps, app };
  const owner = await signUp(harness, "+60123480001");
  const business = await owner.ok("POST", "/businesses", { name: "Busy", url: "busy-shop" });
  const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Busy 1" } });
  shop = { owner, businessId: business.id, restaurantId: restaurant.id };
  base = `/businesses/${shop.businessId}/vouchers`;
});
afterAll(() => harness.app.close());

it("1,000 concurrent public claims on a quota of 100: exactly 100 claims", async () => {
  const voucher = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 100 } } }));
  const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) =>
    harness.app.inject({
      method: "POST", url: `/api/v2/public/vouchers/${voucher.id}/claim`,
      payload: { phoneNumber: `+6019${String(i).padStart(7, "0")}` },
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
  const versions = async () => [
    (await harness.store.readStream(`voucher-${a.id}`)).version,
    (await harness.store.readStream(`voucher-codes-${shop.businessId}`)).version,
  ];
  const before = await versions();
  const again = await shop.owner.ok("POST", `${base}/${a.id}/claims`, { type: "bulk", count: 2000, codeConfig: config }, { "idempotency-key": "big-a" });
  expect(again.codes).toEqual(first.codes);
  expect(await versions()).toEqual(before);
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
