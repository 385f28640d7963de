// The legacy menu API (spec 4 §7 "Legacy menu"; shapes in domain/menu/legacyMenu.ts) over the
// same menu v3 aggregate: every route, the v3 rules answering with their messages through it
// (nothing changed by a refusal), v3-only fields kept by a legacy update, the POS gates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { LegacyAddonGroupResponse, LegacyCategoryResponse, LegacyProductResponse } from "../../domain/menu/legacyMenu";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

/** The answers decode strictly with the response Schemas (a field one side adds alone fails). */
const strictly = <S extends Schema.Top>(schema: S, answer: unknown) =>
  Schema.decodeUnknownSync(Schema.Array(schema) as unknown as Schema.Codec<unknown, unknown>)(answer, { onExcessProperty: "error" });

let harness: Harness;
let owner: Client;
let restaurantId: string;
let base: string;
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123490001");
  const business = await owner.ok("POST", "/businesses", { name: "Legacy Cafe", url: "legacy-cafe" });
  restaurantId = (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Legacy 1" } })).id;
  base = `/restaurants/${restaurantId}`;
});
afterAll(() => harness.app.close());

const menu = async () => owner.ok("GET", `${base}/menu-v3`);
const refused = async (method: "POST" | "PUT" | "DELETE", path: string, body: unknown, status: number, message: string | RegExp) => {
  const before = await menu();
  const response = await owner.send(method, `${base}/${path}`, body);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toMatch(message);
  expect(await menu()).toEqual(before);
};

