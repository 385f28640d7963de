// The voucher calls of spec 3 §7 over HTTP: create, list, read, update (usage type locked,
// updateClaim), delete, send to members; every field message of spec 3 §5 for vouchers, each
// refused body leaving the voucher and the list exactly as they were; and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";
import { type Shop, createVoucher, openShop, snapshotOfVoucher, voucherBody } from "./voucherHarness";
import { decodeVoucher, decodeVoucherPage } from "../../domain/marketing/voucherResponse";

let harness: Harness;
let shop: Shop;
let other: Shop;
let base: string;

beforeAll(async () => {
  harness = await startBusinessApp();
  shop = await openShop(harness, "+60123460001", "voucher-shop");
  other = await openShop(harness, "+60123460002", "other-shop");
  base = `/businesses/${shop.businessId}/vouchers`;
});
afterAll(() => harness.app.close());

describe("creating and reading vouchers", () => {
  it("creates each type, stores validity as days − 1 and answers the status", async () => {
    for (const type of ["SIMPLE_CLAIM", "AFTER_SALES", "MEMBER_REWARD", "FEEDBACK_REWARD"] as const) {
      const voucher = await createVoucher(shop, voucherBody(type, { validFor: 7 }));
      expect(voucher).toMatchObject({ type, validity: 6, validFor: 7, status: "dynamic", statusColour: "teal", currentClaim: 0, businessId: shop.businessId });
      expect(await shop.owner.ok("GET", `${base}/${voucher.id}`)).toMatchObject({ id: voucher.id, name: `${type} voucher` });
    }
    const list = await shop.owner.ok("GET", `${base}?type=AFTER_SALES`);
    expect(list.resources.map((v: { type: string }) => v.type)).toEqual(["AFTER_SALES"]);
    expect(list.pagination.totalResources).toBe(1);
  });

  it("keeps the options of each type", async () => {
    const sales = await createVoucher(shop, voucherBody("AFTER_SALES", {
      options: { afterSales: { minPurchase: 10.5, maxPurchase: 100, productCondition: { active: true, productIds: ["p1"], minProductCount: 2 } } },
      multipleUse: { maxUse: 3, cooldown: 2, cooldownUnit: "hour" },
      targetRestaurant: [shop.restaurantId], verticalImage: "v16", horizontalImage: "v1", hideInApp: true, enableTransfer: true,
    }));
    expect(sales.options.afterSales).toEqual({
      minPurchase: { amount: 1050, precision: 2 }, maxPurchase: { amount: 10000, precision: 2 },
      productCondition: { active: true, productIds: ["p1"], minProductCount: 2 },
    });
    expect(sales.multipleUse).toEqual({ maxUse: 3, cooldown: 120 });
    expect(sales).toMatchObject({ targetRestaurant: [shop.restaurantId], verticalImage: "v16", hideInApp: true, enableTransfer: true });
  });

  it("derives incoming, ongoing (inclusive of the last day), expired and disabled", async () => {
    // The harness clock is 2026-01-05T08:00Z (16:00 in Kuala Lumpur).
    const at = async (validSince: string, validFor: number, disable = false) =>
      (await createVoucher(shop, voucherBody("MEMBER_REWARD", { validSince, validFor, disable }))).status;
    expect(await at("2026-01-06", 1)).toBe("incoming");
    expect(await at("2026-01-05", 1)).toBe("ongoing");
    expect(await at("2026/01/01", 5)).toBe("ongoing");
    expect(await at("2026-01-01", 4)).toBe("expired");
    expect(await at("2026-01-05", 1, true)).toBe("disabled");
  });
});

// ARCHITECTURE §2.7: what the routes answer is exactly what the UI's client decodes (strictly).
describe("the voucher response Schema", () => {
  it("decodes every answer of the voucher routes, of every type and option, with no field left over", async () => {
    const sales = await createVoucher(shop, voucherBody("AFTER_SALES", {
      options: { afterSales: { minPurchase: 5, maxPurchase: null, productCondition: { active: true, productIds: ["p1"], minProductCount: 1 } } },
      multipleUse: { maxUse: 2, cooldown: 1, cooldownUnit: "day" }, validSince: "2026-01-05",
    }));
    expect(() => decodeVoucher(sales)).not.toThrow();
    const updated = await shop.owner.ok("PUT", `${base}/${sales.id}`, {
      ...voucherBody("AFTER_SALES", { name: "Renamed", multipleUse: { maxUse: 2, cooldown: 1, cooldownUnit: "day" } }), _rev: sales._rev,
    });
    expect(decodeVoucher(updated).name).toBe("Renamed");
    const page = decodeVoucherPage(await shop.owner.ok("GET", `${base}?limit=100`));
    expect(new Set(page.resources.map((voucher) => voucher.type))).toEqual(new Set(["SIMPLE_CLAIM", "AFTER_SALES", "MEMBER_REWARD", "FEEDBACK_REWARD"]));
    const read = await shop.owner.ok("GET", `${base}/${sales.id}`);
    expect(decodeVoucher(read)).toEqual(decodeVoucher(updated));
    expect(decodeVoucher(sales).options.afterSales?.productCondition).toEqual({ active: true, productIds: ["p1"], minProductCount: 1 });
  });
});

