import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./apiClient";
import { createHttpLoyaltyRewards } from "./loyaltyRewardsApi";

const serverAnswering = (data: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } }));

const callsOf = (fetch: ReturnType<typeof serverAnswering>) =>
  fetch.mock.calls.map(([url, init]) => ({ url, method: init?.method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) }));

const over = (fetch: typeof globalThis.fetch) => createHttpLoyaltyRewards(createApiClient({ baseUrl: "/api/v2", fetch }));

describe("the reward and history calls over HTTP", () => {
  it("reads the rewards and the history, creates a member reward, deletes one and sends one to named members", async () => {
    const fetch = serverAnswering({ sent: 2, failed: [] });
    const api = over(fetch);
    await api.listRewards("b 1");
    await api.programmeHistory("b1");
    await api.createMemberReward("b1", { name: "Free kopi" });
    await api.deleteReward("b1", "v/1");
    expect(await api.sendReward("b1", { rewardId: "v1", memberIds: ["m1", "m2"] })).toEqual({ sent: 2, failed: [] });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b%201/membership/rewards", method: "GET", body: undefined },
      { url: "/api/v2/businesses/b1/membership/history", method: "GET", body: undefined },
      { url: "/api/v2/businesses/b1/membership/member-reward-voucher", method: "POST", body: { name: "Free kopi" } },
      { url: "/api/v2/businesses/b1/membership/rewards/v%2F1", method: "DELETE", body: undefined },
      { url: "/api/v2/businesses/b1/membership/send-reward", method: "POST", body: { rewardId: "v1", memberIds: ["m1", "m2"] } },
    ]);
  });
});
