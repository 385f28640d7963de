import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { PRODUCT_NOT_IN_SCHEDULE } from "./availability";
import { effectiveMenu } from "./effectiveMenu";
import type { MenuState } from "./menuModel";
import { menuOf } from "./menuTestItems";

const KL = "Asia/Kuala_Lumpur";
const morning = Temporal.Instant.from("2026-03-02T01:00:00Z");
const night = Temporal.Instant.from("2026-03-02T14:00:00Z");
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

const menu: MenuState = {
  revision: 9, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false },
  modules: menuOf({
    scheduler: [{ id: "s1", name: "Breakfast", timePeriod: [{ start: "07:00", end: "10:30" }] }],
    addonGroup: [
      { id: "g1", name: "Extras", addons: [
        { id: "a1", name: "Oat milk", price: rm(200) },
        { id: "a2", name: "Counter cake", productId: "p3" },
        { id: "a3", name: "Old", overrideActive: false },
      ] },
      { id: "g2", name: "Dynamic", addonGroupType: "DYNAMIC", addons: [{ id: "d1", name: "X" }, { id: "d2", name: "Y" }] },
    ],
    product: [
      { id: "p1", name: "Latte", price: rm(1200), addonGroupUsed: true, addonGroups: ["g1", "g2"], addonProductBinding: [{ addonGroupId: "g2", addonIds: ["d2"] }] },
      { id: "p2", name: "Nasi lemak", schedulerUsed: true, schedulers: ["s1"] },
      { id: "p3", name: "Cake", orderFrom: "POS_ONLY" },
      { id: "p4", name: "Staff meal", orderFrom: "NONE" },
    ],
    catalog: [{
      id: "c1", name: "Grab", type: "DELIVERY", inclusiveTaxes: true, productAvailable: ["p1", "p2", "p3"],
      override: { product: [{ id: "p1", price: rm(1400), name: "Grab Latte" }], addon: [{ addonGroupId: "g1", id: "a1", price: rm(300) }] },
    }],
  }),
};

describe("effective menu of a channel", () => {
  it("applies the DELIVERY catalog: its products, overrides, taxes and channel rules", () => {
    const seen = effectiveMenu(menu, "DELIVERY", night, KL);
    expect(seen.catalog).toEqual({ id: "c1", name: "Grab" });
    expect(seen.inclusiveTaxes).toBe(true);
    expect(seen.products.map((p) => [p.name, p.reason])).toEqual([["Grab Latte", null], ["Nasi lemak", PRODUCT_NOT_IN_SCHEDULE]]);
    const latte = seen.products[0]!;
    expect(latte.price).toEqual(rm(1400));
    expect(latte.addonGroups[0]!.addons).toEqual([{ id: "a1", name: "Oat milk", price: rm(300), active: true }]);
    expect(latte.addonGroups[1]!.addons.map((a) => a.id)).toEqual(["d2"]);
  });

  it("serves the master menu where no catalog exists, and the POS its own view", () => {
    expect(effectiveMenu(menu, "PICKUP", morning, KL).products.map((p) => p.name)).toEqual(["Latte", "Nasi lemak"]);
    const pos = effectiveMenu(menu, "POS", morning, KL);
    expect(pos.catalog).toBeNull();
    expect(pos.products.map((p) => [p.name, p.orderable])).toEqual([["Latte", true], ["Nasi lemak", true], ["Cake", true], ["Staff meal", false]]);
    expect(pos.products[0]!.addonGroups[0]!.addons.map((a) => a.id)).toEqual(["a1", "a2"]);
  });
});
