import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyChanges } from "./menuChangeSet";
import { ALREADY_MIGRATED, type LegacyMenu, planMigration } from "./legacyMigration";
import { menuDecider } from "./menuDocument";

const AT = "2026-11-25T10:00:00.000Z";
const id = fc.constantFrom("a", "b", "c", "d", "e");
const name = fc.constantFrom("Kopi", "kopi", "Teh", "Milo", " Latte ");
const legacyMenu: fc.Arbitrary<LegacyMenu> = fc.record({
  categories: fc.array(fc.record({ _id: id, name, name2: fc.constant("") }), { maxLength: 4 }),
  addonGroups: fc.constant([]),
  products: fc.array(fc.record({
    _id: id, code: fc.constant(""), name, name2: fc.constant(""), price: fc.constant({ amount: 100, precision: 2, currency: "MYR" }),
    category: fc.constant(null), addonGroups: fc.constant([]), description: fc.constant(""), available: fc.constant(true), orderFrom: fc.constant("ALL" as const),
  }), { maxLength: 6 }),
});

describe("legacy migration", () => {
  it("is idempotent: the second run over the migrated menu creates nothing (property)", () => {
    fc.assert(fc.property(legacyMenu, (legacy) => {
      const first = planMigration(menuDecider.initialState, legacy, AT);
      const migrated = { ...menuDecider.initialState, modules: applyChanges(menuDecider.initialState.modules, first.changes) };
      const second = planMigration(migrated, legacy, AT);
      return second.changes.length === 0 && first.changes.length + first.skipped.length === legacy.categories.length + legacy.products.length;
    }));
  });

  it("skips a record already in the menu and one a rule refuses, with the reason", () => {
    const plan = planMigration(menuDecider.initialState, {
      categories: [{ _id: "c", name: "Coffee", name2: "" }, { _id: "c", name: "Again", name2: "" }],
      addonGroups: [],
      products: [],
    }, AT);
    expect(plan.created.category).toBe(1);
    expect(plan.skipped).toEqual([{ module: "category", _id: "c", name: "Again", reason: ALREADY_MIGRATED }]);
  });
});
