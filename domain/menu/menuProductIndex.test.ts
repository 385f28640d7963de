import { describe, expect, it } from "vitest";
import { findMenuProducts, menuProductEntries, productNames } from "./menuProductIndex";

const MENUS = [
  {
    restaurantId: "r1", restaurantName: "Bangsar",
    categories: [{ id: "drinks", name: "Drinks" }, { id: "empty", name: "Empty" }],
    products: [{ id: "kopi", name: "Kopi O", code: "K01", category: "drinks" }, { id: "teh", name: "Teh Tarik", code: "", category: "drinks" }],
  },
  { restaurantId: "r2", restaurantName: "Ampang", categories: [], products: [{ id: "kopi", name: "Kopi O (Ampang)", code: "", category: null }] },
];
const query = { search: "", kind: null, ids: [], offset: 0, limit: 20 } as const;

describe("the business's menu products", () => {
  it("lists categories (with their products) before products, each by name, a product of two menus once per restaurant", () => {
    const entries = menuProductEntries(MENUS);
    expect(entries.map((e) => [e.kind, e.name, e.restaurantName, e.productIds])).toEqual([
      ["category", "Drinks", "Bangsar", ["kopi", "teh"]],
      ["category", "Empty", "Bangsar", []],
      ["product", "Kopi O", "Bangsar", ["kopi"]],
      ["product", "Kopi O (Ampang)", "Ampang", ["kopi"]],
      ["product", "Teh Tarik", "Bangsar", ["teh"]],
    ]);
    expect(entries.find((e) => e.id === "teh")?.code).toBeNull();
  });

  it("searches names and codes without case, filters by kind and ids, and pages with the total", () => {
    const entries = menuProductEntries(MENUS);
    expect(findMenuProducts(entries, { ...query, search: " TARIK " }).resources.map((e) => e.name)).toEqual(["Teh Tarik"]);
    expect(findMenuProducts(entries, { ...query, search: "k01" }).resources.map((e) => e.name)).toEqual(["Kopi O"]);
    expect(findMenuProducts(entries, { ...query, search: "ampang" }).resources.map((e) => e.name)).toEqual(["Kopi O (Ampang)"]);
    expect(findMenuProducts(entries, { ...query, kind: "category" }).pagination.totalResources).toBe(2);
    expect(findMenuProducts(entries, { ...query, kind: "product", ids: ["kopi"] }).resources.map((e) => e.restaurantName)).toEqual(["Bangsar", "Ampang"]);
    const page = findMenuProducts(entries, { ...query, offset: 2, limit: 2 });
    expect([page.resources.map((e) => e.name), page.pagination.totalResources]).toEqual([["Kopi O", "Kopi O (Ampang)"], 5]);
  });

  it("names each product id once, by the first entry that has it", () => {
    expect([...productNames(menuProductEntries(MENUS))]).toEqual([["kopi", "Kopi O"], ["teh", "Teh Tarik"]]);
  });
});
