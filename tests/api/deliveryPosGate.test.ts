// The delivery integrations' POS gate over HTTP (spec 4 §9 deliveryIntegration 6.11.0): a
// restaurant whose till never reported its version is not gated; once it reports an older one,
// connecting, syncing, pausing, pushing hours and special hours, marking items unavailable and Grab campaigns answer
// 400 'Required POS version 6.11.0' with nothing sent to GrabFood, while turning the integration
// down (disconnecting, resuming, restoring items, deleting a campaign) still works; a till at
// 6.11.0 passes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConnectedRestaurant, startConnectedRestaurant } from "./deliveryHarness";

let connected: ConnectedRestaurant;
let fake: ConnectedRestaurant["grab"];
let owner: ConnectedRestaurant["owner"];
let restaurantId: string;
const merchantID = "1-POSGATE0001";
const GATE = "Required POS version 6.11.0";
const campaign = {
  merchantID,
  name: "RM4 off orders over RM20",
  conditions: { startTime: "2026-12-01T01:00:00Z", endTime: "2026-12-31T15:59:00Z", eaterType: "all", minBasketAmount: 20 },
  discount: { type: "net", value: 4, scope: { type: "order" } },
};
const setting = (enabled: boolean) => ({ _id: restaurantId, enabled, merchantID, clientId: "c", clientSecret: "s" });
const tillReports = (version: string) => owner.ok("POST", `/restaurants/${restaurantId}/pos-event`, { type: "POS_VERSION", version });
const refused = async (method: "PUT" | "POST", path: string, body?: unknown) => {
  const answer = await owner.send(method, path, body);
  expect([answer.statusCode, answer.json().message]).toEqual([400, GATE]);
};

beforeAll(async () => {
  connected = await startConnectedRestaurant({
    ownerPhone: "+60123450097", business: { name: "Kopi Gate", url: "kopi-pos-gate" }, restaurantName: "Cheras", merchantID, vendorCode: "v-posgate",
  });
  ({ grab: fake, owner, restaurantId } = connected);
});
afterAll(() => connected.close());

describe("the delivery POS gate on the server", () => {
  it("does not gate a till that never reported its version", async () => {
    await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, setting(true));
    await owner.ok("PUT", `/delivery/grabfood/store-status/${restaurantId}`, { isPause: true, duration: "30m" });
    await owner.ok("PUT", `/delivery/grabfood/item-availability/${restaurantId}`, { itemIds: ["latte"], available: false, for: "manual" });
    const { id } = await owner.ok("POST", "/delivery/grabfood/discount-campaign", campaign);
    expect(id).toEqual(expect.any(String));
  });

  it("refuses every write that sends to the platform once the till reports an older version, and changes nothing", async () => {
    await tillReports("6.10.9");
    const pausesBefore = fake.pauses.get(merchantID);
    const campaignsBefore = await owner.ok("GET", `/delivery/grabfood/discount-campaign?merchantID=${merchantID}`);
    await refused("PUT", `/delivery/grabfood/setting/${restaurantId}`, setting(true));
    await refused("PUT", `/delivery/grabfood/menu-sync/${restaurantId}`);
    await refused("PUT", `/delivery/foodpanda/menu-sync/${restaurantId}`);
    await refused("PUT", `/delivery/grabfood/store-status/${restaurantId}`, { isPause: true, duration: "1h" });
    await refused("PUT", `/delivery/grabfood/opening-hours/${restaurantId}`);
    await refused("PUT", `/delivery/grabfood/special-opening-hours/${restaurantId}`);
    await refused("PUT", `/delivery/grabfood/item-availability/${restaurantId}`, { itemIds: ["mocha"], available: false, for: "1h" });
    await refused("POST", "/delivery/grabfood/discount-campaign", { ...campaign, name: "Another" });
    await refused("PUT", "/delivery/grabfood/discount-campaign", { ...campaign, id: campaignsBefore[0].id, name: "Changed" });
    expect(fake.pauses.get(merchantID)).toEqual(pausesBefore);
    expect(await owner.ok("GET", `/delivery/grabfood/discount-campaign?merchantID=${merchantID}`)).toEqual(campaignsBefore);
    expect((await owner.ok("GET", `/delivery/grabfood/item-availability/${restaurantId}`)).items).toEqual([{ itemId: "latte", restoreAt: null }]);
    expect((await owner.ok("GET", `/delivery/grabfood/menu-sync/${restaurantId}`)).status).toBe("never");
  });

  it("still lets an old till's restaurant turn the integration down", async () => {
    await owner.ok("PUT", `/delivery/grabfood/store-status/${restaurantId}`, { isPause: false });
    expect(fake.pauses.get(merchantID)).toMatchObject({ isPause: false });
    await owner.ok("PUT", `/delivery/grabfood/item-availability/${restaurantId}`, { itemIds: ["latte"], available: true });
    const [first] = await owner.ok("GET", `/delivery/grabfood/discount-campaign?merchantID=${merchantID}`);
    await owner.ok("DELETE", `/delivery/grabfood/discount-campaign/${first.id}?merchantID=${merchantID}`);
    expect(await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, setting(false))).toMatchObject({ enabled: false });
  });

  it("lets a till at 6.11.0 through", async () => {
    await tillReports("6.11.0");
    expect(await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, setting(true))).toMatchObject({ enabled: true });
    await owner.ok("PUT", `/delivery/grabfood/store-status/${restaurantId}`, { isPause: true, duration: "30m" });
    expect(fake.pauses.get(merchantID)).toMatchObject({ isPause: true });
  });
});
