// The UI's Grab discount campaigns port over HTTP (client rooted at /api/v2; adapters/server/
// delivery/grabCampaignRoutes.ts); the list decoded with the domain's response Schema.
import { Schema } from "effect";
import { GrabCampaignList, type GrabCampaignInput } from "../../domain/delivery/grabCampaign";
import type { ApiClient } from "./apiClient";

const PATH = "/delivery/grabfood/discount-campaign";
const Created = Schema.Struct({ id: Schema.String });

export const createHttpGrabCampaigns = (client: ApiClient) => ({
  list: async (merchantID: string) => Schema.decodeUnknownSync(GrabCampaignList)(await client.request<unknown>("GET", `${PATH}?merchantID=${encodeURIComponent(merchantID)}`)),
  create: async (campaign: GrabCampaignInput) => Schema.decodeUnknownSync(Created)(await client.request<unknown>("POST", PATH, campaign)),
  update: async (id: string, campaign: GrabCampaignInput) => Schema.decodeUnknownSync(Created)(await client.request<unknown>("PUT", PATH, { id, ...campaign })),
  remove: async (merchantID: string, id: string) => {
    await client.request<unknown>("DELETE", `${PATH}/${encodeURIComponent(id)}?merchantID=${encodeURIComponent(merchantID)}`);
  },
});
