import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./apiClient";
import { createHttpMarketing } from "./marketingApi";

const serverAnswering = (data: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } }));

const callsOf = (fetch: ReturnType<typeof serverAnswering>) =>
  fetch.mock.calls.map(([url, init]) => ({ url, method: init?.method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) }));

const marketingApiOver = (fetch: typeof globalThis.fetch) => createHttpMarketing(createApiClient({ baseUrl: "/api/v2", fetch }));

/** A voucher as the server answers it (domain/marketing/voucherResponse.ts). */
const VOUCHER = {
  id: "v1", businessId: "b1", type: "SIMPLE_CLAIM", name: "Free kopi", description: "",
  effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
  validity: 29, validSince: null, multipleUse: null, targetRestaurant: [], timePeriod: { start: "00:00", end: "23:59" },
  verticalImage: "v1", horizontalImage: "v2", hideInApp: false, enableTransfer: false, maxClaimsPerUser: 0,
  options: { simpleClaim: { maxClaim: 10, start: null, end: null }, afterSales: null }, disable: false, codeGenerator: {},
  timeZone: "Asia/Kuala_Lumpur", createdAt: "2026-01-05T08:00:00.000Z", currentClaim: 0, currentRedeem: 0, _rev: 1,
  validFor: 30, status: "dynamic", statusColour: "teal", publicClaimLink: "/v/v1",
};

