// One restaurant connected to GrabFood and foodpanda, each played by its local fake, on a test
// app: what the delivery API suites that call out to the platforms start from.
import { type FoodpandaFake, startFoodpandaFake } from "../../adapters/delivery/foodpanda/fake/foodpandaFake";
import { foodpandaClient } from "../../adapters/delivery/foodpanda/foodpandaClient";
import { type GrabfoodFake, startGrabfoodFake } from "../../adapters/delivery/grabfood/fake/grabfoodFake";
import { grabfoodClient } from "../../adapters/delivery/grabfood/grabfoodClient";
import { startTestApp } from "../support/apiHarness";
import { type Client, type Harness, signUp } from "./businessHarness";

export interface ConnectedRestaurant {
  readonly grab: GrabfoodFake;
  readonly panda: FoodpandaFake;
  readonly delivery: { readonly grabfood: ReturnType<typeof grabfoodClient>; readonly foodpanda: ReturnType<typeof foodpandaClient> };
  readonly harness: Harness;
  readonly owner: Client;
  readonly businessId: string;
  readonly restaurantId: string;
  readonly close: () => Promise<void>;
}

export interface ConnectedRestaurantSetup {
  readonly ownerPhone: string;
  readonly business: { readonly name: string; readonly url: string };
  readonly restaurantName: string;
  readonly merchantID: string;
  readonly vendorCode: string;
}

export const startConnectedRestaurant = async (setup: ConnectedRestaurantSetup): Promise<ConnectedRestaurant> => {
  const grab = await startGrabfoodFake();
  const panda = await startFoodpandaFake();
  const delivery = { grabfood: grabfoodClient({ baseUrl: grab.url, timeoutMs: 2_000 }), foodpanda: foodpandaClient({ baseUrl: panda.url, timeoutMs: 2_000 }) };
  const harness = await startTestApp({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } }, delivery });
  const owner = await signUp(harness, setup.ownerPhone);
  const businessId: string = (await owner.ok("POST", "/businesses", setup.business)).id;
  const restaurantId: string = (await owner.ok("POST", "/restaurants", { businessId, profile: { name: setup.restaurantName } })).id;
  const credentials = { _id: restaurantId, enabled: true, clientId: "c", clientSecret: "s" };
  await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, { ...credentials, merchantID: setup.merchantID });
  await owner.ok("PUT", `/delivery/foodpanda/setting/${restaurantId}`, { ...credentials, vendorCode: setup.vendorCode });
  return {
    grab, panda, delivery, harness, owner, businessId, restaurantId,
    close: async () => {
      await harness.app.close();
      await grab.close();
      await panda.close();
    },
  };
};
