// Restaurants sharing a menu (spec 4 §7 `GET|PUT menu-v3/restaurants`; the model in
// domain/menu/menuSharing.ts): a sharing restaurant reads and writes its master's document, and
// every refusal (another business, itself, a chain, a master of others) answers its message and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { MenuSharingResponse } from "../../domain/menu/menuSharingResponse";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let owner: Client;
let other: Client;
let r1: string;
let r2: string;
let r3: string;
let foreign: string;

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123480001");
  other = await signUp(harness, "+60123480002");
  const business = await owner.ok("POST", "/businesses", { name: "Share Cafe", url: "share-cafe" });
  const add = async (name: string) => (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name } })).id as string;
  r1 = await add("Share 1");
  r2 = await add("Share 2");
  r3 = await add("Share 3");
  const otherBusiness = await other.ok("POST", "/businesses", { name: "Elsewhere", url: "elsewhere-cafe" });
  foreign = (await other.ok("POST", "/restaurants", { businessId: otherBusiness.id, profile: { name: "Elsewhere 1" } })).id;
  await owner.ok("PUT", `/restaurants/${r1}/menu-v3`, { module: "category", operation: "create", data: { id: "coffee", name: "Coffee" } });
});
afterAll(() => harness.app.close());

const sharing = (id: string) => `/restaurants/${id}/menu-v3/restaurants`;
const refused = async (id: string, restaurantIds: ReadonlyArray<string>, message: string) => {
  const before = await owner.ok("GET", sharing(r1));
  const response = await owner.send("PUT", sharing(id), { restaurantIds });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toBe(message);
  expect(await owner.ok("GET", sharing(r1))).toEqual(before);
};

