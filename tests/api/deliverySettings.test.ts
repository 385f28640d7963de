// The delivery settings over HTTP (spec 4 §7): per platform GET/PUT with `_id`, the secret
// answered as a hint only, the restaurant answer carrying the three settings, and the
// permissions (a member with read-only restaurant rights reads but cannot write).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let owner: Client;
let reader: Client;
let restaurantId: string;

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123450011");
  reader = await signUp(harness, "+60123450012");
  const business = await owner.ok("POST", "/businesses", { name: "Kopi", url: "kopi-delivery" });
  restaurantId = (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Bangsar" } })).id;
  await owner.ok("POST", `/businesses/${business.id}/team`, { phoneNumber: reader.phoneNumber, grants: [{ action: "read", subject: "Restaurant" }] });
});
afterAll(() => harness.app.close());

const grabBody = (extra: object = {}) => ({ _id: restaurantId, enabled: true, merchantID: "1-CYNGRUNGSBCCC", clientId: "grab-client", clientSecret: "grab-secret-0042", ...extra });

describe("delivery settings", () => {
  it("saves a grabfood setting and never answers the secret", async () => {
    const saved = await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, grabBody());
    expect(saved).toMatchObject({ _id: restaurantId, platform: "grabfood", enabled: true, merchantID: "1-CYNGRUNGSBCCC", clientId: "grab-client", clientSecretHint: "••••0042", _rev: 1 });
    const read = await owner.send("GET", `/delivery/grabfood/setting/${restaurantId}`);
    expect(read.body).not.toContain("grab-secret");
    expect(read.json().data).toEqual(saved);
  });

  it("answers the restaurant with its three settings", async () => {
    const restaurant = await owner.ok("GET", `/restaurants/${restaurantId}`);
    expect(restaurant.grabfoodDelivery).toMatchObject({ merchantID: "1-CYNGRUNGSBCCC", enabled: true });
    expect(restaurant.shopeefoodDelivery).toMatchObject({ storeID: "", enabled: false });
    expect(restaurant.foodpandaDelivery).toMatchObject({ vendorCode: "", enabled: false });
    expect(JSON.stringify(restaurant)).not.toContain("grab-secret");
  });

  it("answers the spec's messages for a wrong _id, a missing store id and a stale _rev", async () => {
    const wrongId = await owner.send("PUT", `/delivery/grabfood/setting/${restaurantId}`, grabBody({ _id: "5f0000000000000000000000" }));
    expect([wrongId.statusCode, wrongId.json().message]).toEqual([400, "Invalid restaurantId"]);
    const noStore = await owner.send("PUT", `/delivery/shopeefood/setting/${restaurantId}`, { _id: restaurantId, enabled: true, storeID: " " });
    expect([noStore.statusCode, noStore.json().message]).toEqual([400, "Store ID is required"]);
    const stale = await owner.send("PUT", `/delivery/grabfood/setting/${restaurantId}`, grabBody({ merchantID: "1-OTHER", _rev: 0 }));
    expect(stale.statusCode).toBe(409);
    const badRef = await owner.send("PUT", `/delivery/grabfood/setting/${restaurantId}`, grabBody({ merchantID: "1/../x" }));
    expect([badRef.statusCode, badRef.json().message]).toEqual([400, "Invalid Merchant ID"]);
  });

  it("lets a member with read rights read the setting but not change it", async () => {
    expect((await reader.ok("GET", `/delivery/grabfood/setting/${restaurantId}`)).merchantID).toBe("1-CYNGRUNGSBCCC");
    expect((await reader.send("PUT", `/delivery/grabfood/setting/${restaurantId}`, grabBody({ enabled: false }))).statusCode).toBe(403);
  });

  it("answers 404 for an unknown platform", async () => {
    expect((await owner.send("GET", `/delivery/ubereats/setting/${restaurantId}`)).statusCode).toBe(404);
  });
});
