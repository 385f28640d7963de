import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addonView, productView } from "./catalogView";
import { ORDER_FROM } from "./menuFields";
import { item } from "./menuTestItems";

const price = fc.record({ amount: fc.integer({ min: 0, max: 1_000_000 }), precision: fc.constant(2), currency: fc.constant("MYR") });
const latte = item("product", {
  id: "p1", name: "Latte", price: { amount: 1200, precision: 2, currency: "MYR" }, schedulerUsed: true, schedulers: ["s1"],
  variantCombination: [{ combinationKey: "big", price: { amount: 1500, precision: 2, currency: "MYR" } }, { combinationKey: "small" }],
});
const oat = item("addonGroup", { id: "g", name: "Milk", addons: [{ id: "a", name: "Oat", price: { amount: 200, precision: 2, currency: "MYR" } }] }).addons[0]!;

describe("catalog view (properties)", () => {
  it("a catalog without overrides shows the master product and add-on", () => {
    const bare = item("catalog", { id: "c", name: "Grab", productAvailable: ["p1"] });
    expect(productView(latte, bare)).toEqual(productView(latte, null));
    expect(productView(latte, null)).toEqual({ id: "p1", name: "Latte", price: latte.price, variantCombination: latte.variantCombination, orderFrom: "ALL", schedulers: ["s1"] });
    expect(addonView(oat, "g", bare)).toEqual({ id: "a", name: "Oat", price: oat.price, active: true });
  });

  it("each override replaces exactly its field", () => {
    fc.assert(fc.property(fc.option(price, { nil: null }), fc.option(fc.constantFrom(...ORDER_FROM), { nil: null }), fc.option(price, { nil: null }), (p, orderFrom, big) => {
      const catalog = item("catalog", {
        id: "c", name: "Grab", productAvailable: ["p1"],
        override: { product: [{ id: "p1", price: p, orderFrom, variantPrice: big === null ? [] : [{ combinationKey: "big", price: big }] }] },
      });
      const view = productView(latte, catalog);
      expect(view.price).toEqual(p ?? latte.price);
      expect(view.orderFrom).toBe(orderFrom ?? "ALL");
      expect(view.variantCombination[0]!.price).toEqual(big ?? latte.variantCombination[0]!.price);
      expect(view.variantCombination[1]).toEqual(latte.variantCombination[1]);
      expect(view.name).toBe("Latte");
    }));
  });

  it("an add-on's catalog override wins over its own override, which wins over its price", () => {
    fc.assert(fc.property(fc.option(price, { nil: null }), fc.option(price, { nil: null }), fc.option(fc.boolean(), { nil: null }), (own, catalogPrice, active) => {
      const catalog = item("catalog", { id: "c", name: "Grab", override: { addon: [{ addonGroupId: "g", id: "a", price: catalogPrice, active }] } });
      const view = addonView({ ...oat, overridePrice: own }, "g", catalog);
      expect(view.price).toEqual(catalogPrice ?? own ?? oat.price);
      expect(view.active).toBe(active ?? true);
    }));
  });
});
