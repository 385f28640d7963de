import { describe, expect, it } from "vitest";
import { deleteProblem, measurementRemovalProblem, productUsers } from "./dependencies";
import { findItem, type MenuModules } from "./menuModel";
import type { MenuModule } from "./menuModules";
import { item, menuOf } from "./menuTestItems";

const blocked = (m: MenuModules, module: MenuModule, id: string) => {
  const found = findItem(m, module, id);
  if (found === undefined) throw new Error(`no ${module} ${id}`);
  return deleteProblem(m, module, found);
};

const menu = menuOf({
  category: [{ id: "c1", name: "Coffee" }, { id: "c2", name: "Empty" }],
  addonGroup: [
    { id: "g1", name: "Milk", addons: [{ id: "a1", name: "Oat", inventoryBindings: [{ type: "SKU", id: "k1", measurement: "m1" }] }] },
    { id: "g2", name: "Cakes", addons: [{ id: "a2", name: "Brownie", productId: "p2", variantCombination: "big" }] },
  ],
  scheduler: [{ id: "s1", name: "Breakfast" }, { id: "s2", name: "Late" }],
  variant: [{ id: "v1", name: "Size", options: [{ id: "big", name: "Big" }] }],
  takeaway: [{ id: "t1", name: "Cup" }],
  printDepartment: [{ id: "d1", name: "Bar" }],
  unit: [{ id: "u1", name: "Millilitre", measurements: [{ id: "m1", name: "Shot", value: 30 }, { id: "m2", name: "Cup", value: 250 }] }],
  sku: [{ id: "k1", name: "Oat milk", unit: "u1" }],
  recipe: [{ id: "r1", name: "Syrup", contains: [{ type: "SKU", id: "k1" }] }, { id: "r2", name: "Mocha base", contains: [{ type: "RECIPE", id: "r1" }] }],
  product: [
    { id: "p1", name: "Latte", category: "c1", addonGroups: ["g1"], schedulers: ["s1"], takeaways: ["t1"], printDepartments: ["d1"] },
    { id: "p2", name: "Brownie", category: "c1", variants: ["v1"], inventoryBindings: [{ type: "RECIPE", id: "r2" }] },
    { id: "p3", name: "Scone" },
  ],
  catalog: [{ id: "k", name: "Grab", productAvailable: ["p3"], override: { product: [{ id: "p1", schedulers: ["s2"] }] } }],
});

describe("delete dependencies", () => {
  it("blocks a category or add-on group in use and lists the products", () => {
    expect(blocked(menu, "category", "c1")).toBe("Cannot delete Coffee: used by products Latte, Brownie");
    expect(blocked(menu, "category", "c2")).toBeNull();
    expect(blocked(menu, "addonGroup", "g1")).toBe("Cannot delete Milk: used by products Latte");
    expect(blocked(menu, "addonGroup", "g2")).toBeNull();
  });

  it("blocks a product that is an add-on, or that a catalog uses", () => {
    expect(blocked(menu, "product", "p2")).toBe("Failed to delete Brownie in Cakes addon group");
    expect(blocked(menu, "product", "p3")).toBe("Cannot delete Scone: used by catalogs Grab");
    expect(blocked(menu, "product", "p1")).toBe("Cannot delete Latte: used by catalogs Grab");
  });

  it("names who uses a product: the add-on groups selling it and the catalogs offering or overriding it", () => {
    expect(productUsers(menu, "p2")).toEqual([{ kind: "add-on groups", names: ["Cakes"] }, { kind: "catalogs", names: [] }]);
    expect(productUsers(menu, "p1")).toEqual([{ kind: "add-on groups", names: [] }, { kind: "catalogs", names: ["Grab"] }]);
  });

  it("lists who uses a scheduler, variant, takeaway or print department", () => {
    expect(blocked(menu, "scheduler", "s1")).toBe("Cannot delete Breakfast: used by products Latte");
    expect(blocked(menu, "scheduler", "s2")).toBe("Cannot delete Late: used by catalogs Grab");
    expect(blocked(menu, "variant", "v1")).toBe("Cannot delete Size: used by add-on groups Cakes; products Brownie");
    expect(blocked(menu, "takeaway", "t1")).toBe("Cannot delete Cup: used by products Latte");
    expect(blocked(menu, "printDepartment", "d1")).toBe("Cannot delete Bar: used by products Latte");
  });

  it("blocks a unit a SKU uses, a recipe or SKU others use", () => {
    expect(blocked(menu, "unit", "u1")).toBe("Cannot delete Millilitre: used by SKUs Oat milk");
    expect(blocked(menu, "recipe", "r1")).toBe("Cannot delete Syrup: used by recipes Mocha base");
    expect(blocked(menu, "recipe", "r2")).toBe("Cannot delete Mocha base: used by products Brownie");
    expect(blocked(menu, "sku", "k1")).toBe("Cannot delete Oat milk: used by recipes Syrup; add-on groups Milk");
    expect(blocked(menu, "catalog", "k")).toBeNull();
  });

  it("protects a unit's measurements while used", () => {
    const unit = item("unit", { id: "u1", name: "Millilitre", measurements: [{ id: "m1", name: "Shot", value: 30 }, { id: "m2", name: "Cup", value: 250 }] });
    expect(measurementRemovalProblem(menu, unit, { ...unit, measurements: [unit.measurements[1]!] })).toBe("Cannot remove Shot of Millilitre: used by add-on groups Milk");
    expect(measurementRemovalProblem(menu, unit, { ...unit, measurements: [unit.measurements[0]!] })).toBeNull();
  });
});