describe("field rules of spec 3 §5", () => {
  const cases: ReadonlyArray<readonly [string, Record<string, unknown>, string]> = [
    ["name", { name: "   " }, "Name is required"],
    ["valid for missing", { validFor: null }, "Valid for is required"],
    ["valid for 0", { validFor: 0 }, "Min valid for 1 day"],
    ["valid for 99999", { validFor: 99999 }, "Max valid for 99999 day"],
    ["valid for decimal", { validFor: 1.5 }, "Invalid integer"],
    ["usage 1", { multipleUse: { maxUse: 1, cooldown: 0 } }, "Min usage is 2"],
    ["usage 999999", { multipleUse: { maxUse: 999999, cooldown: 0 } }, "Max usage is 999999"],
    ["cooldown", { multipleUse: { maxUse: 2, cooldown: -1 } }, "Min cooldown is 0"],
    ["per user", { maxClaimsPerUser: -1 }, "Min limit is 0"],
    ["per user integer", { maxClaimsPerUser: 1.5 }, "Invalid integer"],
    ["total vouchers", { options: { simpleClaim: { maxClaim: 0 } } }, "Min voucher is 1"],
    ["restaurant id", { targetRestaurant: ["nope"] }, "Invalid Restaurant Id"],
    ["image", { verticalImage: "v17" }, "Invalid image"],
    ["claim period", { validSince: "2026-02-01", validFor: 3, options: { simpleClaim: { maxClaim: 5, end: "2026-02-10" } } }, "Voucher must be usable after last claim date"],
    ["date", { validSince: "2026-02-30" }, "Invalid date"],
    ["time period", { timePeriod: { start: "24:00", end: "23:59" } }, "Invalid time"],
  ];
  it.each(cases)("%s", async (_label, change, message) => {
    const before = await shop.owner.ok("GET", base);
    const response = await shop.owner.send("POST", base, { ...voucherBody("SIMPLE_CLAIM"), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await shop.owner.ok("GET", base)).pagination).toEqual(before.pagination);
  });

  const sales: ReadonlyArray<readonly [string, Record<string, unknown>, ReadonlyArray<string>]> = [
    ["min above max", { minPurchase: 20, maxPurchase: 10 }, ["Min purchase cannot nore than max purchase", "Max purchase cannot less than min purchase"]],
    ["negative min", { minPurchase: -1 }, ["Min value is 0"]],
    ["min decimals", { minPurchase: 1.234 }, ["Invalid min"]],
    ["max decimals", { maxPurchase: 1.234 }, ["Invalid max"]],
    ["product count", { productCondition: { active: true, productIds: [], minProductCount: 0 } }, ["Min product purchase is 1"]],
  ];
  it.each(sales)("retention %s", async (_label, afterSales, messages) => {
    const response = await shop.owner.send("POST", base, voucherBody("AFTER_SALES", { options: { afterSales } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toEqual(messages);
  });

  it("refuses a restaurant of another business", async () => {
    const response = await shop.owner.send("POST", base, voucherBody("SIMPLE_CLAIM", { targetRestaurant: [other.restaurantId] }));
    expect(response.json()).toMatchObject({ message: "Invalid Restaurant Id" });
  });
});

describe("updating and deleting", () => {
  it("never changes the usage type, and a refused update changes nothing", async () => {
    const voucher = await createVoucher(shop, voucherBody("AFTER_SALES"));
    const before = await snapshotOfVoucher(harness, voucher.id, shop.businessId);
    const response = await shop.owner.send("PUT", `${base}/${voucher.id}`, voucherBody("AFTER_SALES", { multipleUse: { maxUse: 2, cooldown: 0 } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Cannot change voucher usage type");
    expect(await snapshotOfVoucher(harness, voucher.id, shop.businessId)).toEqual(before);
  });

  it("updates future claims only, or every claim with updateClaim", async () => {
    const voucher = await createVoucher(shop, voucherBody("SIMPLE_CLAIM", { validFor: 2 }));
    await shop.owner.ok("POST", `${base}/${voucher.id}/claims`, { type: "single", code: "UPD-1" });
    const claimExpiry = async () => (await shop.owner.ok("GET", `${base}/${voucher.id}/claims`)).resources[0].expiredAt;
    const first = await claimExpiry();
    const futureOnly = await shop.owner.ok("PUT", `${base}/${voucher.id}`, { ...voucherBody("SIMPLE_CLAIM", { validFor: 10 }), updateClaim: false });
    expect(futureOnly.validFor).toBe(10);
    expect(await claimExpiry()).toBe(first);
    await shop.owner.ok("PUT", `${base}/${voucher.id}`, { ...voucherBody("SIMPLE_CLAIM", { validFor: 10 }), updateClaim: true });
    expect(await claimExpiry()).not.toBe(first);
  });

  it("refuses a stale _rev with 409", async () => {
    const voucher = await createVoucher(shop, voucherBody("MEMBER_REWARD"));
    const response = await shop.owner.send("PUT", `${base}/${voucher.id}`, { ...voucherBody("MEMBER_REWARD", { name: "New" }), _rev: voucher._rev + 5 });
    expect(response.statusCode).toBe(409);
  });

  it("deletes, after which the voucher is not found", async () => {
    const voucher = await createVoucher(shop, voucherBody("MEMBER_REWARD"));
    expect(await shop.owner.ok("DELETE", `${base}/${voucher.id}`)).toEqual({ id: voucher.id });
    const response = await shop.owner.send("GET", `${base}/${voucher.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Voucher not found");
  });

  it("a create retried with the same Idempotency-Key creates one voucher", async () => {
    const before = (await shop.owner.ok("GET", base)).pagination.totalResources;
    const headers = { "idempotency-key": "create-once" };
    const a = await shop.owner.ok("POST", base, voucherBody("FEEDBACK_REWARD"), headers);
    const b = await shop.owner.ok("POST", base, voucherBody("FEEDBACK_REWARD"), headers);
    expect(a.id).toBe(b.id);
    expect((await shop.owner.ok("GET", base)).pagination.totalResources).toBe(before + 1);
  });
});

describe("sending to members", () => {
  beforeAll(async () => {
    await shop.owner.ok("POST", `/businesses/${shop.businessId}/membership`, { creditOneToOne: true });
    await other.owner.ok("POST", `/businesses/${other.businessId}/membership`, { creditOneToOne: true });
  });

  it("assigns one claim per member and says so", async () => {
    const voucher = await createVoucher(shop, voucherBody("MEMBER_REWARD", { name: "Birthday" }));
    const member = await shop.owner.ok("POST", `/businesses/${shop.businessId}/membership/members`, { phoneNumber: "+60129990001", name: "Mei" });
    const sent = await shop.owner.ok("PUT", `${base}/${voucher.id}/send`, { memberIds: [member.id] });
    expect(sent).toEqual({ sent: 1, message: "Reward Birthday sent to 1 member(s)" });
    const claims = await shop.owner.ok("GET", `${base}/${voucher.id}/claims?type=assigned`);
    expect(claims.resources[0]).toMatchObject({ memberId: member.id, phoneNumber: "+60129990001", assigned: true });
  });

  it("refuses a member of another business and changes nothing", async () => {
    const voucher = await createVoucher(shop, voucherBody("MEMBER_REWARD"));
    const stranger = await other.owner.ok("POST", `/businesses/${other.businessId}/membership/members`, { phoneNumber: "+60129990002", name: "Ali" });
    const before = await snapshotOfVoucher(harness, voucher.id, shop.businessId);
    const response = await shop.owner.send("PUT", `${base}/${voucher.id}/send`, { memberIds: [stranger.id] });
    expect(response.statusCode).toBe(404);
    expect(await snapshotOfVoucher(harness, voucher.id, shop.businessId)).toEqual(before);
  });
});

describe("tenant isolation", () => {
  let outsider: Client;
  let voucherId: string;
  beforeAll(async () => {
    outsider = await signUp(harness, "+60123460009");
    voucherId = (await createVoucher(shop, voucherBody("SIMPLE_CLAIM"))).id;
  });

  const callsOnShop = (): ReadonlyArray<readonly [string, string, unknown?]> => [
    ["GET", base],
    ["GET", `${base}/${voucherId}`],
    ["POST", base, voucherBody("SIMPLE_CLAIM")],
    ["PUT", `${base}/${voucherId}`, voucherBody("SIMPLE_CLAIM", { name: "Taken" })],
    ["DELETE", `${base}/${voucherId}`],
    ["PUT", `${base}/${voucherId}/send`, { memberIds: ["64b7f0c2a1d3e4f5a6b7c8d9"] }],
    ["GET", `${base}/${voucherId}/claims`],
    ["POST", `${base}/${voucherId}/claims`, { type: "bulk", count: 5 }],
    ["POST", `${base}/${voucherId}/claims/capacity`, { count: 5 }],
  ];

  it("another owner and a stranger get 403 or 404 and change nothing", async () => {
    const before = await snapshotOfVoucher(harness, voucherId, shop.businessId);
    for (const client of [other.owner, outsider]) {
      for (const [method, path, body] of callsOnShop()) {
        const response = await client.send(method as "GET", path, body);
        expect([403, 404], `${method} ${path}`).toContain(response.statusCode);
      }
    }
    expect(await snapshotOfVoucher(harness, voucherId, shop.businessId)).toEqual(before);
  });

  it("a voucher of business A is not found under business B's path", async () => {
    const response = await other.owner.send("GET", `/businesses/${other.businessId}/vouchers/${voucherId}`);
    expect(response.statusCode).toBe(404);
  });

  it("every route needs a token", async () => {
    for (const [method, path, body] of callsOnShop()) {
      const response = await harness.app.inject({ method: method as "GET", url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Unauthorized request");
    }
  });
});
