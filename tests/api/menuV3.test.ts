// The menu v3 API over HTTP (spec 4 §3-5, §7; ARCHITECTURE §3 pinned): the document's shape,
// create/update/delete of every module through {_id,_rev,module,operation,data}, `_rev` → 409,
// and every rule's message, with nothing changed by a refused write.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENU_MODULES } from "../../domain/menu/menuModules";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let owner: Client;
let restaurantId: string;
let menuPath: string;
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123460001");
  const business = await owner.ok("POST", "/businesses", { name: "Menu Cafe", url: "menu-cafe" });
  restaurantId = (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Menu Cafe 1" } })).id;
  menuPath = `/restaurants/${restaurantId}/menu-v3`;
});
afterAll(() => harness.app.close());

const current = async () => owner.ok("GET", menuPath);
const put = async (module: string, operation: string, data: unknown) => owner.send("PUT", menuPath, { _id: `menu-${restaurantId}`, _rev: (await current())._rev, module, operation, data });
const okPut = async (module: string, operation: string, data: unknown) => {
  const response = await put(module, operation, data);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const refused = async (module: string, operation: string, data: unknown, status: number, message: string) => {
  const before = await current();
  const response = await put(module, operation, data);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  expect(await current()).toEqual(before);
};

describe("menu v3 document", () => {
  it("answers the pinned document shape for a menu never written", async () => {
    const doc = await current();
    expect(Object.keys(doc).sort()).toEqual(["_id", "_rev", "masterCatalogSetting", "updatedAt", ...MENU_MODULES].sort());
    expect(doc).toMatchObject({ _rev: 0, masterCatalogSetting: { inclusiveTaxes: false }, product: [], catalog: [] });
    for (const module of MENU_MODULES) expect(Array.isArray(doc[module])).toBe(true);
  });

  it("answers the document Brotli or gzip compressed when asked, the same document, twice the same bytes", async () => {
    const { businessId } = await owner.ok("GET", `/restaurants/${restaurantId}`);
    const other = (await owner.ok("POST", "/restaurants", { businessId, profile: { name: "Menu Cafe 2" } })).id;
    const path = `/restaurants/${other}/menu-v3`;
    for (let i = 0; i < 12; i += 1) await owner.ok("PUT", path, { module: "category", operation: "create", data: { name: `Category number ${i}` } });
    const plain = await owner.send("GET", path);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await owner.send("GET", path, undefined, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await owner.send("GET", path, undefined, { "accept-encoding": "gzip, br" })).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await owner.send("GET", path, undefined, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("creates (a 24-hex id when absent), updates the whole item and deletes, in every module", async () => {
    const samples: Record<string, Record<string, unknown>> = {
      category: { name: "Cakes" }, variant: { name: "Size" }, addonGroup: { name: "Toppings" }, scheduler: { name: "Lunch" },
      takeaway: { name: "Box", price: rm(50) }, unit: { name: "Gram", abbrev: "g" }, sku: { name: "Flour", code: "FL" },
      recipe: { name: "Dough" }, catalog: { name: "Foodpanda", type: "DELIVERY" }, printDepartment: { name: "Kitchen" },
      cookingGuide: { name: "Well done" }, product: { name: "Cheesecake", price: rm(1290) },
    };
    for (const [module, data] of Object.entries(samples)) {
      const created = await okPut(module, "create", data);
      const item = created[module].at(-1);
      expect(item.id, module).toMatch(/^[0-9a-f]{24}$/);
      const updated = await okPut(module, "update", { ...item, name: `${data.name} 2` });
      expect(updated._rev).toBe(created._rev + 1);
      expect(updated[module].find((x: { id: string }) => x.id === item.id).name).toBe(`${data.name} 2`);
      const deleted = await okPut(module, "delete", { id: item.id });
      expect(deleted[module].some((x: { id: string }) => x.id === item.id), module).toBe(false);
    }
  });

  it("keeps a given id, fills defaults and never stores protected fields", async () => {
    const doc = await okPut("addonGroup", "create", { id: "toppings-1", name: "Sauces", isDefault: true, _rev: 99 });
    expect(doc.addonGroup.find((g: { id: string }) => g.id === "toppings-1")).toEqual({
      id: "toppings-1", name: "Sauces", addons: [], min: 0, max: 1, stackable: false, position: 0, addonGroupType: "NORMAL",
    });
  });

  it("answers 409 for a stale _rev and changes nothing", async () => {
    const before = await current();
    const response = await owner.send("PUT", menuPath, { _rev: before._rev - 1, module: "category", operation: "create", data: { name: "Late" } });
    expect(response.statusCode).toBe(409);
    expect(await current()).toEqual(before);
  });

  it("refuses default documents", async () => {
    const unit = (await current()).unit.find((u: { isDefault?: boolean }) => u.isDefault === true);
    await refused("unit", "update", { ...unit, name: "Pieces" }, 400, "cannot update default document");
    await refused("unit", "delete", { id: unit.id }, 400, "cannot delete default document");
  });

  it("answers the spec's validation messages", async () => {
    await refused("category", "create", { name: "   " }, 400, "Name is required");
    await refused("product", "create", { name: "Free", price: rm(-1) }, 400, "Min price is 0.00");
    await refused("product", "create", { name: "Fine", price: { amount: 1001, precision: 3, currency: "MYR" } }, 400, "Max 2 decimal places");
    await refused("scheduler", "create", { name: "Bad", timePeriod: [{ start: "25:00", end: "26:00" }] }, 400, "Invalid time");
    await refused("category", "update", { name: "No id" }, 400, "Id is required");
    await refused("category", "delete", { id: "missing" }, 404, "Menu item not found");
  });

  it("answers '{key} has constraint' for duplicates, product names ignoring case", async () => {
    await okPut("product", "create", { id: "latte", name: "Latte", code: "C01", price: rm(1200) });
    await refused("product", "create", { name: "  LATTE ", price: rm(1200) }, 400, "name has constraint");
    await refused("product", "create", { name: "Mocha", code: "C01" }, 400, "code has constraint");
    await refused("product", "create", { id: "latte", name: "Mocha" }, 400, "id has constraint");
  });

  it("blocks deletes while used, naming the users", async () => {
    await okPut("category", "create", { id: "coffee", name: "Coffee" });
    await okPut("addonGroup", "create", { id: "milk", name: "Milk", addons: [{ id: "oat", name: "Oat" }] });
    await okPut("scheduler", "create", { id: "morning", name: "Morning" });
    await okPut("takeaway", "create", { id: "cup", name: "Cup" });
    await okPut("printDepartment", "create", { id: "bar", name: "Bar" });
    await okPut("variant", "create", { id: "size", name: "Size", options: [{ id: "big", name: "Big" }] });
    const latte = (await current()).product.find((p: { id: string }) => p.id === "latte");
    await okPut("product", "update", {
      ...latte, category: "coffee", addonGroupUsed: true, addonGroups: ["milk"], schedulerUsed: true, schedulers: ["morning"],
      takeawayUsed: true, takeaways: ["cup"], printDepartments: ["bar"], variantUsed: true, variants: ["size"],
    });
    await refused("category", "delete", { id: "coffee" }, 400, "Cannot delete Coffee: used by products Latte");
    await refused("addonGroup", "delete", { id: "milk" }, 400, "Cannot delete Milk: used by products Latte");
    await refused("scheduler", "delete", { id: "morning" }, 400, "Cannot delete Morning: used by products Latte");
    await refused("takeaway", "delete", { id: "cup" }, 400, "Cannot delete Cup: used by products Latte");
    await refused("printDepartment", "delete", { id: "bar" }, 400, "Cannot delete Bar: used by products Latte");
    await refused("variant", "delete", { id: "size" }, 400, "Cannot delete Size: used by products Latte");
    await okPut("addonGroup", "create", { id: "sides", name: "Sides", addons: [{ id: "side-latte", name: "Latte", productId: "latte" }] });
    await refused("product", "delete", { id: "latte" }, 400, "Failed to delete Latte in Sides addon group");
    await okPut("addonGroup", "delete", { id: "sides" });
    await okPut("catalog", "create", { id: "grab", name: "Grab", productAvailable: ["latte"] });
    await refused("product", "delete", { id: "latte" }, 400, "Cannot delete Latte: used by catalogs Grab");
  });

  it("protects units, measurements and recipes", async () => {
    await okPut("unit", "create", { id: "ml", name: "Millilitre", measurements: [{ id: "shot", name: "Shot", value: 30 }] });
    await okPut("sku", "create", { id: "espresso", name: "Espresso beans", unit: "ml", measurement: "shot" });
    await refused("unit", "delete", { id: "ml" }, 400, "Cannot delete Millilitre: used by SKUs Espresso beans");
    const ml = (await current()).unit.find((u: { id: string }) => u.id === "ml");
    await refused("unit", "update", { ...ml, measurements: [] }, 400, "Cannot remove Shot of Millilitre: used by SKUs Espresso beans");
    await okPut("recipe", "create", { id: "base", name: "Base", contains: [{ type: "SKU", id: "espresso" }] });
    await okPut("recipe", "create", { id: "double", name: "Double", contains: [{ type: "RECIPE", id: "base" }] });
    await refused("recipe", "update", { id: "base", name: "Base", contains: [{ type: "RECIPE", id: "double" }] }, 400, "Recipe bindings must not form a cycle");
    await refused("recipe", "create", { name: "Ghost", contains: [{ type: "RECIPE", id: "nowhere" }] }, 400, "Unknown Recipe");
    await refused("recipe", "delete", { id: "base" }, 400, "Cannot delete Base: used by recipes Double");
  });

  it("rebinds linked products when an add-on group turns DYNAMIC", async () => {
    const milk = (await current()).addonGroup.find((g: { id: string }) => g.id === "milk");
    const doc = await okPut("addonGroup", "update", { ...milk, addonGroupType: "DYNAMIC" });
    expect(doc.product.find((p: { id: string }) => p.id === "latte").addonProductBinding).toEqual([{ addonGroupId: "milk", addonIds: ["oat"] }]);
  });

  it("sets the master catalog setting", async () => {
    const doc = await owner.ok("PUT", `${menuPath}/master-catalog-setting`, { inclusiveTaxes: true });
    expect(doc.masterCatalogSetting).toEqual({ inclusiveTaxes: true });
    expect((await owner.send("PUT", `${menuPath}/master-catalog-setting`, { inclusiveTaxes: false, _rev: 1 })).statusCode).toBe(409);
  });

  it("lists every change with who and when, newest first", async () => {
    const history = await owner.ok("GET", `${menuPath}/history?limit=3`);
    expect(history.pagination.totalResources).toBe((await current())._rev);
    expect(history.resources).toHaveLength(3);
    expect(history.resources[0]).toMatchObject({ operation: "master-catalog-setting", by: { userId: owner.userId, name: "User 0001" } });
    expect(history.resources[0].rev).toBeGreaterThan(history.resources[1].rev);
  });

  it("answers a channel's effective menu at an instant", async () => {
    const latte = (await current()).product.find((p: { id: string }) => p.id === "latte");
    await okPut("product", "update", { ...latte, schedulers: ["breakfast-only"], schedulerUsed: false });
    const delivery = await owner.ok("GET", `${menuPath}/effective?channel=DELIVERY&at=2026-03-02T01:00:00Z`);
    expect(delivery).toMatchObject({ channel: "DELIVERY", catalog: { id: "grab", name: "Grab" }, timeZone: "Asia/Kuala_Lumpur" });
    expect(delivery.products.map((p: { id: string }) => p.id)).toEqual(["latte"]);
    const bad = await owner.send("GET", `${menuPath}/effective?channel=MARS`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid channel");
    expect((await owner.send("GET", `${menuPath}/effective?channel=POS&at=yesterday`)).json().message).toBe("Invalid date");
  });
});
