import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deleteProblem } from "./dependencies";
import { menuOf } from "./menuTestItems";

const CATEGORIES = ["c0", "c1", "c2"];
const products = fc.array(fc.option(fc.constantFrom(...CATEGORIES), { nil: null }), { maxLength: 8 })
  .map((cats) => cats.map((category, i) => ({ id: `p${i}`, name: `Product ${i}`, category })));

describe("delete dependencies (properties)", () => {
  it("blocks a category exactly when a product uses it, listing exactly those products in order", () => {
    fc.assert(fc.property(products, fc.constantFrom(...CATEGORIES), (list, target) => {
      const menu = menuOf({ category: CATEGORIES.map((id) => ({ id, name: `Cat ${id}` })), product: list });
      const users = list.filter((p) => p.category === target).map((p) => p.name);
      const problem = deleteProblem(menu, "category", { id: target, name: `Cat ${target}` });
      expect(problem).toBe(users.length === 0 ? null : `Cannot delete Cat ${target}: used by products ${users.join(", ")}`);
    }));
  });

  it("blocks an add-on group exactly when a product links it", () => {
    fc.assert(fc.property(fc.array(fc.subarray(["g0", "g1"]), { maxLength: 6 }), (links) => {
      const menu = menuOf({ addonGroup: [{ id: "g0", name: "G0" }, { id: "g1", name: "G1" }], product: links.map((addonGroups, i) => ({ id: `p${i}`, name: `P${i}`, addonGroups })) });
      expect(deleteProblem(menu, "addonGroup", { id: "g0", name: "G0" }) === null).toBe(!links.some((l) => l.includes("g0")));
    }));
  });
});
