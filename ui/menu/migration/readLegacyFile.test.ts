import { describe, expect, it } from "vitest";
import { NOT_LEGACY, parseLegacyExport } from "./readLegacyFile";

describe("reading a legacy menu export", () => {
  it("reads the records with their ids and the legacy defaults", () => {
    const legacy = parseLegacyExport(JSON.stringify({ categories: [{ _id: "c1", name: " Coffee " }], products: [{ _id: "p1", name: "Kopi O" }] }));
    expect(legacy.categories).toEqual([{ _id: "c1", name: "Coffee", name2: "" }]);
    expect(legacy.addonGroups).toEqual([]);
    expect(legacy.products[0]?.orderFrom).toBe("ALL");
  });

  it("refuses what is not JSON or not a legacy export", () => {
    expect(() => parseLegacyExport("Code,Name")).toThrow(NOT_LEGACY);
    expect(() => parseLegacyExport(JSON.stringify({ products: [{ name: "no id" }] }))).toThrow(NOT_LEGACY);
  });
});
