import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findMenuProducts, menuProductEntries } from "./menuProductIndex";

const id = fc.constantFrom("a", "b", "c", "d", "e", "f");
const menu = fc.record({
  restaurantId: fc.constantFrom("r1", "r2"),
  restaurantName: fc.constantFrom("Bangsar", "Ampang"),
  categories: fc.uniqueArray(fc.record({ id, name: fc.string({ maxLength: 6 }) }), { selector: (c) => c.id, maxLength: 3 }),
  products: fc.uniqueArray(fc.record({ id, name: fc.string({ maxLength: 6 }), code: fc.string({ maxLength: 3 }), category: fc.option(id, { nil: null }) }), { selector: (p) => p.id, maxLength: 6 }),
});

describe("the business's menu products (properties)", () => {
  it("pages partition the selection: walked page by page they give every selected entry once, in order", () => {
    fc.assert(fc.property(fc.array(menu, { maxLength: 3 }), fc.string({ maxLength: 2 }), fc.integer({ min: 1, max: 4 }), (menus, search, limit) => {
      const entries = menuProductEntries(menus);
      const all = findMenuProducts(entries, { search, kind: null, ids: [], offset: 0, limit: 1000 });
      const walked = [];
      for (let offset = 0; offset < all.pagination.totalResources; offset += limit) {
        const page = findMenuProducts(entries, { search, kind: null, ids: [], offset, limit });
        expect(page.pagination.totalResources).toBe(all.pagination.totalResources);
        walked.push(...page.resources);
      }
      expect(walked).toEqual(all.resources);
    }));
  });

  it("a category holds exactly its restaurant's products of that category, in menu order", () => {
    fc.assert(fc.property(fc.array(menu, { maxLength: 3 }), (generated) => {
      const menus = generated.map((m, index) => ({ ...m, restaurantId: `r${index}` }));
      for (const entry of menuProductEntries(menus).filter((e) => e.kind === "category")) {
        const products = menus.find((m) => m.restaurantId === entry.restaurantId)!.products;
        expect(entry.productIds).toEqual(products.filter((p) => p.category === entry.id).map((p) => p.id));
      }
    }));
  });
});
