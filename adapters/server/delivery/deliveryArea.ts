// Every route of the delivery area (spec 4 §7: platform settings, Grab campaigns, store status),
// registered as one plugin under /api/v2 by createApp after the identity services. The partner
// clients come in as options (adapters/delivery/deliveryPartners.ts builds them from the
// environment); without one, calls to that platform answer that it is unavailable.
import type { FastifyInstance } from "fastify";
import { type CampaignPartner, type DeliveryPartner, PartnerError } from "../../../domain/delivery/deliveryPartner";
import { deliverySettingRoutes } from "./deliverySettingRoutes";
import { grabCampaignRoutes } from "./grabCampaignRoutes";

export interface DeliveryOptions {
  readonly grabfood?: DeliveryPartner & CampaignPartner;
}

const unconfigured = (): never => {
  throw new PartnerError("GrabFood is not configured on this server", 0);
};
const NO_GRABFOOD: DeliveryPartner & CampaignPartner = {
  pauseStore: unconfigured, pushOpeningHours: unconfigured, notifyMenu: unconfigured,
  createCampaign: unconfigured, updateCampaign: unconfigured, listCampaigns: unconfigured, deleteCampaign: unconfigured,
};

export const deliveryArea = async (app: FastifyInstance, options: DeliveryOptions): Promise<void> => {
  await app.register(deliverySettingRoutes);
  await app.register(grabCampaignRoutes, { partner: options.grabfood ?? NO_GRABFOOD });
};
