import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { CHANNELS } from "./availability";
import { effectiveMenu } from "./effectiveMenu";
import { ORDER_FROM } from "./menuFields";
import { menuOf } from "./menuTestItems";

const product = fc.record({ orderFrom: fc.constantFrom(...ORDER_FROM), available: fc.boolean(), perXUnit: fc.option(fc.constant(100), { nil: null }), addonFrom: fc.constantFrom(...ORDER_FROM) });
const instant = fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe("effective menu (properties)", () => {
  it("a customer channel never offers a POS_ONLY, NONE or unavailable product, nor an add-on whose product is not ALL", () => {
    fc.assert(fc.property(fc.array(product, { maxLength: 6 }), fc.constantFrom(...CHANNELS), instant, (specs, channel, at) => {
      const products = specs.map((s, i) => ({
        id: `p${i}`, name: `P${i}`, orderFrom: s.orderFrom, available: s.available, perXUnit: s.perXUnit, addonGroupUsed: true, addonGroups: ["g"],
      }));
      const addons = specs.map((s, i) => ({ id: `a${i}`, name: `A${i}`, productId: `p${i}`, orderFrom: s.addonFrom }));
      const menu = { revision: 1, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false }, modules: menuOf({ product: products, addonGroup: [{ id: "g", name: "G", addons }] }) };
      const seen = effectiveMenu(menu, channel, at, "Asia/Kuala_Lumpur");
      const byId = new Map(products.map((p, i) => [p.id, specs[i]!]));
      for (const p of seen.products) {
        const spec = byId.get(p.id)!;
        if (channel === "POS") {
          expect(p.orderable).toBe(spec.orderFrom !== "NONE" && spec.available);
        } else {
          expect(spec.orderFrom === "ALL" && spec.available).toBe(true);
          expect(p.orderable).toBe(spec.perXUnit === null);
        }
        for (const a of p.addonGroups.flatMap((g) => g.addons)) {
          const sold = specs[Number(a.id.slice(1))]!;
          if (channel === "POS") expect(sold.orderFrom !== "NONE" && sold.addonFrom !== "NONE").toBe(true);
          else expect(sold.orderFrom === "ALL" && sold.addonFrom === "ALL").toBe(true);
        }
      }
      if (channel === "POS") expect(seen.products.length).toBe(products.length);
    }));
  });
});
