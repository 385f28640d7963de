// The delivery partner clients of a server process, from its environment:
// - GRABFOOD_BASE_URL (and GRABFOOD_AUTH_URL for the token endpoint, the base URL when unset):
//   the GrabFood partner API.
// - GRABFOOD_WEBHOOK_TOKEN: the bearer token GrabFood presents on our webhooks (get-menu, menu
//   sync state, submit order, order state); without it those webhooks refuse every call.
// - Without GRABFOOD_BASE_URL outside production, a local fake GrabFood (grabfood/fake/) is
//   started on a free port and used, so `npm start`/`npm run dev` work with no partner account;
//   it reaches our webhooks on this server (`selfApiUrl`) with a token generated at start. In
//   production the platform is simply unavailable. The fake keeps its state in memory: it
//   forgets campaigns, pauses and accepted menus when the server restarts (the demo campaign is
//   put back at start).
// foodpanda and shopeefood have no client yet (settings only).
import { randomBytes } from "node:crypto";
import type { DeliveryOptions } from "../server/delivery/deliveryArea";
import { type GrabfoodFakeOptions, startGrabfoodFake } from "./grabfood/fake/grabfoodFake";
import { httpPartnerWebhooks } from "./grabfood/fake/grabfoodMenuSide";
import { grabfoodClient } from "./grabfood/grabfoodClient";

export interface OpenedPartners {
  readonly options: DeliveryOptions;
  /** Where the local fake GrabFood listens, when one was started. */
  readonly fakeUrl: string | null;
  readonly close: () => Promise<void>;
}

export const openDeliveryPartners = async (env: NodeJS.ProcessEnv, production: boolean, fake: GrabfoodFakeOptions = {}, selfApiUrl?: string): Promise<OpenedPartners> => {
  const baseUrl = env.GRABFOOD_BASE_URL;
  const webhookToken = env.GRABFOOD_WEBHOOK_TOKEN;
  const token = webhookToken === undefined || webhookToken === "" ? {} : { grabfoodWebhookToken: webhookToken };
  if (baseUrl !== undefined && baseUrl !== "") {
    const authUrl = env.GRABFOOD_AUTH_URL;
    return { options: { grabfood: grabfoodClient({ baseUrl, ...(authUrl === undefined || authUrl === "" ? {} : { authUrl }) }), ...token }, fakeUrl: null, close: async () => undefined };
  }
  if (production) return { options: token, fakeUrl: null, close: async () => undefined };
  const local = await startGrabfoodFake(fake);
  const localToken = webhookToken === undefined || webhookToken === "" ? randomBytes(24).toString("hex") : webhookToken;
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
