import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ITEM_SCHEMAS } from "./menuModules";
import { item } from "./menuTestItems";

const problems = (module: keyof typeof ITEM_SCHEMAS, data: unknown): ReadonlyArray<string> => {
  const result = Schema.decodeUnknownResult(ITEM_SCHEMAS[module] as unknown as Schema.Codec<unknown, unknown>)(data, { errors: "all" });
  return Result.isSuccess(result) ? [] : String(result.failure).split("\n");
};

describe("menu module items", () => {
  it("gives a product its spec defaults", () => {
    expect(item("product", { id: "p1", name: " Latte " })).toMatchObject({
      name: "Latte", code: "", productType: "ALA_CARTE", orderFrom: "ALL", price: { amount: 0, precision: 2, currency: "MYR" },
      deliveryPrice: null, cost: null, perXUnit: null, addonGroups: [], variantCombination: [], schedulers: [], available: true,
      inventoryBindings: [], noSst: false, printDepartments: [],
    });
  });

  it("gives add-on groups min 0, max 1, not stackable, NORMAL; units precision 4; schedulers 00:00-23:59 daily", () => {
    expect(item("addonGroup", { id: "g", name: "Milk" })).toMatchObject({ min: 0, max: 1, stackable: false, addonGroupType: "NORMAL", addons: [] });
    expect(item("unit", { id: "u", name: "Gram" })).toMatchObject({ precision: 4, measurements: [] });
    expect(item("scheduler", { id: "s", name: "Breakfast" })).toMatchObject({ timePeriod: [{ start: "00:00", end: "23:59" }], repeat: "daily" });
    expect(item("catalog", { id: "c", name: "Grab" })).toMatchObject({ type: "DELIVERY", productAvailable: [], inclusiveTaxes: false, override: { product: [], addon: [] } });
  });

  it("trims a category name and requires it", () => {
    expect(item("category", { id: "c", name: "  Coffee " }).name).toBe("Coffee");
    expect(problems("category", { id: "c", name: "   " }).join()).toContain("Name is required");
    expect(problems("category", { id: "c" }).join()).toContain("Name is required");
  });

  it("holds prices to minimum 0 and 2 decimals", () => {
    expect(problems("product", { name: "x", price: { amount: -1, precision: 2, currency: "MYR" } }).join()).toContain("Min price is 0.00");
    expect(problems("product", { name: "x", price: { amount: 1001, precision: 3, currency: "MYR" } }).join()).toContain("Max 2 decimal places");
    expect(problems("takeaway", { name: "Box", price: { amount: 50, precision: 2, currency: "MYR" } })).toEqual([]);
  });

  it("refuses a time period that is not HH:mm", () => {
    expect(problems("scheduler", { name: "x", timePeriod: [{ start: "7:00", end: "10:00" }] }).join()).toContain("Invalid time");
  });

  it("never keeps protected fields", () => {
    expect(item("category", { id: "c", name: "C", _id: "x", _rev: 3, isDefault: true })).toEqual({ id: "c", name: "C", name2: "" });
  });
});
