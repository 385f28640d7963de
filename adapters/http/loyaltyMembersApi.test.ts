import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./apiClient";
import { createHttpLoyaltyMembers } from "./loyaltyMembersApi";
import { sampleMember } from "../../ui/loyalty/members/testing/renderMemberPages";

const serverAnswering = (data: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } }));

const callsOf = (fetch: ReturnType<typeof serverAnswering>) =>
  fetch.mock.calls.map(([url, init]) => ({ url, method: init?.method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) }));

const over = (fetch: typeof globalThis.fetch) => createHttpLoyaltyMembers(createApiClient({ baseUrl: "/api/v2", fetch }));

const MEMBER = sampleMember(1);

describe("the member and transaction calls over HTTP", () => {
  it("refuses a member answer that is not the response Schema's, a field more or less", async () => {
    await expect(over(serverAnswering({ ...MEMBER, extra: true })).getMember("b1", "m1")).rejects.toThrow();
    await expect(over(serverAnswering({ id: "m1" })).getMember("b1", "m1")).rejects.toThrow();
    expect(await over(serverAnswering(MEMBER)).getMember("b1", "m1")).toEqual(MEMBER);
  });

  it("pages the members with limit, skip and search, unwrapping the total", async () => {
    const fetch = serverAnswering({ resources: [MEMBER], pagination: { totalResources: 41 } });
    expect(await over(fetch).listMembers("b1", { search: "ai sy", limit: 20, skip: 40 })).toEqual({ resources: [MEMBER], totalResources: 41 });
    await over(fetch).listMembers("b1", { search: "", limit: 1000, skip: 0 });
    expect(callsOf(fetch).map((call) => call.url)).toEqual([
      "/api/v2/businesses/b1/membership/members?search=ai+sy&limit=20&skip=40",
      "/api/v2/businesses/b1/membership/members?limit=1000&skip=0",
    ]);
  });

  it("asks nothing for a list read whose signal already aborted", async () => {
    const fetch = serverAnswering({ resources: [], pagination: { totalResources: 0 } });
    const controller = new AbortController();
    controller.abort();
    await expect(over(fetch).listMembers("b1", { search: "", limit: 1000, skip: 0 }, controller.signal)).rejects.toThrow("cancelled");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("edits, updates the stat, sends and deducts credit on the member's paths", async () => {
    const fetch = serverAnswering(MEMBER);
    const api = over(fetch);
    await api.updateMember("b1", "m1", { level: 2, experience: 5, cardNo: null, titles: [], _rev: 3 });
    await api.updateMemberStat("b1", "m1", { stat: { visitCount: 1, lastVisit: null, avgBillSize: 2, avgVisitFrequency: 1 }, totalSpent: 2 });
    await api.sendCredit("b1", "m1", { amount: 0, freeCredit: { amount: 5, validity: 2, unit: "week" }, remark: " " });
    await api.sendCredit("b1", "m1", { amount: 10, freeCredit: null, remark: "Gift" });
    await api.deductCredit("b1", "m1", { amount: 4, remark: "" });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b1/membership/members/m1", method: "PUT", body: { level: 2, experience: 5, cardNo: null, titles: [], _rev: 3 } },
      { url: "/api/v2/businesses/b1/membership/members/m1", method: "PUT", body: { stat: { visitCount: 1, lastVisit: null, avgBillSize: 2, avgVisitFrequency: 1 }, totalSpent: 2 } },
      { url: "/api/v2/businesses/b1/membership/members/m1/free-credit", method: "POST", body: { freeCredit: { amount: 5, validity: 2, unit: "week" } } },
      { url: "/api/v2/businesses/b1/membership/members/m1/free-credit", method: "POST", body: { amount: 10, remark: "Gift" } },
      { url: "/api/v2/businesses/b1/membership/members/m1/deduct-credit", method: "POST", body: { amount: 4 } },
    ]);
  });

  it("reads a transactions page strictly as its response Schema: the row's own fields are refused", async () => {
    const row = {
      id: "t1", businessId: "b1", memberId: "m1", member: { id: "m1", name: null, phoneNumber: "+60123456789" }, restaurantId: null,
      source: "PORTAL", ref: null, normal: 10, free: 0, seqNo: 1, remark: "", reverted: false, reverts: null, createdAt: "2026-01-04T02:30:00.000Z",
    };
    const page = (resource: object) => ({ resources: [resource], pagination: { totalResources: 1 } });
    const query = { from: "2026-01-01", to: "2026-01-07", restaurantId: null, limit: 20, skip: 0 };
    expect((await over(serverAnswering(page(row))).listTransactions("credit", "b1", query)).resources).toEqual([row]);
    await expect(over(serverAnswering(page({ ...row, month: "2026-01" }))).listTransactions("credit", "b1", query)).rejects.toThrow(/month/);
    await expect(over(serverAnswering(page(row))).listTransactions("store", "b1", query)).rejects.toThrow(/excess property/);
  });

  it("reads the three transaction reports on the spec's paths, leaving out an empty restaurant", async () => {
    const fetch = serverAnswering({ resources: [], pagination: { totalResources: 0 } });
    const api = over(fetch);
    for (const kind of ["credit", "store", "online-store"] as const)
      await api.listTransactions(kind, "b1", { from: "2026-01-01", to: "2026-01-07", restaurantId: kind === "store" ? "r1" : null, limit: 20, skip: 0 });
    expect(callsOf(fetch).map((call) => call.url)).toEqual([
      "/api/v2/businesses/b1/transactions/credit?from=2026-01-01&to=2026-01-07&limit=20&skip=0",
      "/api/v2/businesses/b1/transactions/store?from=2026-01-01&to=2026-01-07&restaurantId=r1&limit=20&skip=0",
      "/api/v2/businesses/b1/transactions/online-store?from=2026-01-01&to=2026-01-07&limit=20&skip=0",
    ]);
  });
});
