// The delivery partner clients of a server process, from its environment:
// - GRABFOOD_BASE_URL (and GRABFOOD_AUTH_URL for the token endpoint, the base URL when unset):
//   the GrabFood partner API. FOODPANDA_BASE_URL, SHOPEEFOOD_BASE_URL: foodpanda's and
//   ShopeeFood's partner APIs.
// - GRABFOOD_WEBHOOK_TOKEN, FOODPANDA_WEBHOOK_TOKEN, SHOPEEFOOD_WEBHOOK_TOKEN: the bearer token
//   each platform presents on our webhooks (GrabFood: get-menu, menu sync state, submit order,
//   order state; foodpanda: orders, order state; ShopeeFood: get-menu, menu sync state, orders,
//   order state); without it
//   those webhooks refuse every call.
// - Without a platform's base URL outside production, a local fake of it (grabfood/fake/,
//   foodpanda/fake/, shopeefood/fake/) is started on a free port and used, so `npm start`/`npm run dev` work with no
//   partner account; it reaches our webhooks on this server (`selfApiUrl`) with a token generated
//   at start. In production the platform is simply unavailable. The platforms served by a fake are
//   this server's sandbox platforms: their cashless orders are recorded as `ePaymentSandbox`
//   (no real money moved; domain/payments/paymentTransactions.projection.ts). The fakes keep their state in
//   memory: they forget campaigns, pauses and accepted menus when the server restarts (the demo
//   campaign is put back at start, and the fake GrabFood starts with the items our record marks
//   unavailable on it).
import { randomBytes } from "node:crypto";
import type { DeliveryOptions } from "../server/delivery/deliveryArea";
import { startFoodpandaFake } from "./foodpanda/fake/foodpandaFake";
import { foodpandaClient } from "./foodpanda/foodpandaClient";
import { type GrabfoodFakeOptions, startGrabfoodFake } from "./grabfood/fake/grabfoodFake";
import { httpPartnerWebhooks } from "./grabfood/fake/grabfoodMenuSide";
import { grabfoodClient } from "./grabfood/grabfoodClient";
import { startShopeefoodFake } from "./shopeefood/fake/shopeefoodFake";
import { shopeefoodClient } from "./shopeefood/shopeefoodClient";

export interface OpenedPartners {
  readonly options: DeliveryOptions;
  /** Where the local fake GrabFood listens, when one was started. */
  readonly fakeUrl: string | null;
  /** Where the local fake foodpanda listens, when one was started. */
  readonly foodpandaFakeUrl: string | null;
  /** Where the local fake ShopeeFood listens, when one was started. */
  readonly shopeefoodFakeUrl: string | null;
  readonly close: () => Promise<void>;
}

interface Opened<T> {
  readonly options: T;
  readonly fakeUrl: string | null;
  readonly close: () => Promise<void>;
}

const given = (value: string | undefined): string | null => (value === undefined || value === "" ? null : value);
const nothing = async () => undefined;

const openGrabfood = async (env: NodeJS.ProcessEnv, production: boolean, fake: GrabfoodFakeOptions, selfApiUrl?: string): Promise<Opened<DeliveryOptions>> => {
  const baseUrl = given(env.GRABFOOD_BASE_URL);
  const webhookToken = given(env.GRABFOOD_WEBHOOK_TOKEN);
  const token = webhookToken === null ? {} : { grabfoodWebhookToken: webhookToken };
  if (baseUrl !== null) {
    const authUrl = given(env.GRABFOOD_AUTH_URL);
    return { options: { grabfood: grabfoodClient({ baseUrl, ...(authUrl === null ? {} : { authUrl }) }), ...token }, fakeUrl: null, close: nothing };
  }
  if (production) return { options: token, fakeUrl: null, close: nothing };
  const local = await startGrabfoodFake(fake);
  const localToken = webhookToken ?? randomBytes(24).toString("hex");
  if (selfApiUrl !== undefined) {
    local.menuSync.connect(httpPartnerWebhooks(selfApiUrl, localToken));
    local.orders.connect(httpPartnerWebhooks(selfApiUrl, localToken));
  }
  return {
    options: { grabfood: grabfoodClient({ baseUrl: local.url }), grabfoodWebhookToken: localToken },
    fakeUrl: local.url,
    close: async () => {
      await local.menuSync.settled();
      await local.close();
    },
  };
};

const openFoodpanda = async (env: NodeJS.ProcessEnv, production: boolean, selfApiUrl?: string): Promise<Opened<DeliveryOptions>> => {
  const baseUrl = given(env.FOODPANDA_BASE_URL);
  const webhookToken = given(env.FOODPANDA_WEBHOOK_TOKEN);
  const token = webhookToken === null ? {} : { foodpandaWebhookToken: webhookToken };
  if (baseUrl !== null) return { options: { foodpanda: foodpandaClient({ baseUrl }), ...token }, fakeUrl: null, close: nothing };
  if (production) return { options: token, fakeUrl: null, close: nothing };
  const local = await startFoodpandaFake();
  const localToken = webhookToken ?? randomBytes(24).toString("hex");
  if (selfApiUrl !== undefined) local.orders.connect(httpPartnerWebhooks(selfApiUrl, localToken));
  return { options: { foodpanda: foodpandaClient({ baseUrl: local.url }), foodpandaWebhookToken: localToken }, fakeUrl: local.url, close: local.close };
};

const openShopeefood = async (env: NodeJS.ProcessEnv, production: boolean, selfApiUrl?: string): Promise<Opened<DeliveryOptions>> => {
  const baseUrl = given(env.SHOPEEFOOD_BASE_URL);
  const webhookToken = given(env.SHOPEEFOOD_WEBHOOK_TOKEN);
  const token = webhookToken === null ? {} : { shopeefoodWebhookToken: webhookToken };
  if (baseUrl !== null) return { options: { shopeefood: shopeefoodClient({ baseUrl }), ...token }, fakeUrl: null, close: nothing };
  if (production) return { options: token, fakeUrl: null, close: nothing };
  const local = await startShopeefoodFake();
  const localToken = webhookToken ?? randomBytes(24).toString("hex");
  if (selfApiUrl !== undefined) local.connect(httpPartnerWebhooks(selfApiUrl, localToken));
  return {
    options: { shopeefood: shopeefoodClient({ baseUrl: local.url }), shopeefoodWebhookToken: localToken },
    fakeUrl: local.url,
    close: async () => {
      await local.settled();
      await local.close();
    },
  };
};

export const openDeliveryPartners = async (env: NodeJS.ProcessEnv, production: boolean, fake: GrabfoodFakeOptions = {}, selfApiUrl?: string): Promise<OpenedPartners> => {
  const grabfood = await openGrabfood(env, production, fake, selfApiUrl);
  const foodpanda = await openFoodpanda(env, production, selfApiUrl);
  const shopeefood = await openShopeefood(env, production, selfApiUrl);
  return {
    options: {
      ...grabfood.options, ...foodpanda.options, ...shopeefood.options,
      sandboxPlatforms: ([["grabfood", grabfood], ["foodpanda", foodpanda], ["shopeefood", shopeefood]] as const).flatMap(([platform, opened]) => (opened.fakeUrl === null ? [] : [platform])),
    },
    fakeUrl: grabfood.fakeUrl,
    foodpandaFakeUrl: foodpanda.fakeUrl,
    shopeefoodFakeUrl: shopeefood.fakeUrl,
    close: async () => {
      await grabfood.close();
      await foodpanda.close();
      await shopeefood.close();
    },
  };
};
