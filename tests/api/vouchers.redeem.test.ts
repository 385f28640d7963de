// Redemption from the till over HTTP (issue 6 item 3): POS event VOUCHER_REDEEMED counts a use,
// applies the effect to the bill, starts the cooldown; it is refused with a reason when the claim
// is used up, cooling down, expired, not valid yet or not valid at that restaurant; a repeated
// billId counts once; BILL_REFUNDED restores the use. A refused redemption changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startBusinessApp } from "./businessHarness";
import { type Shop, createVoucher, openShop, snapshotOfVoucher, voucherBody } from "./voucherHarness";

let harness: Harness;
let shop: Shop;
let other: Shop;
let secondRestaurant: string;
let base: string;

beforeAll(async () => {
  harness = await startBusinessApp();
  shop = await openShop(harness, "+60123490001", "till-shop");
  other = await openShop(harness, "+60123490002", "till-other");
  secondRestaurant = (await shop.owner.ok("POST", "/restaurants", { businessId: shop.businessId, profile: { name: "till 2" } })).id;
  base = `/businesses/${shop.businessId}/vouchers`;
});
afterAll(() => harness.app.close());

const pos = (restaurantId: string, body: Record<string, unknown>, client = shop.owner) =>
  client.send("POST", `/restaurants/${restaurantId}/pos-event`, body);
const redeem = (code: string, billId: string, extra: Record<string, unknown> = {}, restaurantId = shop.restaurantId) =>
  pos(restaurantId, { type: "VOUCHER_REDEEMED", code, billId, ...extra });

const voucherWithCode = async (code: string, extra: Record<string, unknown> = {}) => {
  const voucher = await createVoucher(shop, voucherBody("AFTER_SALES", extra));
  await shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "single", code });
  return voucher;
};

const claimOf = async (voucherId: string) => (await shop.owner.ok("GET", `${base}/${voucherId}/claims`)).resources[0];

describe("VOUCHER_REDEEMED", () => {
  it("counts one use per bill, refuses a used-up claim, and a refund restores the use", async () => {
    const voucher = await voucherWithCode("ONE-USE");
    const first = await redeem("ONE-USE", "bill-1");
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ counted: true, effectApplied: false, discount: null });
    expect((await redeem("ONE-USE", "bill-1")).json().data.counted).toBe(false);
    expect(await claimOf(voucher.id)).toMatchObject({ use: 1, maxUse: 1, history: [], appliedAt: "2026-01-05T08:00:00.000Z" });
    const before = await snapshotOfVoucher(harness, voucher.id, shop.businessId);
    const again = await redeem("ONE-USE", "bill-2");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Voucher has been fully used");
    expect(await snapshotOfVoucher(harness, voucher.id, shop.businessId)).toEqual(before);
    const refund = await pos(shop.restaurantId, { type: "BILL_REFUNDED", billId: "bill-1" });
    expect(refund.json().data).toMatchObject({ voucherUse: { restored: true, voucherId: voucher.id } });
    expect((await claimOf(voucher.id)).use).toBe(0);
    expect((await shop.owner.ok("GET", `${base}/${voucher.id}`)).currentRedeem).toBe(0);
    expect((await redeem("ONE-USE", "bill-2")).statusCode).toBe(200);
    expect((await redeem("ONE-USE", "bill-1")).json().data.counted).toBe(false);
  });

  it("cools down between uses of a multiple-use claim", async () => {
    const voucher = await voucherWithCode("MULTI", { multipleUse: { maxUse: 3, cooldown: 10 } });
    expect((await redeem("MULTI", "m-1")).statusCode).toBe(200);
    const cooling = await redeem("MULTI", "m-2");
    expect(cooling.json().message).toBe("Voucher is cooling down until 2026-01-05T08:10:00.000Z");
    harness.clock.advance({ minutes: 10 });
    expect((await redeem("MULTI", "m-2")).statusCode).toBe(200);
    const claim = await claimOf(voucher.id);
    expect(claim).toMatchObject({ use: 2, maxUse: 3, appliedAt: "2026-01-05T08:10:00.000Z" });
    expect(claim.history).toHaveLength(1);
  });

  it("refuses outside the target restaurants, before the validity and after it", async () => {
    await voucherWithCode("HERE-ONLY", { targetRestaurant: [shop.restaurantId] });
    expect((await redeem("HERE-ONLY", "t-1", {}, secondRestaurant)).json().message).toBe("Voucher is not valid at this restaurant");
    await voucherWithCode("LATER", { validSince: "2027-01-01", validFor: 5 });
    expect((await redeem("LATER", "t-2")).json().message).toBe("Voucher is not valid yet");
    await voucherWithCode("SHORT", { validSince: "2026-01-01", validFor: 2 });
    expect((await redeem("SHORT", "t-3")).json().message).toBe("Voucher has expired");
    await voucherWithCode("NIGHT", { timePeriod: { start: "20:00", end: "02:00" } });
    expect((await redeem("NIGHT", "t-5")).json().message).toBe("Voucher is not valid at this time");
    await voucherWithCode("OFF", { disable: true });
    expect((await redeem("OFF", "t-4")).json().message).toBe("Voucher is disabled");
  });

  it("applies the voucher's effect to the bill, or refuses with the engine's reason", async () => {
    const price = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
    await voucherWithCode("TEN-OFF", { effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: 1000, precision: 2 } }, options: { minPurchase: { amount: 3000, precision: 2 } } } });
    const small = await redeem("TEN-OFF", "e-1", { bill: { lines: [{ productId: "p1", quantity: 1, unitPrice: price(2000) }] } });
    expect(small.json().message).toBe("MIN_PURCHASE_REQUIRED");
    const big = await redeem("TEN-OFF", "e-2", { bill: { lines: [{ productId: "p1", quantity: 2, unitPrice: price(2000) }] } });
    expect(big.statusCode).toBe(200);
    expect(big.json().data.effectApplied).toBe(true);
    expect(big.json().data.discount).toBeTruthy();
  });

  it("knows only the codes of the restaurant's business", async () => {
    expect((await redeem("NO-SUCH-CODE", "x-1")).json().message).toBe("Invalid voucher code");
    await voucherWithCode("MINE");
    const elsewhere = await pos(other.restaurantId, { type: "VOUCHER_REDEEMED", code: "MINE", billId: "x-2" }, other.owner);
    expect(elsewhere.statusCode).toBe(404);
    expect((await pos(shop.restaurantId, { type: "VOUCHER_REDEEMED", code: "MINE", billId: "x-3" }, other.owner)).statusCode).toBe(404);
    expect((await redeem("", "x-4")).json().message).toBe("Code is required");
  });

  it("rebuilding the read models from the log gives the same voucher, claim, code and bill rows", async () => {
    const voucherTables = new Set(["vouchers", "voucher_claims", "voucher_codes", "voucher_bills"]);
    const rows = async () => (await harness.store.readModels.dump()).filter((r) => voucherTables.has(r.table));
    const before = await rows();
    expect(before.length).toBeGreaterThan(10);
    await harness.store.rebuildProjections();
    expect(await rows()).toEqual(before);
  });
});
