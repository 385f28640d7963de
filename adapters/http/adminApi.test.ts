import { describe, expect, it, vi } from "vitest";
import { createHttpAdmin } from "./adminApi";
import { createApiClient } from "./apiClient";

const serverAnswering = (data: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } }));

const ROW = { id: "r1", businessId: "b1", businessName: "Kopi", name: "Bangsar", country: "MY", licenceExpiresAt: null, features: [], tagIds: [] };

describe("the admin port over HTTP", () => {
  it("pages the restaurant list with its filters, leaving out the unset ones", async () => {
    const fetch = serverAnswering({ resources: [ROW], pagination: { totalResources: 21 } });
    const admin = createHttpAdmin(createApiClient({ baseUrl: "/api/v2", fetch }), 20);
    expect(await admin.listRestaurants({ search: "ban", page: 1, businessId: "b1", country: null })).toEqual({ resources: [ROW], totalResources: 21 });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v2/restaurant-list?skip=20&limit=20&sortBy=name&search=ban&business=b1");
  });

  it("refuses an answer that is not a restaurant page", async () => {
    const fetch = serverAnswering({ resources: [{ id: "r1" }], pagination: { totalResources: 1 } });
    const admin = createHttpAdmin(createApiClient({ baseUrl: "/api/v2", fetch }), 20);
    await expect(admin.listRestaurants({ search: "", page: 0, businessId: null, country: "SG" })).rejects.toThrow();
  });
});
