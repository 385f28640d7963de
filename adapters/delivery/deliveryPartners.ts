// The delivery partner clients of a server process, from its environment:
// - GRABFOOD_BASE_URL (and GRABFOOD_AUTH_URL for the token endpoint, the base URL when unset):
//   the GrabFood partner API.
// - Without GRABFOOD_BASE_URL outside production, a local fake GrabFood (grabfood/fake/) is
//   started on a free port and used, so `npm start`/`npm run dev` work with no partner account;
//   in production the platform is simply unavailable. The fake keeps its state in memory: it
//   forgets campaigns and pauses when the server restarts (the demo campaign is put back at start).
// foodpanda and shopeefood have no client yet (settings only).
import type { DeliveryOptions } from "../server/delivery/deliveryArea";
import { type GrabfoodFakeOptions, startGrabfoodFake } from "./grabfood/fake/grabfoodFake";
import { grabfoodClient } from "./grabfood/grabfoodClient";

export interface OpenedPartners {
  readonly options: DeliveryOptions;
  /** Where the local fake GrabFood listens, when one was started. */
  readonly fakeUrl: string | null;
  readonly close: () => Promise<void>;
}

export const openDeliveryPartners = async (env: NodeJS.ProcessEnv, production: boolean, fake: GrabfoodFakeOptions = {}): Promise<OpenedPartners> => {
  const baseUrl = env.GRABFOOD_BASE_URL;
  if (baseUrl !== undefined && baseUrl !== "") {
    const authUrl = env.GRABFOOD_AUTH_URL;
    return { options: { grabfood: grabfoodClient({ baseUrl, ...(authUrl === undefined || authUrl === "" ? {} : { authUrl }) }) }, fakeUrl: null, close: async () => undefined };
  }
  if (production) return { options: {}, fakeUrl: null, close: async () => undefined };
  const local = await startGrabfoodFake(fake);
  return { options: { grabfood: grabfoodClient({ baseUrl: local.url }) }, fakeUrl: local.url, close: local.close };
};