describe("legacy menu API", () => {
  it("creates, lists, updates and deletes categories, add-on groups and products in the v3 document", async () => {
    const coffee = await owner.ok("POST", `${base}/product-category`, { name: "  Coffee " });
    expect(coffee).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: "Coffee", name2: "" });
    const milk = await owner.ok("POST", `${base}/addon-group`, { _id: "milk", name: "Milk", addons: [{ _id: "oat", name: "Oat milk", price: rm(150) }] });
    expect(milk).toEqual({ _id: "milk", name: "Milk", min: 0, max: 1, stackable: false, type: "NORMAL", addons: [{ _id: "oat", name: "Oat milk", name2: "", price: rm(150), productId: null }] });
    const latte = await owner.ok("POST", `${base}/product`, { _id: "latte", name: "Latte", price: rm(1100), category: coffee._id, addonGroups: ["milk"] });
    expect(latte).toMatchObject({ _id: "latte", name: "Latte", category: coffee._id, addonGroups: ["milk"], orderFrom: "ALL", available: true });
    expect(await owner.ok("GET", `${base}/product`)).toEqual([latte]);
    strictly(LegacyProductResponse, await owner.ok("GET", `${base}/product`));
    strictly(LegacyCategoryResponse, await owner.ok("GET", `${base}/product-category`));
    strictly(LegacyAddonGroupResponse, await owner.ok("GET", `${base}/addon-group`));
    expect(await owner.ok("GET", `${base}/product-category`)).toEqual([coffee]);
    expect(await owner.ok("GET", `${base}/addon-group`)).toEqual([milk]);
    const v3 = await menu();
    expect(v3.product[0]).toMatchObject({ id: "latte", addonGroupUsed: true, addonGroups: ["milk"], variantUsed: false });
    expect(v3.category[0]).toMatchObject({ id: coffee._id, name: "Coffee" });

    const renamed = await owner.ok("PUT", `${base}/product-category`, { _id: coffee._id, name: "Coffees" });
    expect(renamed.name).toBe("Coffees");
    const kopi = await owner.ok("POST", `${base}/product`, { name: "Kopi", price: rm(320) });
    expect(await owner.ok("DELETE", `${base}/product`, { _id: kopi._id })).toEqual({ _id: kopi._id });
    expect((await owner.ok("GET", `${base}/product`)).map((p: { name: string }) => p.name)).toEqual(["Latte"]);
  });

  it("keeps the v3-only fields of an item a legacy update does not name", async () => {
    const doc = await menu();
    const item = doc.product.find((p: { id: string }) => p.id === "latte");
    await owner.ok("PUT", `${base}/menu-v3`, { _rev: doc._rev, module: "product", operation: "update", data: { ...item, schedulerUsed: true, noSst: true } });
    await owner.ok("PUT", `${base}/product`, { _id: "latte", name: "Cafe Latte", price: rm(1200), addonGroups: ["milk"] });
    const after = (await menu()).product.find((p: { id: string }) => p.id === "latte");
    expect(after).toMatchObject({ name: "Cafe Latte", price: rm(1200), schedulerUsed: true, noSst: true, category: null });
  });

  it("answers the v3 rules' messages and changes nothing", async () => {
    await refused("POST", "product", { name: " cafe latte " }, 400, "name has constraint");
    await refused("POST", "product-category", { name: "   " }, 400, "Name is required");
    await refused("POST", "product", { name: "Cheap", price: rm(-1) }, 400, "Min price is 0.00");
    await refused("PUT", "product", { _id: "nope", name: "Ghost" }, 404, "Menu item not found");
    await refused("PUT", "product", { name: "No id" }, 400, "Id is required");
    await refused("DELETE", "addon-group", { _id: "milk" }, 400, /^Cannot delete Milk: used by/);
    await owner.ok("POST", `${base}/addon-group`, { _id: "sides", name: "Sides", type: "PRODUCT", addons: [{ _id: "s1", name: "Latte side", productId: "latte" }] });
    await refused("DELETE", "product", { _id: "latte" }, 400, "Failed to delete Cafe Latte in Sides addon group");
    await refused("DELETE", "product", {}, 400, "Id is required");
  });

  it("sets a product's add-on groups and an add-on group's products", async () => {
    const product = await owner.ok("PUT", `${base}/product/update-addon-group`, { _id: "latte", addonGroups: [] });
    expect(product.addonGroups).toEqual([]);
    expect((await menu()).product.find((p: { id: string }) => p.id === "latte").addonGroupUsed).toBe(false);
    await refused("PUT", "product/update-addon-group", { _id: "latte", addonGroups: ["nope"] }, 404, "Menu item not found");
    await owner.ok("POST", `${base}/product`, { _id: "mocha", name: "Mocha", price: rm(1250) });
    expect(await owner.ok("PUT", `${base}/product/addon-group`, { addonGroupId: "milk", productIds: ["latte", "mocha"] }))
      .toEqual({ addonGroupId: "milk", productIds: ["latte", "mocha"] });
    expect(await owner.ok("PUT", `${base}/product/addon-group`, { addonGroupId: "milk", productIds: ["mocha"] }))
      .toEqual({ addonGroupId: "milk", productIds: ["mocha"] });
    await refused("PUT", "product/addon-group", { addonGroupId: "milk", productIds: ["ghost"] }, 404, "Menu item not found");
  });

  it("merges add-on groups: add-ons join the target, products move to it, the sources go", async () => {
    await owner.ok("POST", `${base}/addon-group`, { _id: "milk2", name: "More milk", max: 2, addons: [{ _id: "oat2", name: "OAT MILK" }, { _id: "soy", name: "Soy milk" }] });
    await owner.ok("PUT", `${base}/product/update-addon-group`, { _id: "latte", addonGroups: ["milk2"] });
    const merged = await owner.ok("PUT", `${base}/addon-group/merge`, { _id: "milk", sourceIds: ["milk2"] });
    expect(merged.addons.map((a: { _id: string }) => a._id)).toEqual(["oat", "soy"]);
    const doc = await menu();
    expect(doc.addonGroup.map((g: { id: string }) => g.id)).toEqual(["milk", "sides"]);
    expect(doc.product.find((p: { id: string }) => p.id === "latte").addonGroups).toEqual(["milk"]);
    await refused("PUT", "addon-group/merge", { _id: "milk", sourceIds: ["milk"] }, 400, "Cannot merge an add-on group into itself");
    await refused("PUT", "addon-group/merge", { _id: "milk", sourceIds: ["gone"] }, 404, "Menu item not found");
  });

  it("gates on the till's POS version: 'Required POS version {v}', nothing changed", async () => {
    await owner.ok("POST", `${base}/pos-event`, { type: "POS_VERSION", version: "3.9.2" });
    expect(await owner.ok("GET", `${base}/menu-v3/pos-version`)).toMatchObject({ version: "3.9.2" });
    await refused("POST", "addon-group", { name: "Nested", type: "PRODUCT" }, 400, "Required POS version 4.0.0");
    const doc = await menu();
    await refused("PUT", "menu-v3", { _rev: doc._rev, module: "product", operation: "create", data: { name: "Set A", productType: "SET" } }, 400, "Required POS version 4.1.0");
    await refused("PUT", "menu-v3", { _rev: doc._rev, module: "product", operation: "create", data: { name: "To go", takeawayUsed: true } }, 400, "Required POS version 4.3.10");
    await owner.ok("POST", `${base}/addon-group`, { name: "Plain", type: "NORMAL" });
    await owner.ok("POST", `${base}/pos-event`, { type: "POS_VERSION", version: "2.9.0" });
    await refused("PUT", "menu-v3", { _rev: (await menu())._rev, module: "category", operation: "create", data: { name: "New" } }, 400, "Required POS version 3.0.0");
    await refused("PUT", "menu-v3/master-catalog-setting", { inclusiveTaxes: true }, 400, "Required POS version 3.0.0");
    await refused("PUT", "menu-v3/rollback", { at: "2000-01-01T00:00:00Z", _rev: (await menu())._rev }, 400, "Required POS version 3.0.0");
    await refused("PUT", "menu-v3/migrate", { categories: [{ _id: "m1", name: "Migrated" }] }, 400, "Required POS version 3.0.0");
    await refused("PUT", "menu-v3/import", { fileName: "m.csv", content: Buffer.from("Code,Name,Price\nG1,Gated,1").toString("base64") }, 400, "Required POS version 3.0.0");
    await owner.ok("POST", `${base}/product-category`, { name: "Still legacy" });
    const bad = await owner.send("POST", `${base}/pos-event`, { type: "POS_VERSION", version: "latest" });
    expect(bad.json().message).toBe("Invalid POS version");
    await owner.ok("POST", `${base}/pos-event`, { type: "POS_VERSION", version: "6.31.0" });
    await owner.ok("POST", `${base}/addon-group`, { name: "Nested", type: "PRODUCT" });
  });
});