describe("the marketing port over HTTP", () => {
  it("lists, creates and deletes vouchers under the business scope", async () => {
    const fetch = serverAnswering({ resources: [VOUCHER], pagination: { totalResources: 1 } });
    const api = marketingApiOver(fetch);
    expect(await api.listVouchers("b/1")).toEqual([VOUCHER]);
    fetch.mockImplementationOnce(async () => new Response(JSON.stringify({ data: VOUCHER }), { status: 200, headers: { "content-type": "application/json" } }));
    expect(await api.createVoucher("b1", { type: "SIMPLE_CLAIM", name: "Free kopi" })).toEqual(VOUCHER);
    await api.deleteVoucher("b1", "v1");
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b%2F1/vouchers?skip=0&limit=1000", method: "GET", body: undefined },
      { url: "/api/v2/businesses/b1/vouchers", method: "POST", body: { type: "SIMPLE_CLAIM", name: "Free kopi" } },
      { url: "/api/v2/businesses/b1/vouchers/v1", method: "DELETE", body: undefined },
    ]);
  });

  it("updates a voucher with the revision it was read at and the updateClaim flag", async () => {
    const fetch = serverAnswering(VOUCHER);
    await marketingApiOver(fetch).updateVoucher("b1", { id: "v1", rev: 4, change: { name: "Kopi" }, updateClaim: true });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b1/vouchers/v1", method: "PUT", body: { name: "Kopi", updateClaim: true, _rev: 4 } },
    ]);
  });

  // One Schema on both sides: a field the server adds without it, or one it drops, is refused.
  it("refuses a voucher answer with a field the response Schema does not name, or without one it does", async () => {
    await expect(marketingApiOver(serverAnswering({ ...VOUCHER, terms: [] })).updateVoucher("b1", { id: "v1", rev: 1, change: {}, updateClaim: false })).rejects.toThrow();
    const { statusColour: _, ...withoutColour } = VOUCHER;
    await expect(marketingApiOver(serverAnswering({ resources: [withoutColour], pagination: { totalResources: 1 } })).listVouchers("b1")).rejects.toThrow();
  });

  it("lists, creates and updates promotions decoded with their response Schema, refusing a field it does not name", async () => {
    const promotion = {
      id: "p1", businessId: "b1", name: "Kopi Day", targetRestaurant: [], start: "2026-01-01", end: null,
      effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1500, precision: 4 } }, options: {}, priority: 0 },
      target: "BILL", priority: 0, autoApply: true, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
      status: "ongoing", statusColour: "teal", _rev: 1,
    };
    const fetch = serverAnswering({ resources: [promotion], pagination: { totalResources: 1 } });
    expect(await marketingApiOver(fetch).listPromotions("b1")).toEqual([promotion]);
    expect(await marketingApiOver(serverAnswering(promotion)).updatePromotion("b1", { id: "p1", rev: 1, change: {} })).toEqual(promotion);
    expect(callsOf(fetch)[0]).toEqual({ url: "/api/v2/businesses/b1/promotions?skip=0&limit=1000", method: "GET", body: undefined });
    await expect(marketingApiOver(serverAnswering({ ...promotion, internal: 1 })).createPromotion("b1", {})).rejects.toThrow();
  });

  it("pages the claims by skip and limit, asks the capacity of a batch and creates it", async () => {
    const claim = {
      id: "c1", _id: "c1", voucherId: "v1", businessId: "b1", code: "KOPI-0123", assigned: false, phoneNumber: null, name: null,
      memberId: null, batchId: "batch-1", createdAt: "2026-01-05T08:00:00.000Z", claimedAt: null, termsIndex: 0, uses: [],
      transferExpiredAt: null, user: null, history: [], appliedAt: null, use: 0, maxUse: 1,
      validFrom: "2026-01-04T16:00:00.000Z", expiredAt: "2026-02-04T15:59:59.999Z", cooldownUntil: null, transferOpen: false,
    };
    const claimsPage = { resources: [claim], pagination: { totalResources: 41 } };
    const fetch = vi.fn<typeof globalThis.fetch>(async (url, init) => serverAnswering(init?.method === "GET" ? claimsPage : { count: 500 })(url, init));
    const api = marketingApiOver(fetch);
    const page = await api.listClaims("b1", "v1", { page: 2, pageSize: 20, search: "0123", type: "unassigned" });
    expect(page).toEqual({ resources: [claim], totalResources: 41 });
    // Strictly the claim response Schema: a field on one side only is refused.
    const extra = { ...claimsPage, resources: [{ ...claim, secret: 1 }] };
    await expect(marketingApiOver(serverAnswering(extra)).listClaims("b1", "v1", { page: 0, pageSize: 20, search: "", type: "assigned" })).rejects.toThrow(/secret/);
    await api.createClaims("b1", "v1", { type: "bulk", count: 500 });
    await api.claimCapacity("b1", "v1", { count: 500, codeConfig: { prefix: "KOPI" } });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b1/vouchers/v1/claims?skip=40&limit=20&sortBy=createdAt&descending=true&search=0123&type=unassigned", method: "GET", body: undefined },
      { url: "/api/v2/businesses/b1/vouchers/v1/claims", method: "POST", body: { type: "bulk", count: 500 } },
      { url: "/api/v2/businesses/b1/vouchers/v1/claims/capacity", method: "POST", body: { count: 500, codeConfig: { prefix: "KOPI" } } },
    ]);
  });

  it("reads the user's permission record in a business", async () => {
    const fetch = serverAnswering(null);
    expect(await marketingApiOver(fetch).permissionIn("b1")).toBeNull();
    expect(callsOf(fetch)).toEqual([{ url: "/api/v2/my/businesses/b1/permission", method: "GET", body: undefined }]);
  });

  it("reads the overview's figures and the marketing setting, and requests the migration", async () => {
    const fetch = serverAnswering({ apiVersion: "v2", migrate: 1 });
    const api = marketingApiOver(fetch);
    await api.overviewSummary("b1");
    await api.marketingSetting("b1");
    expect(await api.migrateMarketing("b1")).toEqual({ apiVersion: "v2", migrate: 1 });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b1/marketing/overview", method: "GET", body: undefined },
      { url: "/api/v2/marketing-v2/b1/setting", method: "GET", body: undefined },
      { url: "/api/v2/marketing-v2/b1/migrate", method: "POST", body: undefined },
    ]);
  });
});
