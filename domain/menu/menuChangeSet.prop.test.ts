// Property: the change set between two menus turns the first into the second (what a rollback
// relies on), and the diff of two menus is empty exactly when they hold the same items.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyChanges, changesBetween } from "./menuChangeSet";
import { isEmptyDiff, menuDiff } from "./menuDiff";
import { EMPTY_MODULES, type MenuModules } from "./menuModel";

const category = fc.record({ id: fc.constantFrom("c1", "c2", "c3", "c4"), name: fc.constantFrom("Coffee", "Tea", "Cakes"), name2: fc.constantFrom("", "x") });
const variant = fc.record({ id: fc.constantFrom("v1", "v2", "v3"), name: fc.constantFrom("Size", "Milk"), options: fc.constant([]) });

const byId = <T extends { id: string }>(items: ReadonlyArray<T>): T[] => [...new Map(items.map((i) => [i.id, i])).values()];

const menu = fc.record({ category: fc.array(category, { maxLength: 6 }), variant: fc.array(variant, { maxLength: 4 }) }).map(
  ({ category: c, variant: v }): MenuModules => ({ ...EMPTY_MODULES, category: byId(c), variant: byId(v) } as MenuModules),
);

const asMaps = (m: MenuModules) => ({
  category: new Map(m.category.map((i) => [i.id, i])),
  variant: new Map(m.variant.map((i) => [i.id, i])),
  unit: new Map(m.unit.map((i) => [i.id, i])),
});

const sortedById = <T extends { id: string }>(items: ReadonlyArray<T>): T[] => [...items].sort((x, y) => x.id.localeCompare(y.id));
const canonical = (m: MenuModules): string => JSON.stringify([sortedById(m.category), sortedById(m.variant)]);

const side = (modules: MenuModules) => ({ modules, masterCatalogSetting: { inclusiveTaxes: false } });

describe("menu change sets", () => {
  it("turn one menu into the other, whatever the two", () => {
    fc.assert(fc.property(menu, menu, (from, to) => {
      expect(asMaps(applyChanges(from, changesBetween(from, to)))).toEqual(asMaps(to));
    }));
  });

  it("are empty, as is the diff, exactly when both menus hold the same items", () => {
    fc.assert(fc.property(menu, menu, (a, b) => {
      const same = canonical(a) === canonical(b);
      expect(changesBetween(a, b).length === 0).toBe(same);
      expect(isEmptyDiff(menuDiff(side(a), side(b)))).toBe(same);
      expect(isEmptyDiff(menuDiff(side(a), side(applyChanges(a, changesBetween(a, b)))))).toBe(same);
    }));
  });
});
