// The Grab discount campaigns' port (spec 4 §7; issue 17 items 3 and 7): a merchant's campaigns as
// GrabFood lists them, and creating, changing and deleting one, as types only. Shapes are the
// domain's (domain/delivery/grabCampaign.ts).
import type { GrabCampaign, GrabCampaignInput } from "../../domain/delivery/grabCampaign";

export type { GrabCampaign, GrabCampaignInput };

export interface GrabCampaignsPort {
  readonly list: (merchantID: string) => Promise<ReadonlyArray<GrabCampaign>>;
  readonly create: (campaign: GrabCampaignInput) => Promise<{ readonly id: string }>;
  readonly update: (id: string, campaign: GrabCampaignInput) => Promise<{ readonly id: string }>;
  readonly remove: (merchantID: string, id: string) => Promise<void>;
}
