import { describe, expect, it } from "vitest";
import { reboundProducts } from "./dynamicBindings";
import { item } from "./menuTestItems";

const group = item("addonGroup", { id: "g1", name: "Milk", addons: [{ id: "a1", name: "Oat" }, { id: "a2", name: "Soy" }] });
const dynamic = { ...group, addonGroupType: "DYNAMIC" as const };
const linked = item("product", { id: "p1", name: "Latte", addonGroups: ["g1", "g2"], addonProductBinding: [{ addonGroupId: "g1", addonIds: ["a1"] }, { addonGroupId: "g2", addonIds: ["x"] }] });
const other = item("product", { id: "p2", name: "Tea" });

describe("dynamic add-on bindings", () => {
  it("binds every linked product to all of the group's add-ons when the group becomes DYNAMIC", () => {
    expect(reboundProducts([linked, other], group, dynamic)).toEqual([
      { ...linked, addonProductBinding: [{ addonGroupId: "g2", addonIds: ["x"] }, { addonGroupId: "g1", addonIds: ["a1", "a2"] }] },
    ]);
  });

  it("changes nothing when the group stays DYNAMIC or does not become it", () => {
    expect(reboundProducts([linked], dynamic, dynamic)).toEqual([]);
    expect(reboundProducts([linked], group, { ...group, addonGroupType: "PRODUCT" })).toEqual([]);
  });
});
