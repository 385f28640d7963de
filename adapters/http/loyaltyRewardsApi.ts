// The loyalty port's reward and history calls over HTTP (client rooted at /api/v2), spread into
// createHttpLoyalty (loyaltyApi.ts), under /businesses/{businessId}/membership:
// GET /rewards, POST /member-reward-voucher, DELETE /rewards/{id}, POST /send-reward,
// GET /history (adapters/server/loyalty/programmeRewardRoutes.ts, memberRewardRoutes.ts,
// programmeRoutes.ts). Typed structurally (generic in what the server answers), like
// loyaltyMembersApi.ts.
// Decision where the contract is silent: a send always names its members (the send-reward dialog
// fetches every member for 'Send to All', spec 2 §2), so `all` is never sent.
import type { ApiClient } from "./apiClient";

const at = (id: string): string => encodeURIComponent(id);
const membership = (businessId: string, section: string): string => `/businesses/${at(businessId)}/membership${section}`;

type Send = { readonly rewardId: string; readonly memberIds: ReadonlyArray<string> };

export const createHttpLoyaltyRewards = (client: ApiClient) => ({
  listRewards: <R>(businessId: string) => client.request<ReadonlyArray<R>>("GET", membership(businessId, "/rewards")),
  createMemberReward: <V>(businessId: string, input: object) => client.request<V>("POST", membership(businessId, "/member-reward-voucher"), input),
  deleteReward: async (businessId: string, rewardId: string) => {
    await client.request<unknown>("DELETE", membership(businessId, `/rewards/${at(rewardId)}`));
  },
  sendReward: <O>(businessId: string, { rewardId, memberIds }: Send) =>
    client.request<O>("POST", membership(businessId, "/send-reward"), { rewardId, memberIds }),
  programmeHistory: <H>(businessId: string) => client.request<ReadonlyArray<H>>("GET", membership(businessId, "/history")),
});
