import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POS_FEATURE_MINIMUM_VERSIONS, POS_FEATURES } from "../shared/posFeatures";
import { comparePosVersions, formatPosVersion, parsePosVersion, type PosVersion } from "../shared/posVersion";
import { menuItemFeatures, menuPosGate } from "./menuPosGates";

describe("menu POS gates", () => {
  it("names the features an item uses", () => {
    expect(menuItemFeatures("product", { id: "p", productType: "SET", takeawayUsed: true } as never)).toEqual(["itemCombo", "itemTakeaway"]);
    expect(menuItemFeatures("product", { id: "p", productType: "ALA_CARTE", takeawayUsed: false } as never)).toEqual([]);
    expect(menuItemFeatures("addonGroup", { id: "g", addonGroupType: "PRODUCT" } as never)).toEqual(["nestedAddon"]);
    expect(menuItemFeatures("category", { id: "c" })).toEqual([]);
  });

  it("answers 'Required POS version {v}' for the first missing feature of a known version", () => {
    expect(menuPosGate("2.9.9", ["menuV3"])).toBe("Required POS version 3.0.0");
    expect(menuPosGate("4.3.9", ["menuV3", "itemTakeaway"])).toBe("Required POS version 4.3.10");
    expect(menuPosGate("4.3.10", ["menuV3", "itemTakeaway"])).toBeNull();
    expect(menuPosGate("6.30.0", ["paymentVoucher"])).toBe("Required POS version 6.31.0");
    expect(menuPosGate(null, ["paymentVoucher"])).toBeNull();
  });

  it("gates a feature exactly when the version is below its minimum (property)", () => {
    const version: fc.Arbitrary<PosVersion> = fc.tuple(fc.nat(8), fc.nat(40), fc.nat(12));
    fc.assert(fc.property(version, fc.constantFrom(...POS_FEATURES), (v, feature) => {
      const minimum = POS_FEATURE_MINIMUM_VERSIONS[feature];
      const below = comparePosVersions(v, parsePosVersion(minimum) as PosVersion) < 0;
      return menuPosGate(formatPosVersion(v), [feature]) === (below ? `Required POS version ${minimum}` : null);
    }));
  });
});
