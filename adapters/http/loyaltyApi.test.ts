import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./apiClient";
import { createHttpLoyalty } from "./loyaltyApi";

const answering = (status: number, payload: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } }));

const serverAnswering = (data: unknown) => answering(200, { data });

const callsOf = (fetch: ReturnType<typeof answering>) =>
  fetch.mock.calls.map(([url, init]) => ({ url, method: init?.method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) }));

const loyaltyApiOver = (fetch: typeof globalThis.fetch) => createHttpLoyalty<{ readonly revision?: number; readonly _rev?: number }, unknown>(createApiClient({ baseUrl: "/api/v2", fetch }));

describe("the loyalty port over HTTP", () => {
  it("reads the programme with the revision it was read at, and a 404 as no programme", async () => {
    expect(await loyaltyApiOver(serverAnswering({ name: "Membership", revision: 4 })).getProgramme("b1")).toEqual({ name: "Membership", revision: 4, _rev: 4 });
    expect(await loyaltyApiOver(serverAnswering({ _rev: 2 })).getProgramme("b1")).toEqual({ _rev: 2 });
    expect(await loyaltyApiOver(answering(404, { message: "Membership not found" })).getProgramme("b1")).toBeNull();
    await expect(loyaltyApiOver(answering(403, { message: "Forbidden" })).getProgramme("b1")).rejects.toThrow("Forbidden");
  });

  it("creates the programme and writes its sections with _rev, on the spec's paths", async () => {
    const fetch = serverAnswering({ revision: 2 });
    const api = loyaltyApiOver(fetch);
    await api.createProgramme("b/1", { name: "Kopi Club" });
    await api.replaceTiers({ businessId: "b1", rev: 2, change: { baseTierName: "Basic", tiers: [] } });
    await api.replaceExperienceRanges({ businessId: "b1", rev: 3, change: [{ minLevel: 5, expToLevelUp: 500 }] });
    await api.replaceOnLevelReward({ businessId: "b1", rev: 4, change: { vouchers: [], noRewardWeight: 1 } });
    await api.replaceLevelCycle({ businessId: "b1", rev: 5, change: { month: [3], rules: [] } });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b%2F1/membership", method: "POST", body: { name: "Kopi Club" } },
      { url: "/api/v2/businesses/b1/membership/tier", method: "PUT", body: { baseTierName: "Basic", tiers: [], _rev: 2 } },
      { url: "/api/v2/businesses/b1/membership/experience-range", method: "PUT", body: { expRange: [{ minLevel: 5, expToLevelUp: 500 }], _rev: 3 } },
      { url: "/api/v2/businesses/b1/membership/on-level-reward", method: "PUT", body: { vouchers: [], noRewardWeight: 1, _rev: 4 } },
      { url: "/api/v2/businesses/b1/membership/level-cycle", method: "PUT", body: { month: [3], rules: [], _rev: 5 } },
    ]);
  });

  it("reads the summary and the marketing setting, and asks for the CRM v2 conversion", async () => {
    const fetch = serverAnswering({ apiVersion: "v2", message: "Migration request submitted" });
    const api = loyaltyApiOver(fetch);
    await api.summary("b1");
    await api.marketingSetting("b1");
    expect(await api.convertToCrmV2("b1")).toBe("Migration request submitted");
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b1/membership/summary", method: "GET", body: undefined },
      { url: "/api/v2/marketing-v2/b1/setting", method: "GET", body: undefined },
      { url: "/api/v2/marketing-v2/b1/migrate", method: "POST", body: undefined },
    ]);
  });

  it("writes the settings, design and store with _rev", async () => {
    const fetch = serverAnswering({ revision: 2 });
    const api = loyaltyApiOver(fetch);
    await api.updateSettings({ businessId: "b1", rev: 2, change: { name: "Kopi Club", url: null } });
    await api.updateDesign({ businessId: "b1", rev: 3, change: { type: "DEFAULT" } });
    await api.updateStore({ businessId: "b1", rev: 4, change: { taxes: [] } });
    await api.replaceStoreCategories({ businessId: "b1", rev: 5, change: [{ name: "Top up" }] });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b1/membership", method: "PUT", body: { name: "Kopi Club", url: null, _rev: 2 } },
      { url: "/api/v2/businesses/b1/membership/design", method: "PUT", body: { type: "DEFAULT", _rev: 3 } },
      { url: "/api/v2/businesses/b1/membership/store", method: "PUT", body: { taxes: [], _rev: 4 } },
      { url: "/api/v2/businesses/b1/membership/store-bundle", method: "PUT", body: { categories: [{ name: "Top up" }], _rev: 5 } },
    ]);
  });

  it("uploads the card background as its bytes with their content type", async () => {
    const fetch = serverAnswering({ url: "/api/v2/files/business/b1/membership/design/image.png?v=0123456789abcdef" });
    const bytes = new Blob([new Uint8Array([137, 80, 78, 71])]);
    expect(await loyaltyApiOver(fetch).uploadDesignImage("b1", { contentType: "image/png", bytes })).toBe("/api/v2/files/business/b1/membership/design/image.png?v=0123456789abcdef");
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect([url, init?.method, new Headers(init?.headers).get("content-type"), init?.body]).toEqual(["/api/v2/businesses/b1/membership/design/image", "PUT", "image/png", bytes]);
  });
});
