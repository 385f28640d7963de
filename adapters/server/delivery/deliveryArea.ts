// Every route of the delivery area (spec 4 §7: platform settings, Grab campaigns, store status,
// GrabFood menu sync and its webhooks, GrabFood's order webhooks),
// registered as one plugin under /api/v2 by createApp after the identity services. The partner
// clients come in as options (adapters/delivery/deliveryPartners.ts builds them from the
// environment); without one, calls to that platform answer that it is unavailable.
import type { FastifyInstance } from "fastify";
import { type CampaignPartner, type DeliveryPartner, type DeliveryPartners, PartnerError } from "../../../domain/delivery/deliveryPartner";
import type { OrderPartner, OrderPartners } from "../../../domain/orders/orderPartner";
import { deliverySettingRoutes } from "./deliverySettingRoutes";
import { grabCampaignRoutes } from "./grabCampaignRoutes";
import { grabOrderWebhookRoutes } from "./grabOrderWebhookRoutes";
import { grabWebhookRoutes } from "./grabWebhookRoutes";
import { menuSyncRoutes } from "./menuSyncRoutes";
import { storeStatusRoutes } from "./storeStatusRoutes";

export interface DeliveryOptions {
  readonly grabfood?: DeliveryPartner & CampaignPartner & OrderPartner;
  /** The bearer token GrabFood presents on our webhooks; without one they refuse every call. */
  readonly grabfoodWebhookToken?: string;
}

const unconfigured = (): never => {
  throw new PartnerError("The platform is not configured on this server", 0);
};
/** The client of a platform this server has none for: every call answers that it is unavailable. */
export const UNCONFIGURED_PARTNER: DeliveryPartner & CampaignPartner & OrderPartner = {
  pauseStore: unconfigured, pushOpeningHours: unconfigured, notifyMenu: unconfigured,
  createCampaign: unconfigured, updateCampaign: unconfigured, listCampaigns: unconfigured, deleteCampaign: unconfigured,
  replyToOrder: unconfigured,
};

/** Every platform's client: foodpanda and shopeefood have none yet (issue 17 leaves them for later). */
export const partnersOf = (options: DeliveryOptions): DeliveryPartners => ({
  grabfood: options.grabfood ?? UNCONFIGURED_PARTNER,
  foodpanda: UNCONFIGURED_PARTNER,
  shopeefood: UNCONFIGURED_PARTNER,
});

/** Where each platform's order answers go (incoming orders, domain/orders/). */
export const orderPartnersOf = (options: DeliveryOptions): OrderPartners => ({
  grabfood: options.grabfood ?? UNCONFIGURED_PARTNER,
  foodpanda: UNCONFIGURED_PARTNER,
  shopeefood: UNCONFIGURED_PARTNER,
});

export const deliveryArea = async (app: FastifyInstance, options: DeliveryOptions): Promise<void> => {
  await app.register(deliverySettingRoutes);
  await app.register(grabCampaignRoutes, { partner: options.grabfood ?? UNCONFIGURED_PARTNER });
  await app.register(storeStatusRoutes, { partners: partnersOf(options) });
  await app.register(menuSyncRoutes, { partner: options.grabfood ?? UNCONFIGURED_PARTNER });
  await app.register(grabWebhookRoutes, { token: options.grabfoodWebhookToken ?? null });
  await app.register(grabOrderWebhookRoutes, { token: options.grabfoodWebhookToken ?? null });
};
