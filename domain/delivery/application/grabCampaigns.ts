// Grab discount campaigns of a restaurant (POST/PUT/GET/DELETE /delivery/grabfood/discount-campaign,
// spec 4 §7): checked against GrabFood's rules (grabCampaign.ts) before calling out, then sent to
// GrabFood with the restaurant's connection. Campaigns live on GrabFood; nothing is kept here.
// Decisions where the spec is silent: a campaign is changed or deleted only when GrabFood lists it
// for the restaurant's merchant ('Campaign not found', 404), and never when Grab created it
// ('Campaigns created by Grab cannot be changed', 403).
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { CampaignPartner } from "../deliveryPartner";
import { type GrabCampaign, type GrabCampaignInput, campaignProblem } from "../grabCampaign";
import { connectedStore, withPartner } from "./connectedStore";

export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const GRAB_CAMPAIGN_LOCKED = "Campaigns created by Grab cannot be changed";

const checked = (campaign: GrabCampaignInput): GrabCampaignInput => {
  const problem = campaignProblem(campaign);
  if (problem !== null) throw new DomainError(problem, 400);
  return campaign;
};

export const listGrabCampaigns = async (engine: Engine, partner: CampaignPartner, restaurantId: string): Promise<ReadonlyArray<GrabCampaign>> => {
  const store = await connectedStore(engine, "grabfood", restaurantId);
  return withPartner("grabfood", () => partner.listCampaigns(store));
};

export const createGrabCampaign = async (engine: Engine, partner: CampaignPartner, restaurantId: string, campaign: GrabCampaignInput): Promise<{ id: string }> => {
  const store = await connectedStore(engine, "grabfood", restaurantId);
  const id = await withPartner("grabfood", () => partner.createCampaign(store, checked(campaign)));
  return { id };
};

const changeable = async (partner: CampaignPartner, store: Parameters<CampaignPartner["listCampaigns"]>[0], id: string): Promise<void> => {
  const existing = (await withPartner("grabfood", () => partner.listCampaigns(store))).find((c) => c.id === id);
  if (existing === undefined) throw new DomainError(CAMPAIGN_NOT_FOUND, 404);
  if (existing.createdBy === "Grab") throw new DomainError(GRAB_CAMPAIGN_LOCKED, 403);
};

export const updateGrabCampaign = async (engine: Engine, partner: CampaignPartner, restaurantId: string, id: string, campaign: GrabCampaignInput): Promise<void> => {
  const store = await connectedStore(engine, "grabfood", restaurantId);
  const valid = checked(campaign);
  await changeable(partner, store, id);
  await withPartner("grabfood", () => partner.updateCampaign(store, id, valid));
};

export const deleteGrabCampaign = async (engine: Engine, partner: CampaignPartner, restaurantId: string, id: string): Promise<void> => {
  const store = await connectedStore(engine, "grabfood", restaurantId);
  await changeable(partner, store, id);
  await withPartner("grabfood", () => partner.deleteCampaign(store, id));
};
