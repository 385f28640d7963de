import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MENU_MODULES, type MenuItem } from "../../../domain/menu/menuModules";
import type { MenuDocumentView } from "../../../domain/menu/menuView";
import { success } from "../envelope";
import { menuDocumentBytes, menuDocumentJson } from "./menuDocumentJson";

const item = fc.record(
  { id: fc.string({ minLength: 1, maxLength: 24 }), name: fc.string(), price: fc.option(fc.integer()), extra: fc.jsonValue(), gone: fc.constant(undefined) },
  { requiredKeys: ["id", "name"] },
) as unknown as fc.Arbitrary<MenuItem>;

const documents = fc
  .record({
    _id: fc.string(),
    _rev: fc.nat(),
    updatedAt: fc.option(fc.string()),
    inclusiveTaxes: fc.boolean(),
    modules: fc.tuple(...MENU_MODULES.map(() => fc.array(item, { maxLength: 4 }))),
  })
  .map(({ _id, _rev, updatedAt, inclusiveTaxes, modules }) => ({
    _id, _rev, updatedAt, masterCatalogSetting: { inclusiveTaxes },
    ...Object.fromEntries(MENU_MODULES.map((m, i) => [m, modules[i]])),
  }) as unknown as MenuDocumentView);

describe("menuDocumentJson", () => {
  it("gives the bytes JSON.stringify gives for the answer", () => {
    fc.assert(fc.property(documents, (document) => {
      expect(menuDocumentJson(document)).toBe(JSON.stringify(success(document)));
    }));
  });

  it("answers a replaced item's new text, and an unchanged item's text again", () => {
    fc.assert(fc.property(documents, fc.string(), (document, name) => {
      menuDocumentJson(document);
      const [first, ...rest] = document.product;
      const changed = { ...document, _rev: document._rev + 1, product: first === undefined ? [] : [{ ...first, name }, ...rest] };
      expect(menuDocumentJson(changed)).toBe(JSON.stringify(success(changed)));
    }));
  });
});

describe("menuDocumentJson over long lists", () => {
  it("gives JSON.stringify's bytes after any item of a long list is replaced, added or removed", () => {
    const products = Array.from({ length: 260 }, (_, i) => ({ id: `p${i}`, name: `Product ${i}` }) as unknown as MenuItem);
    const base = { _id: "menu-long", _rev: 1, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false },
      ...Object.fromEntries(MENU_MODULES.map((m) => [m, []])), product: products } as unknown as MenuDocumentView;
    expect(menuDocumentJson(base)).toBe(JSON.stringify(success(base)));
    fc.assert(fc.property(fc.nat(259), fc.constantFrom("replace", "insert", "remove"), fc.string(), (at, change, name) => {
      const next = [...products];
      if (change === "replace") next[at] = { ...products[at]!, name } as MenuItem;
      else if (change === "insert") next.splice(at, 0, { id: `new-${name}`, name } as unknown as MenuItem);
      else next.splice(at, 1);
      const changed = { ...base, _rev: 2, product: next };
      expect(menuDocumentJson(changed)).toBe(JSON.stringify(success(changed)));
    }));
  });
});

describe("menuDocumentBytes", () => {
  it("are the document's text, made once per document view", () => {
    fc.assert(fc.property(documents, (document) => {
      const first = menuDocumentBytes(document);
      expect(first.toString()).toBe(JSON.stringify(success(document)));
      expect(menuDocumentBytes(document)).toBe(first);
      const next = { ...document, _rev: document._rev + 1 };
      expect(menuDocumentBytes(next).toString()).toBe(JSON.stringify(success(next)));
    }));
  });
});