describe("menu v3 restaurants", () => {
  it("answers a restaurant alone with its own menu at first", async () => {
    const group = await owner.ok("GET", sharing(r1));
    expect(group).toMatchObject({ _rev: 0, restaurantId: r1, masterRestaurantId: r1, restaurants: [{ id: r1, name: "Share 1", role: "MASTER", fixMasterMenuStock: false }] });
    expect(group.others.map((o: { name: string }) => o.name).sort()).toEqual(["Share 2", "Share 3"]);
  });

  it("lets a restaurant share the master's menu: reads and writes resolve to the master's stream", async () => {
    await owner.ok("PUT", `/restaurants/${r2}/fix-master-menu-stock`, { enable: true });
    const group = await owner.ok("PUT", sharing(r1), { restaurantIds: [r2] });
    expect(group.restaurants).toEqual([
      { id: r1, name: "Share 1", role: "MASTER", fixMasterMenuStock: false },
      { id: r2, name: "Share 2", role: "SHARING", fixMasterMenuStock: true },
    ]);
    expect((await owner.ok("GET", sharing(r2))).masterRestaurantId).toBe(r1);
    Schema.decodeUnknownSync(MenuSharingResponse)(group, { onExcessProperty: "error" });
    const shared = await owner.ok("GET", `/restaurants/${r2}/menu-v3`);
    expect(shared._id).toBe(`menu-${r1}`);
    expect(shared.category.map((c: { name: string }) => c.name)).toEqual(["Coffee"]);
    await owner.ok("PUT", `/restaurants/${r2}/menu-v3`, { module: "category", operation: "create", data: { id: "tea", name: "Tea" } });
    expect((await owner.ok("GET", `/restaurants/${r1}/menu-v3`)).category.map((c: { name: string }) => c.name)).toEqual(["Coffee", "Tea"]);
    expect((await owner.ok("GET", `/restaurants/${r2}/menu-v3/history`)).resources[0].item.name).toBe("Tea");
  });

  it("serves each restaurant of the group its own catalog of a channel, else the one naming none", async () => {
    const put = async (module: string, data: unknown) => owner.ok("PUT", `/restaurants/${r1}/menu-v3`, { module, operation: "create", data });
    await put("product", { id: "latte", name: "Latte", price: { amount: 1100, precision: 2, currency: "MYR" } });
    await put("catalog", { id: "klcc-delivery", name: "KLCC delivery", type: "DELIVERY", restaurants: [r2], productAvailable: [] });
    const effective = async (id: string) => owner.ok("GET", `/restaurants/${id}/menu-v3/effective?channel=DELIVERY`);
    expect(await effective(r2)).toMatchObject({ catalog: { id: "klcc-delivery" }, products: [] });
    const master = await effective(r1);
    expect(master.catalog).toBeNull();
    expect(master.products.map((p: { name: string }) => p.name)).toEqual(["Latte"]);
    await put("catalog", { id: "all-delivery", name: "Delivery", type: "DELIVERY", productAvailable: ["latte"] });
    expect((await effective(r1)).catalog.id).toBe("all-delivery");
    expect((await effective(r2)).catalog.id).toBe("klcc-delivery");
  });

  it("refuses another business's restaurant, itself, a chain and a master of others", async () => {
    await refused(r1, [foreign], "Invalid restaurantId");
    await refused(r1, ["nope"], "Invalid restaurantId");
    await refused(r1, [r1], "A restaurant cannot share its own menu");
    await refused(r2, [r3], "Share 2 shares the menu of Share 1");
    await refused(r3, [r1], "Share 1 is the master menu of other restaurants");
    await refused(r3, [r2], "Share 2 shares the menu of Share 1");
  });

  it("answers 409 on a stale _rev and changes nothing", async () => {
    const { _rev } = await owner.ok("GET", sharing(r1));
    const response = await owner.send("PUT", sharing(r1), { restaurantIds: [r2, r3], _rev: _rev - 1 });
    expect(response.statusCode).toBe(409);
    expect((await owner.ok("GET", sharing(r1))).restaurants).toHaveLength(2);
  });

  it("gives a restaurant taken out of the group its own menu back", async () => {
    await owner.ok("PUT", sharing(r1), { restaurantIds: [] });
    const own = await owner.ok("GET", `/restaurants/${r2}/menu-v3`);
    expect(own).toMatchObject({ _id: `menu-${r2}`, _rev: 0, category: [] });
    expect((await owner.ok("GET", sharing(r2))).restaurants.map((r: { role: string }) => r.role)).toEqual(["MASTER"]);
  });

  it("switches a restaurant from one master to another in one change, or back to its own menu", async () => {
    await owner.ok("PUT", sharing(r1), { restaurantIds: [r2] });
    const moved = await owner.ok("PUT", `/restaurants/${r2}/menu-v3/master`, { masterRestaurantId: r3 });
    Schema.decodeUnknownSync(MenuSharingResponse)(moved, { onExcessProperty: "error" });
    expect(moved).toMatchObject({ restaurantId: r2, masterRestaurantId: r3 });
    expect((await owner.ok("GET", sharing(r1))).restaurants.map((r: { id: string }) => r.id)).toEqual([r1]);
    expect((await owner.ok("GET", `/restaurants/${r2}/menu-v3`))._id).toBe(`menu-${r3}`);
    const own = await owner.ok("PUT", `/restaurants/${r2}/menu-v3/master`, { masterRestaurantId: r2, _rev: moved._rev });
    expect(own.masterRestaurantId).toBe(r2);
    expect((await owner.ok("GET", sharing(r3))).restaurants.map((r: { id: string }) => r.id)).toEqual([r3]);
  });

  it("refuses a switch as a whole with the rule's message: the restaurant stays on its master", async () => {
    await owner.ok("PUT", sharing(r1), { restaurantIds: [r2] });
    const switchRefused = async (id: string, masterRestaurantId: string, message: string) => {
      const before = await owner.ok("GET", sharing(r1));
      const response = await owner.send("PUT", `/restaurants/${id}/menu-v3/master`, { masterRestaurantId });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await owner.ok("GET", sharing(r1))).toEqual(before);
    };
    await switchRefused(r1, r3, "Share 1 is the master menu of other restaurants");
    await owner.ok("PUT", `/restaurants/${r3}/menu-v3/master`, { masterRestaurantId: r1 });
    await switchRefused(r2, r3, "Share 3 shares the menu of Share 1");
    expect((await owner.ok("GET", sharing(r2))).masterRestaurantId).toBe(r1);
    await switchRefused(r2, foreign, "Invalid restaurantId");
    const { _rev } = await owner.ok("GET", sharing(r2));
    const stale = await owner.send("PUT", `/restaurants/${r2}/menu-v3/master`, { masterRestaurantId: r2, _rev: _rev - 1 });
    expect(stale.statusCode).toBe(409);
    expect((await owner.ok("GET", sharing(r2))).masterRestaurantId).toBe(r1);
    await owner.ok("PUT", sharing(r1), { restaurantIds: [] });
  });

  it("gates a write to a shared menu by the oldest till of the restaurants selling it, whichever path", async () => {
    await owner.ok("PUT", sharing(r1), { restaurantIds: [r2, r3] });
    await owner.ok("POST", `/restaurants/${r1}/pos-event`, { type: "POS_VERSION", version: "6.31.0" });
    await owner.ok("POST", `/restaurants/${r2}/pos-event`, { type: "POS_VERSION", version: "4.0.0" });
    const setProduct = { module: "product", operation: "create", data: { name: "Set A", productType: "SET", price: { amount: 1500, precision: 2, currency: "MYR" } } };
    const before = await owner.ok("GET", `/restaurants/${r1}/menu-v3`);
    expect((await owner.ok("GET", `/restaurants/${r1}/menu-v3/pos-version`)).version).toBe("4.0.0");
    for (const path of [r1, r3]) {
      const response = await owner.send("PUT", `/restaurants/${path}/menu-v3`, setProduct);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe("Required POS version 4.1.0");
    }
    expect((await owner.ok("GET", `/restaurants/${r1}/menu-v3`))._rev).toBe(before._rev);
    await owner.ok("POST", `/restaurants/${r2}/pos-event`, { type: "POS_VERSION", version: "4.1.0" });
    const after = await owner.ok("PUT", `/restaurants/${r3}/menu-v3`, setProduct);
    expect(after.product.map((p: { name: string }) => p.name)).toContain("Set A");
    await owner.ok("PUT", sharing(r1), { restaurantIds: [] });
  });

  it("validates the body", async () => {
    const response = await owner.send("PUT", sharing(r1), { restaurantIds: "x" });
    expect(response.statusCode).toBe(400);
  });
});
