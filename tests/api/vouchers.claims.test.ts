// The claim calls of spec 3 §7 over HTTP: unassigned claim batches (single, bulk, code list) with
// every claims message of spec 3 §5, the capacity report, the quota ('Voucher quota reached'
// once currentClaim reaches maxClaim), the claims list (assigned/unassigned, paging, search), the
// public claim in the spec's order, and a refused call changing nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeClaimPage } from "../../domain/marketing/claimResponse";
import { type Harness, startBusinessApp } from "./businessHarness";
import { publicClaimer } from "./customerHarness";
import { type Shop, createVoucher, openShop, snapshotOfVoucher, voucherBody } from "./voucherHarness";

let harness: Harness;
let shop: Shop;
let base: string;
let claimPublic: ReturnType<typeof publicClaimer>["claim"];

beforeAll(async () => {
  harness = await startBusinessApp();
  shop = await openShop(harness, "+60123470001", "claims-shop");
  base = `/businesses/${shop.businessId}/vouchers`;
  claimPublic = publicClaimer(harness).claim;
});
afterAll(() => harness.app.close());

const claimUnproven = (voucherId: string, phoneNumber: string) =>
  harness.app.inject({ method: "POST", url: `/api/v2/public/vouchers/${voucherId}/claim`, payload: { phoneNumber } });

describe("claim batches", () => {
  const refusals: ReadonlyArray<readonly [string, unknown, string]> = [
    ["single without code", { type: "single" }, "Code is required"],
    ["single blank code", { type: "single", code: "  " }, "Code is required"],
    ["bulk without count", { type: "bulk" }, "You must add at least 1 claim"],
    ["bulk of 0", { type: "bulk", count: 0 }, "You must add at least 1 claim"],
    ["bulk of 2001", { type: "bulk", count: 2001 }, "Maximum 2000 claims can be created per batch"],
    ["code length 0", { type: "bulk", count: 1, codeConfig: { length: 0 } }, "Code length must at least 1"],
    ["above the combinations", { type: "bulk", count: 11, codeConfig: { charset: "numbers", length: 1 } }, "You have exceed the maximum combination of unique code of 10"],
    ["empty list", { type: "list", codes: "\n \n" }, "You must add at least 1 claim"],
    ["repeated list", { type: "list", codes: "A1\nA1" }, "Duplicate code A1"],
  ];
  it.each(refusals)("%s is refused and changes nothing", async (_label, body, message) => {
    const voucher = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 5000 } } }));
    const before = await snapshotOfVoucher(harness, voucher.id, shop.businessId);
    const response = await shop.owner.send("POST", `${base}/${voucher.id}/claims`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await snapshotOfVoucher(harness, voucher.id, shop.businessId)).toEqual(before);
  });

  it("creates single, bulk and listed codes, unique across the business", async () => {
    const a = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { name: "Lunch", options: { simpleClaim: { maxClaim: 5000 } } }));
    const b = await createVoucher(shop, voucherBody("AFTER_SALES"));
    const single = await shop.owner.ok("POST", `${base}/${a.id}/claims`, { type: "single", code: "HELLO" });
    expect(single).toMatchObject({ count: 1, codes: ["HELLO"], message: "Created 1 unassigned claim(s) for Lunch" });
    const taken = await shop.owner.send("POST", `${base}/${b.id}/claims`, { type: "single", code: "HELLO" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Code HELLO already exists");
    const bulk = await shop.owner.ok("POST", `${base}/${a.id}/claims`, {
      type: "bulk", count: 50, codeConfig: { charset: "uppercase", prefix: "FM-", suffix: "!", pattern: "##-##" },
    });
    expect(bulk.count).toBe(50);
    for (const code of bulk.codes) expect(code).toMatch(/^FM-[A-Z]{2}-[A-Z]{2}!$/);
    expect(new Set(bulk.codes).size).toBe(50);
    const listed = await shop.owner.ok("POST", `${base}/${b.id}/claims`, { type: "list", codes: "X-1\n\nX-2\r\nX-3" });
    expect(listed.codes).toEqual(["X-1", "X-2", "X-3"]);
    const small = await shop.owner.ok("POST", `${base}/${b.id}/claims`, { type: "bulk", count: 10, codeConfig: { charset: "numbers", length: 1 } });
    expect([...small.codes].sort()).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    const none = await shop.owner.send("POST", `${base}/${a.id}/claims`, { type: "bulk", count: 1, codeConfig: { charset: "numbers", length: 1 } });
    expect(none.json().message).toBe("You have exceed the maximum combination of unique code of 0");
  });

  it("reports the capacity and the chance of guessing before generating", async () => {
    const voucher = await createVoucher(shop, voucherBody("AFTER_SALES"));
    await shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "bulk", count: 20, codeConfig: { charset: "custom", customCharset: "ABCA", length: 3 } });
    const capacity = await shop.owner.ok("POST", `${base}/${voucher.id}/claims/capacity`, { count: 7, codeConfig: { charset: "custom", customCharset: "ABC", length: 3 } });
    expect(capacity).toMatchObject({ combinations: "27", taken: 20, available: "7", requested: 7, guessChance: 1, maxPerBatch: 2000, quotaLeft: null });
  });

  it("refuses Create Claims once currentClaim reaches maxClaim", async () => {
    const voucher = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 3 } } }));
    await shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "bulk", count: 3 });
    expect((await shop.owner.ok("GET", `${base}/${voucher.id}`)).currentClaim).toBe(3);
    const before = await snapshotOfVoucher(harness, voucher.id, shop.businessId);
    const response = await shop.owner.send("POST", `${base}/${voucher.id}/claims`, { type: "single", code: "LATE" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Voucher quota reached");
    expect(await snapshotOfVoucher(harness, voucher.id, shop.businessId)).toEqual(before);
  });

  it("lists assigned and unassigned claims with paging and search", async () => {
    const voucher = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 100 } } }));
    await shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "bulk", count: 25, codeConfig: { prefix: "PG" } });
    expect((await claimPublic(voucher.id, "+60111111111")).statusCode).toBe(200);
    const claims = `${base}/${voucher.id}/claims`;
    const first = await shop.owner.ok("GET", `${claims}?type=unassigned`);
    expect(first.resources).toHaveLength(20);
    expect(first.pagination.totalResources).toBe(25);
    expect((await shop.owner.ok("GET", `${claims}?type=unassigned&skip=20&limit=10`)).resources).toHaveLength(5);
    const assigned = await shop.owner.ok("GET", `${claims}?type=assigned`);
    expect(assigned.resources).toHaveLength(1);
    expect(assigned.resources[0]).toMatchObject({ phoneNumber: "+60111111111", user: { phoneNumber: "+60111111111" }, use: 0, maxUse: 1, transferOpen: false });
    for (const page of [first, assigned]) expect(decodeClaimPage(page), "exactly the claim response Schema").toEqual(page);
    const one = first.resources[3].code;
    expect((await shop.owner.ok("GET", `${claims}?search=${one}`)).resources.map((c: { code: string }) => c.code)).toEqual([one]);
    const bad = await shop.owner.send("GET", `${claims}?type=everyone`);
    expect(bad.statusCode).toBe(400);
  });

  it("a batch retried with the same Idempotency-Key creates nothing new", async () => {
    const voucher = await createVoucher(shop, voucherBody("AFTER_SALES"));
    const headers = { "idempotency-key": "batch-1" };
    const first = await shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "bulk", count: 30 }, headers);
    const before = await snapshotOfVoucher(harness, voucher.id, shop.businessId);
    const again = await shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "bulk", count: 30 }, headers);
    expect(again.codes).toEqual(first.codes);
    expect(await snapshotOfVoucher(harness, voucher.id, shop.businessId)).toEqual(before);
  });
});

