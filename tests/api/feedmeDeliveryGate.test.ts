// The provider's delivery POS gate over HTTP (spec 4 §9 feedmeDelivery 6.12.0): switching the
// feedme-delivery setting on behind a till that reported an older version answers 400
// 'Required POS version 6.12.0' and changes nothing; a till that never reported is not gated;
// editing the setting while it is on, and switching it off, always work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp, validSettingBodies } from "./businessHarness";

let harness: Harness;
let owner: Client;
let businessId: string;
const GATE = "Required POS version 6.12.0";
const feedme = (enable: boolean, minimumOrder = 20) => ({ ...(validSettingBodies["feedme-delivery"] as object), enable, minimumOrder });

const openRestaurant = async (name: string): Promise<string> => (await owner.ok("POST", "/restaurants", { businessId, profile: { name } })).id;
const tillReports = (restaurantId: string, version: string) => owner.ok("POST", `/restaurants/${restaurantId}/pos-event`, { type: "POS_VERSION", version });
const stored = async (restaurantId: string) => (await owner.ok("GET", `/restaurants/${restaurantId}`)).settings["feedme-delivery"];

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123450121");
  businessId = (await owner.ok("POST", "/businesses", { name: "Kopi FeedMe", url: "kopi-feedme-gate" })).id;
});
afterAll(() => harness.app.close());

describe("the provider's delivery POS gate", () => {
  it("does not gate a restaurant whose till never reported its version", async () => {
    const restaurantId = await openRestaurant("Damansara");
    await owner.ok("PUT", `/restaurants/${restaurantId}/feedme-delivery`, feedme(true));
    expect((await stored(restaurantId)).enable).toBe(true);
  });

  it("refuses to switch it on behind a till older than 6.12.0 and changes nothing, then lets it on once the till is new enough", async () => {
    const restaurantId = await openRestaurant("Puchong");
    await tillReports(restaurantId, "6.11.0");
    const refused = await owner.send("PUT", `/restaurants/${restaurantId}/feedme-delivery`, feedme(true));
    expect([refused.statusCode, refused.json().message]).toEqual([400, GATE]);
    expect(await stored(restaurantId)).toBeNull();
    await owner.ok("PUT", `/restaurants/${restaurantId}/feedme-delivery`, feedme(false, 15));
    expect(await stored(restaurantId)).toMatchObject({ enable: false, minimumOrder: 15 });
    await tillReports(restaurantId, "6.12.0");
    await owner.ok("PUT", `/restaurants/${restaurantId}/feedme-delivery`, feedme(true));
    expect((await stored(restaurantId)).enable).toBe(true);
  });

  it("still edits and switches off a provider's delivery already on when the till is rolled back", async () => {
    const restaurantId = await openRestaurant("Kepong");
    await tillReports(restaurantId, "6.12.0");
    await owner.ok("PUT", `/restaurants/${restaurantId}/feedme-delivery`, feedme(true));
    await tillReports(restaurantId, "6.10.0");
    await owner.ok("PUT", `/restaurants/${restaurantId}/feedme-delivery`, feedme(true, 30));
    expect(await stored(restaurantId)).toMatchObject({ enable: true, minimumOrder: 30 });
    await owner.ok("PUT", `/restaurants/${restaurantId}/feedme-delivery`, feedme(false, 30));
    const refused = await owner.send("PUT", `/restaurants/${restaurantId}/feedme-delivery`, feedme(true, 30));
    expect([refused.statusCode, refused.json().message]).toEqual([400, GATE]);
    expect((await stored(restaurantId)).enable).toBe(false);
  });
});
