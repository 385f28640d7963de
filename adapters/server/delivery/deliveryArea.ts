// Every route of the delivery area (spec 4 §7: platform settings, Grab campaigns, store status,
// each platform's menu sync, GrabFood's and ShopeeFood's menu webhooks, each platform's order and order-state webhooks),
// registered as one plugin under /api/v2 by createApp after the identity services. The partner
// clients come in as options (adapters/delivery/deliveryPartners.ts builds them from the
// environment); without one, calls to that platform answer that it is unavailable.
import type { FastifyInstance } from "fastify";
import { type CampaignPartner, type DeliveryPartner, type DeliveryPartners, type MenuPublishers, PLATFORM_NOT_CONFIGURED, PartnerError, type PullMenuPartner, type PushMenuPartner } from "../../../domain/delivery/deliveryPartner";
import type { OrderPlatform } from "../../../domain/orders/order";
import type { OrderPartner, OrderPartners } from "../../../domain/orders/orderPartner";
import { deliverySettingRoutes } from "./deliverySettingRoutes";
import { foodpandaOrderWebhookRoutes } from "./foodpandaOrderWebhookRoutes";
import { shopeefoodWebhookRoutes } from "./shopeefoodWebhookRoutes";
import { grabCampaignRoutes } from "./grabCampaignRoutes";
import { grabOrderWebhookRoutes } from "./grabOrderWebhookRoutes";
import { grabWebhookRoutes } from "./grabWebhookRoutes";
import { menuSyncRoutes } from "./menuSyncRoutes";
import { storeStatusRoutes } from "./storeStatusRoutes";

export type GrabfoodPartner = DeliveryPartner & PullMenuPartner & CampaignPartner & OrderPartner;
export type FoodpandaPartner = DeliveryPartner & PushMenuPartner & OrderPartner;
export type ShopeefoodPartner = DeliveryPartner & PullMenuPartner & OrderPartner;

export interface DeliveryOptions {
  readonly grabfood?: GrabfoodPartner;
  /** The bearer token GrabFood presents on our webhooks; without one they refuse every call. */
  readonly grabfoodWebhookToken?: string;
  readonly foodpanda?: FoodpandaPartner;
  /** The bearer token foodpanda presents on our order webhooks; without one they refuse every call. */
  readonly foodpandaWebhookToken?: string;
  readonly shopeefood?: ShopeefoodPartner;
  /** The bearer token ShopeeFood presents on our webhooks; without one they refuse every call. */
  readonly shopeefoodWebhookToken?: string;
  /** The platforms this server reaches through their local fake: orders from them are sandbox orders. */
  readonly sandboxPlatforms?: ReadonlyArray<OrderPlatform>;
}

const unconfigured = (): never => {
  throw new PartnerError(PLATFORM_NOT_CONFIGURED, 0);
};
/** The client of a platform this server has none for: every call answers that it is unavailable. */
export const UNCONFIGURED_PARTNER: GrabfoodPartner & FoodpandaPartner = {
  pauseStore: unconfigured, pushOpeningHours: unconfigured, pushSpecialHours: unconfigured, setItemsAvailability: unconfigured, notifyMenu: unconfigured, pushMenu: unconfigured,
  createCampaign: unconfigured, updateCampaign: unconfigured, listCampaigns: unconfigured, deleteCampaign: unconfigured,
  replyToOrder: unconfigured,
};

/** Every platform's client. */
export const partnersOf = (options: DeliveryOptions): DeliveryPartners => ({
  grabfood: options.grabfood ?? UNCONFIGURED_PARTNER,
  foodpanda: options.foodpanda ?? UNCONFIGURED_PARTNER,
  shopeefood: options.shopeefood ?? UNCONFIGURED_PARTNER,
});

/** How each platform takes a menu. */
export const publishersOf = (options: DeliveryOptions): MenuPublishers => ({
  grabfood: options.grabfood ?? UNCONFIGURED_PARTNER,
  foodpanda: options.foodpanda ?? UNCONFIGURED_PARTNER,
  shopeefood: options.shopeefood ?? UNCONFIGURED_PARTNER,
});

/** Where each platform's order answers go (incoming orders, domain/orders/). */
export const orderPartnersOf = (options: DeliveryOptions): OrderPartners => ({
  grabfood: options.grabfood ?? UNCONFIGURED_PARTNER,
  foodpanda: options.foodpanda ?? UNCONFIGURED_PARTNER,
  shopeefood: options.shopeefood ?? UNCONFIGURED_PARTNER,
});

export const deliveryArea = async (app: FastifyInstance, options: DeliveryOptions): Promise<void> => {
  await app.register(deliverySettingRoutes);
  await app.register(grabCampaignRoutes, { partner: options.grabfood ?? UNCONFIGURED_PARTNER });
  await app.register(storeStatusRoutes, { partners: partnersOf(options) });
  await app.register(menuSyncRoutes, { publishers: publishersOf(options) });
  await app.register(grabWebhookRoutes, { token: options.grabfoodWebhookToken ?? null });
  const connection = (platform: OrderPlatform) => ((options.sandboxPlatforms ?? []).includes(platform) ? "sandbox" as const : "production" as const);
  await app.register(grabOrderWebhookRoutes, { token: options.grabfoodWebhookToken ?? null, connection: connection("grabfood") });
  await app.register(foodpandaOrderWebhookRoutes, { token: options.foodpandaWebhookToken ?? null, connection: connection("foodpanda") });
  await app.register(shopeefoodWebhookRoutes, { token: options.shopeefoodWebhookToken ?? null, connection: connection("shopeefood") });
};
