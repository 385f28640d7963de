import { describe, expect, it } from "vitest";
import { catalogFor } from "./effectiveMenu";
import type { MenuState } from "./menuModel";
import { menuOf } from "./menuTestItems";

const menu: MenuState = {
  revision: 1, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false },
  modules: menuOf({
    catalog: [
      { id: "klcc", name: "KLCC delivery", type: "DELIVERY", restaurants: ["r2"] },
      { id: "all", name: "Delivery", type: "DELIVERY" },
      { id: "pickup-r3", name: "Pickup R3", type: "PICKUP", restaurants: ["r3"] },
    ],
  }),
};

describe("catalogFor (per-restaurant catalogs of a shared menu)", () => {
  it("serves a restaurant the catalog naming it, else the one naming none, never another's", () => {
    expect(catalogFor(menu, "DELIVERY", "r2")?.id).toBe("klcc");
    expect(catalogFor(menu, "DELIVERY", "r1")?.id).toBe("all");
    expect(catalogFor(menu, "PICKUP", "r1")).toBeNull();
    expect(catalogFor(menu, "PICKUP", "r3")?.id).toBe("pickup-r3");
    expect(catalogFor(menu, "POS", "r2")).toBeNull();
  });

  it("without a restaurant, answers the first catalog of the channel", () => {
    expect(catalogFor(menu, "DELIVERY")?.id).toBe("klcc");
  });
});
