// The GrabFood partner client (domain/delivery/deliveryPartner.ts, domain/orders/orderPartner.ts)
// over GrabFood's partner API (contract/grabfood-openapi.yaml): OAuth client-credentials tokens
// (cached per client id until a minute before they expire), store pause, delivery hours, menu
// notification, an item's availability ("86", one update-menu call per item), campaigns and the
// restaurant's accept or reject of an order.
// Decisions where the contract is silent:
// - Base URLs come from the server's environment, never from a restaurant's setting:
//   GRABFOOD_BASE_URL (partner API) and GRABFOOD_AUTH_URL (token endpoint, the base URL when
//   unset); tests and `npm run dev` point them at the local fake (fake/grabfoodFake.ts).
// - Every call times out after 10 s; a failure is a PartnerError with Grab's status and message
//   (status 0 when Grab cannot be reached). A 401 drops the cached token so the next call signs in again.
import type { CampaignPartner, DeliveryPartner, PartnerStore, PullMenuPartner } from "../../../domain/delivery/deliveryPartner";
import { PartnerError } from "../../../domain/delivery/deliveryPartner";
import type { GrabCampaign, GrabCampaignInput } from "../../../domain/delivery/grabCampaign";
import type { OrderPartner } from "../../../domain/orders/orderPartner";

export interface GrabfoodClientOptions {
  readonly baseUrl: string;
  readonly authUrl?: string;
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

type Method = "GET" | "POST" | "PUT" | "DELETE";

const messageOf = (body: unknown, status: number): string => {
  if (typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string") {
    return `GrabFood: ${(body as { message: string }).message}`;
  }
  return `GrabFood answered ${status}`;
};

export const grabfoodClient = (options: GrabfoodClientOptions): DeliveryPartner & PullMenuPartner & CampaignPartner & OrderPartner => {
  const now = options.now ?? (() => Date.now());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tokens = new Map<string, { readonly token: string; readonly expiresAt: number }>();

  const send = async (url: string, method: Method, body: unknown, token?: string, onHeaders?: (headers: Headers) => void): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PartnerError(`GrabFood could not be reached: ${error instanceof Error ? error.message : String(error)}`, 0);
    }
    const text = await response.text();
    const parsed: unknown = text === "" ? undefined : JSON.parse(text);
    if (!response.ok) throw new PartnerError(messageOf(parsed, response.status), response.status);
    onHeaders?.(response.headers);
    return parsed;
  };

  const tokenFor = async (store: PartnerStore): Promise<string> => {
    const cached = tokens.get(store.clientId);
    if (cached !== undefined && cached.expiresAt > now()) return cached.token;
    const answer = (await send(`${options.authUrl ?? options.baseUrl}/grabid/v1/oauth2/token`, "POST", {
      client_id: store.clientId, client_secret: store.clientSecret, grant_type: "client_credentials", scope: "food.partner_api",
    })) as { access_token: string; expires_in: number };
    tokens.set(store.clientId, { token: answer.access_token, expiresAt: now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS });
    return answer.access_token;
  };

  const call = async (store: PartnerStore, method: Method, path: string, body?: unknown, onHeaders?: (headers: Headers) => void): Promise<unknown> => {
    try {
      return await send(`${options.baseUrl}${path}`, method, body, await tokenFor(store), onHeaders);
    } catch (error) {
      if (error instanceof PartnerError && error.status === 401) tokens.delete(store.clientId);
      throw error;
    }
  };

  const merchant = encodeURIComponent;

  return {
    pauseStore: async (store, pause) => {
      await call(store, "PUT", "/partner/v1/merchant/pause", { merchantID: store.storeRef, ...pause });
    },
    pushOpeningHours: async (store, hours) => {
      await call(store, "PUT", `/partner/v1/merchants/${merchant(store.storeRef)}/store/opening-hours`, { openingHour: hours, force: true });
    },
    pushSpecialHours: async (store, hours) => {
      const specialOpeningHours = hours.map((h) => ({
        startDate: h.startDate,
        endDate: h.endDate,
        metadata: { description: h.description },
        openingHours: h.openPeriodType === "Period" ? { openPeriodType: h.openPeriodType, periods: h.periods } : { openPeriodType: h.openPeriodType },
      }));
      await call(store, "PUT", `/partner/v2/merchants/${merchant(store.storeRef)}/store/special-opening-hour`, { specialOpeningHours });
    },
    setItemsAvailability: async (store, itemIds, available) => {
      for (const id of itemIds) {
        await call(store, "PUT", "/partner/v1/menu", { merchantID: store.storeRef, field: "ITEM", id, availableStatus: available ? "AVAILABLE" : "UNAVAILABLE", ...(available ? {} : { maxStock: 0 }) });
      }
    },
    notifyMenu: async (store) => {
      let jobId: string | null = null;
      await call(store, "POST", "/partner/v1/merchant/menu/notification", { merchantID: store.storeRef }, (headers) => {
        jobId = headers.get("x-job-id");
      });
      return jobId;
    },
    createCampaign: async (store, campaign: GrabCampaignInput) =>
      ((await call(store, "POST", "/partner/v1/campaigns", { ...campaign, merchantID: store.storeRef })) as { id: string }).id,
    updateCampaign: async (store, id, campaign) => {
      await call(store, "PUT", `/partner/v1/campaigns/${encodeURIComponent(id)}`, { ...campaign, merchantID: store.storeRef });
    },
    listCampaigns: async (store) => {
      const answer = (await call(store, "GET", `/partner/v1/campaigns?merchantID=${merchant(store.storeRef)}`)) as { ongoing?: GrabCampaign[]; upcoming?: GrabCampaign[] };
      return [...(answer.ongoing ?? []), ...(answer.upcoming ?? [])];
    },
    deleteCampaign: async (store, id) => {
      await call(store, "DELETE", `/partner/v1/campaigns/${encodeURIComponent(id)}`);
    },
    replyToOrder: async (store, orderID, toState) => {
      await call(store, "POST", "/partner/v1/order/prepare", { orderID, toState });
    },
  };
};
