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
    expect(await admin.listRestaurants({ search: "ban", page: 1, businessId: "b1", country: null, tagId: null })).toEqual({ resources: [ROW], totalResources: 21 });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v2/restaurant-list?skip=20&limit=20&sortBy=name&search=ban&business=b1");
  });

  it("writes tags with their revision on the spec's paths", async () => {
    const tag = { id: "t/1", name: "Halal", restaurantIds: ["r1"], restaurantCount: 1, _rev: 3 };
    const fetch = serverAnswering(tag);
    const admin = createHttpAdmin(createApiClient({ baseUrl: "/api/v2", fetch }), 20);
    await admin.createTag("Halal");
    await admin.renameTag({ id: "t/1", name: "Halal", rev: 2 });
    await admin.tagRestaurants({ id: "t/1", restaurantIds: ["r1"], rev: 2 });
    await admin.deleteTag("t/1");
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, init?.body === undefined ? undefined : JSON.parse(String(init.body))])).toEqual([
      ["/api/v2/restaurant-tags", "POST", { name: "Halal" }],
      ["/api/v2/restaurant-tags/t%2F1", "PUT", { name: "Halal", _rev: 2 }],
      ["/api/v2/restaurant-tags/t%2F1/restaurants", "PUT", { restaurantIds: ["r1"], _rev: 2 }],
      ["/api/v2/restaurant-tags/t%2F1", "DELETE", undefined],
    ]);
  });

  it("refuses an answer that is not a restaurant page", async () => {
    const fetch = serverAnswering({ resources: [{ id: "r1" }], pagination: { totalResources: 1 } });
    const admin = createHttpAdmin(createApiClient({ baseUrl: "/api/v2", fetch }), 20);
    await expect(admin.listRestaurants({ search: "", page: 0, businessId: null, country: "SG", tagId: "t1" })).rejects.toThrow();
  });

  it("pages the reward jobs by business and refuses a row missing a field", async () => {
    const job = {
      key: "season-b1-season", kind: "season", businessId: "b1", businessName: "Kopi", timeZone: "Asia/Kuala_Lumpur", name: "Season reset", active: true,
      since: "2026-01-01T00:00:00Z", nextRunAt: "2026-02-28T16:00:00Z", openRuns: [], lastRun: null, completedRuns: 0,
      runNow: { dueAt: "2025-12-31T16:00:00Z", rerun: false },
    };
    const fetch = serverAnswering({ resources: [job], pagination: { totalResources: 1 } });
    const admin = createHttpAdmin(createApiClient({ baseUrl: "/api/v2", fetch }), 20);
    expect(await admin.listRewardJobs({ page: 2, businessId: "b1" })).toEqual({ resources: [job], totalResources: 1 });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v2/admin/reward-jobs?skip=40&limit=20&business=b1");
    const { timeZone: _, ...withoutZone } = job;
    const older = createHttpAdmin(createApiClient({ baseUrl: "/api/v2", fetch: serverAnswering({ resources: [withoutZone], pagination: { totalResources: 1 } }) }), 20);
    await expect(older.listRewardJobs({ page: 0, businessId: null })).rejects.toThrow();
  });

  it("runs a reward job by its key and decodes the run's outcome with the job after it", async () => {
    const job = {
      key: "season-b1-season", kind: "season", businessId: "b1", businessName: "Kopi", timeZone: "Asia/Kuala_Lumpur", name: "Season reset", active: true,
      since: "2026-01-01T00:00:00Z", nextRunAt: "2026-02-28T16:00:00Z", openRuns: [], completedRuns: 1, runNow: { dueAt: "2025-12-31T16:00:00Z", rerun: true },
      lastRun: { dueAt: "2025-12-31T16:00:00Z", completedAt: "2026-01-05T08:00:00Z", visited: 3, served: 0, failed: 0, rerun: true, error: null, by: "u1", byName: "Aisyah" },
    };
    const run = { dueAt: "2025-12-31T16:00:00Z", rerun: true, visited: 3, served: 0, failed: 0, error: null };
    const fetch = serverAnswering({ run, job });
    const admin = createHttpAdmin(createApiClient({ baseUrl: "/api/v2", fetch }), 20);
    expect(await admin.runRewardJob("season-b1/season")).toEqual({ run, job });
    expect([fetch.mock.calls[0]?.[0], fetch.mock.calls[0]?.[1]?.method]).toEqual(["/api/v2/admin/reward-jobs/season-b1%2Fseason/run", "POST"]);
  });
});