describe("the public claim", () => {
  it("checks type, quota, disabled, claim period and per-user limit in that order", async () => {
    const sales = await createVoucher(shop, voucherBody("AFTER_SALES"));
    const full = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { disable: true, options: { simpleClaim: { maxClaim: 1, end: "2026-01-01" } } }));
    await shop.owner.ok("POST", `${base}/${full.id}/claims`, { type: "single", code: "FULL" });
    const disabled = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { disable: true, options: { simpleClaim: { maxClaim: 5, end: "2026-01-01" } } }));
    const over = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 5, end: "2026-01-04" } } }));
    const soon = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 5, start: "2026-01-06" } } }));
    const perUser = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { maxClaimsPerUser: 1, options: { simpleClaim: { maxClaim: 5, end: "2026-01-05" } } }));
    const expectations: ReadonlyArray<readonly [string, number, string]> = [
      [sales.id, 400, "Invalid voucher type"],
      [full.id, 409, "Voucher quota reached"],
      [disabled.id, 400, "Voucher is disabled"],
      [over.id, 400, "Voucher claim period is over"],
      [soon.id, 400, "Voucher claim period has not started"],
    ];
    for (const [index, [id, status, message]] of expectations.entries()) {
      const response = await claimPublic(id, `+6012222222${index}`);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await claimPublic(perUser.id, "+60122222222")).statusCode).toBe(200);
    const second = await claimPublic(perUser.id, "+60122222222");
    expect(second.json().message).toBe("Maximum claims per user reached");
    expect((await claimPublic(perUser.id, "+60133333333")).statusCode).toBe(200);
    expect((await claimUnproven(perUser.id, "12345")).json().message).toBe("Invalid phone no");
    expect((await claimPublic("64b7f0c2a1d3e4f5a6b7c8d9", "+60133333333")).statusCode).toBe(404);
  });

  it("is rate-limited per phone for proven claims only, so nobody spends another phone's claims", async () => {
    const voucher = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 100 } } }));
    const unproven = [];
    for (let i = 0; i < 5; i++) unproven.push((await claimUnproven(voucher.id, "+60144444444")).statusCode);
    expect(unproven).toEqual([401, 401, 401, 401, 401]);
    // Unproven attempts left the phone's 5 claims per 10 minutes untouched.
    expect((await claimPublic(voucher.id, "+60144444444")).statusCode).toBe(200);
  });
});
