import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type StoredCatalog, addonOverrideOf, productOverrideOf, withAddonOverride, withOverride, withVariantPrice } from "./catalogEdits";

const rm = (sen: number) => ({ amount: sen, precision: 2, currency: "MYR" });
const CATALOG: StoredCatalog = { id: "k1", name: "GrabFood", type: "DELIVERY", restaurants: [], productAvailable: ["p1", "p2"], inclusiveTaxes: false, override: { product: [], addon: [] } };

describe("the catalog grid's edits", () => {
  it("keeps one override per product, with its variant prices by combination", () => {
    let catalog = withVariantPrice(CATALOG, "p1", "large-iced", rm(1550));
    catalog = withVariantPrice(catalog, "p1", "large-hot", rm(1450));
    catalog = withVariantPrice(catalog, "p1", "large-iced", rm(1600));
    catalog = withOverride(catalog, "p1", { schedulers: ["breakfast"] });
    expect(catalog.override.product).toEqual([
      { id: "p1", name: null, price: null, orderFrom: null, schedulers: ["breakfast"], variantPrice: [{ combinationKey: "large-hot", price: rm(1450) }, { combinationKey: "large-iced", price: rm(1600) }] },
    ]);
  });

  it("drops an override once every cell of it is cleared", () => {
    const set = withOverride(withVariantPrice(CATALOG, "p1", "large-iced", rm(1550)), "p1", { schedulers: [] });
    const cleared = withOverride(withVariantPrice(set, "p1", "large-iced", null), "p1", { schedulers: null });
    expect(cleared).toEqual(CATALOG);
    const hidden = withAddonOverride(CATALOG, "milk", "oat", { active: false });
    expect(addonOverrideOf(hidden, "milk", "oat")).toEqual({ addonGroupId: "milk", id: "oat", name: null, price: null, active: false });
    expect(withAddonOverride(hidden, "milk", "oat", { active: null })).toEqual(CATALOG);
  });

  it("tells add-ons apart by group and id", () => {
    const catalog = withAddonOverride(withAddonOverride(CATALOG, "milk", "oat", { price: rm(250) }), "syrup", "oat", { name: "Oat syrup" });
    expect(addonOverrideOf(catalog, "milk", "oat")?.price).toEqual(rm(250));
    expect(addonOverrideOf(catalog, "syrup", "oat")?.name).toBe("Oat syrup");
    expect(addonOverrideOf(catalog, "milk", "soy")).toBeUndefined();
  });

  it("gives back the catalog it started from when every edit made is undone, whatever the edits", () => {
    const productEdit = fc.record({
      productId: fc.constantFrom("p1", "p2", "p3"),
      cell: fc.oneof(
        fc.record({ kind: fc.constant("variant" as const), key: fc.constantFrom("regular-hot", "large-iced"), sen: fc.nat(100_000) }),
        fc.record({ kind: fc.constant("price" as const), sen: fc.nat(100_000) }),
        fc.record({ kind: fc.constant("name" as const), name: fc.string({ minLength: 1, maxLength: 8 }) }),
        fc.record({ kind: fc.constant("schedule" as const), ids: fc.array(fc.constantFrom("s1", "s2"), { maxLength: 2 }) }),
      ),
    });
    const addonEdit = fc.record({ group: fc.constantFrom("milk", "shots"), addon: fc.constantFrom("oat", "soy"), active: fc.boolean(), sen: fc.nat(1000) });
    fc.assert(
      fc.property(fc.array(productEdit, { maxLength: 12 }), fc.array(addonEdit, { maxLength: 6 }), (products, addons) => {
        let catalog = CATALOG;
        for (const { productId, cell } of products) {
          if (cell.kind === "variant") catalog = withVariantPrice(catalog, productId, cell.key, rm(cell.sen));
          if (cell.kind === "price") catalog = withOverride(catalog, productId, { price: rm(cell.sen) });
          if (cell.kind === "name") catalog = withOverride(catalog, productId, { name: cell.name });
          if (cell.kind === "schedule") catalog = withOverride(catalog, productId, { schedulers: cell.ids });
        }
        for (const { group, addon, active, sen } of addons) catalog = withAddonOverride(catalog, group, addon, { active, price: rm(sen) });
        // At most one override per product and per add-on, whatever the order of the edits.
        expect(new Set(catalog.override.product.map((o) => o.id)).size).toBe(catalog.override.product.length);
        expect(new Set(catalog.override.addon.map((o) => `${o.addonGroupId}:${o.id}`)).size).toBe(catalog.override.addon.length);
        for (const { productId } of products) {
          for (const key of productOverrideOf(catalog, productId)?.variantPrice.map((v) => v.combinationKey) ?? []) catalog = withVariantPrice(catalog, productId, key, null);
          catalog = withOverride(catalog, productId, { price: null, name: null, schedulers: null });
        }
        for (const { group, addon } of addons) catalog = withAddonOverride(catalog, group, addon, { active: null, price: null });
        expect(catalog).toEqual(CATALOG);
      }),
    );
  });
});
