// The port every delivery platform's client implements (adapters/delivery/<platform>/): what the
// back office asks of a platform about one store. Pure types: the clients do the I/O.
// Decisions where the spec is silent:
// - A platform refusal surfaces as PartnerError with the platform's HTTP status and message, so a
//   route can answer it (502 for an unreachable or failing platform, the platform's 4xx as 400).
// - Menus are published one of two ways (application/menuSync.ts): a pulling platform (GrabFood,
//   ShopeeFood) is told through `notifyMenu` and then pulls our menu from its webhook; a pushing
//   one (foodpanda) is sent the menu through `pushMenu`, which answers once it is applied.
// - A refusal may carry the platform's reasons (each problem it found), shown on the sync.
// - A platform out of reach (no answer) or overloaded (429, 502, 503, 504) is worth trying again
//   later (`isOutOfReach`); anything else it answered is its answer. A platform this server has
//   no client for is not out of reach: it never will be.
import type { DeliveryPlatform } from "./deliveryPlatform";
import type { PauseDuration } from "./storeStatus";
import type { WeeklyOpenPeriods } from "./openingHoursPush";
import type { GrabCampaign, GrabCampaignInput } from "./grabCampaign";
import type { FoodpandaCatalog } from "./foodpanda/foodpandaMenu";
import type { SpecialHour } from "./specialHours";

export interface PartnerStore {
  /** The platform's id of the store (grabfood merchantID, shopeefood storeID, foodpanda vendor code). */
  readonly storeRef: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export class PartnerError extends Error {
  constructor(
    message: string,
    /** The platform's HTTP status; 0 when it could not be reached. */
    readonly status: number,
    /** The platform's reasons, one per problem, when it gave them. */
    readonly reasons: ReadonlyArray<string> = [],
  ) {
    super(message);
    this.name = "PartnerError";
  }
}

/** What a platform's client answers when this server has no client for the platform. */
export const PLATFORM_NOT_CONFIGURED = "The platform is not configured on this server";

const OVERLOADED = new Set([429, 502, 503, 504]);

/** Whether a failure is the platform out of reach or overloaded (worth trying again later) rather than its answer. */
export const isOutOfReach = (error: PartnerError): boolean =>
  (error.status === 0 && error.message !== PLATFORM_NOT_CONFIGURED) || OVERLOADED.has(error.status);

export type StorePause = { readonly isPause: true; readonly duration: PauseDuration } | { readonly isPause: false };

export interface DeliveryPartner {
  readonly pauseStore: (store: PartnerStore, pause: StorePause) => Promise<void>;
  readonly pushOpeningHours: (store: PartnerStore, hours: WeeklyOpenPeriods) => Promise<void>;
  /** Replaces the store's special opening hours (dates in the store's calendar) on the platform. */
  readonly pushSpecialHours: (store: PartnerStore, hours: ReadonlyArray<SpecialHour>) => Promise<void>;
  /** Marks menu items (our product ids) unavailable or available again on the platform ("86"). */
  readonly setItemsAvailability: (store: PartnerStore, itemIds: ReadonlyArray<string>, available: boolean) => Promise<void>;
}

/** A platform that pulls our menu (GrabFood, ShopeeFood). */
export interface PullMenuPartner {
  /** Tells the platform our menu changed; it pulls the channel's menu from us. Answers the platform's job id, if it gives one. */
  readonly notifyMenu: (store: PartnerStore) => Promise<string | null>;
}

/** A platform we push our menu to (foodpanda). */
export interface PushMenuPartner {
  /**
   * Sends the catalog and applies it; `importKey` (our sync id) makes a repeated push of the same
   * sync apply once. Answers the platform's import id; a refusal is a PartnerError with its reasons.
   */
  readonly pushMenu: (store: PartnerStore, catalog: FoodpandaCatalog, importKey: string) => Promise<string>;
}

/** How each platform takes a menu. */
export interface MenuPublishers {
  readonly grabfood: PullMenuPartner;
  readonly shopeefood: PullMenuPartner;
  readonly foodpanda: PushMenuPartner;
}

/** GrabFood's campaigns (spec 4 §3 "Grab-style discount campaign"). */
export interface CampaignPartner {
  readonly createCampaign: (store: PartnerStore, campaign: GrabCampaignInput) => Promise<string>;
  readonly updateCampaign: (store: PartnerStore, id: string, campaign: GrabCampaignInput) => Promise<void>;
  readonly listCampaigns: (store: PartnerStore) => Promise<ReadonlyArray<GrabCampaign>>;
  readonly deleteCampaign: (store: PartnerStore, id: string) => Promise<void>;
}

/** The client of each platform (an unconfigured platform's client answers PartnerError status 0). */
export type DeliveryPartners = Readonly<Record<DeliveryPlatform, DeliveryPartner>>;
