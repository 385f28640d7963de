import { describe, expect, it } from "vitest";
import type { Category } from "../../../domain/loyalty/programme/storeBundles";
import { categoryInputsOf, withBundle, withCategoryName, withoutBundle, withoutCategory } from "./storeCategories";

const stored: ReadonlyArray<Category> = [
  {
    id: "c1",
    name: "Top up",
    bundles: [{ id: "k1", name: "Top up 50", price: { amount: 5000, precision: 2, currency: "MYR" }, credit: { normal: 4550, free: [{ amount: 500, dayToExpire: 30 }] }, titles: [], vouchers: [], conditions: [] }],
  },
  { id: "c2", name: "Specials", bundles: [] },
];

describe("the store's category list", () => {
  it("reads stored bundles back as typed: price in money, credit at the programme's precision", () => {
    const [first] = categoryInputsOf(stored, 2);
    expect(first?.bundles?.[0]).toMatchObject({ id: "k1", price: 50, credit: { normal: 45.5, free: [{ amount: 5, dayToExpire: 30 }] } });
    expect(categoryInputsOf(stored, 0)[0]?.bundles?.[0]?.credit?.normal).toBe(4550);
  });

  it("adds, renames and deletes categories, a deleted one with its bundles", () => {
    const list = categoryInputsOf(stored, 0);
    expect(withCategoryName(list, null, "Gifts").map((c) => [c.id, c.name])).toEqual([["c1", "Top up"], ["c2", "Specials"], [undefined, "Gifts"]]);
    expect(withCategoryName(list, 1, "Deals").map((c) => c.name)).toEqual(["Top up", "Deals"]);
    expect(withoutCategory(list, 0)).toEqual([{ id: "c2", name: "Specials", bundles: [] }]);
  });

  it("adds, replaces and deletes a bundle in its category only", () => {
    const list = categoryInputsOf(stored, 0);
    const added = withBundle(list, 1, null, { name: "Top up 100", price: 100 });
    expect(added[1]?.bundles).toEqual([{ name: "Top up 100", price: 100 }]);
    expect(added[0]).toEqual(list[0]);
    expect(withBundle(list, 0, 0, { id: "k1", name: "Top up 60", price: 60 })[0]?.bundles).toEqual([{ id: "k1", name: "Top up 60", price: 60 }]);
    expect(withoutBundle(list, 0, 0)[0]?.bundles).toEqual([]);
  });
});
