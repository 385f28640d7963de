import { describe, expect, it } from "vitest";
import {
  calculatorVersionFor, checkPosFeature, POS_FEATURE_MINIMUM_VERSIONS, posFeatureLabel, supportsCalculatorVersion,
  supportsPosFeature,
} from "./posFeatures";

describe("POS feature gating (spec 4 §9)", () => {
  it("holds the spec's minimum versions", () => {
    expect(POS_FEATURE_MINIMUM_VERSIONS).toEqual({
      menuV3: "3.0.0",
      applyEffectOnOrder: "3.5.0",
      nestedAddon: "4.0.0",
      taxAndServiceChargeV4: "4.0.0",
      itemCombo: "4.1.0",
      itemTakeaway: "4.3.10",
      transferInventory: "4.5.0",
      qrEPayment: "6.9.0",
      deliveryIntegration: "6.11.0",
      feedmeDelivery: "6.12.0",
      rmsPayment: "6.21.0",
      queue: "6.21.0",
      paymentVoucher: "6.31.0",
    });
  });

  it("supports a feature from its minimum version", () => {
    expect(supportsPosFeature("4.1.0", "itemCombo")).toBe(true);
    expect(supportsPosFeature("4.0.9", "itemCombo")).toBe(false);
    expect(supportsPosFeature("4.3.9", "itemTakeaway")).toBe(false);
    expect(supportsPosFeature("4.3.10", "itemTakeaway")).toBe(true);
    expect(supportsPosFeature(undefined, "menuV3")).toBe(false);
  });

  it("gives both spec spellings of the message", () => {
    expect(checkPosFeature("6.30.0", "paymentVoucher")).toBe("Required POS Version 6.31.0");
    expect(posFeatureLabel("6.30.0", "paymentVoucher")).toBe("Required POS version 6.31.0");
    expect(checkPosFeature("6.31.0", "paymentVoucher")).toBeNull();
    expect(posFeatureLabel("7.0.0", "paymentVoucher")).toBeNull();
  });

  it("picks the calculator version: 0 from any version, 1 from 6.22.5", () => {
    expect(calculatorVersionFor("6.22.4")).toBe(0);
    expect(calculatorVersionFor("6.22.5")).toBe(1);
    expect(calculatorVersionFor("1.0.0")).toBe(0);
    expect(calculatorVersionFor(null)).toBe(0);
    expect(supportsCalculatorVersion("6.22.5", 1)).toBe(true);
    expect(supportsCalculatorVersion("6.0.0", 1)).toBe(false);
    expect(supportsCalculatorVersion(undefined, 0)).toBe(true);
  });
});
