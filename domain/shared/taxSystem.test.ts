import { describe, expect, it } from "vitest";
import { Result, Schema } from "effect";
import {
  inclusiveTaxesAfterTaxIdChange, isConsistentTaxSetting, isTaxSystemCode, TAX_SYSTEM_CODES, TaxSetting, taxCodeOf,
} from "./taxSystem";

describe("tax systems", () => {
  it("lists the spec's systems plus Japan", () => {
    expect(TAX_SYSTEM_CODES).toEqual(["MY_SST", "SG_GST", "AU_GST", "PH_VAT", "TH_VAT", "VN_VAT", "ID_VAT", "JP_VAT", "SERVICE_CHARGE"]);
    expect(taxCodeOf("MY_SST")).toBe("SST");
    expect(taxCodeOf("AU_GST")).toBe("GST");
    expect(taxCodeOf("SERVICE_CHARGE")).toBe("SERVICE_CHARGE");
    expect(isTaxSystemCode("MY_SST")).toBe(true);
    expect(isTaxSystemCode("toString")).toBe(false);
  });

  it("checks and decodes tax settings", () => {
    expect(isConsistentTaxSetting({ systemCode: "SG_GST", taxCode: "GST" })).toBe(true);
    expect(isConsistentTaxSetting({ systemCode: "SG_GST", taxCode: "VAT" })).toBe(false);
    const decode = Schema.decodeUnknownResult(TaxSetting);
    expect(Result.isSuccess(decode({ systemCode: "MY_SST", taxCode: "SST" }))).toBe(true);
    expect(Result.isFailure(decode({ systemCode: "XX", taxCode: "SST" }))).toBe(true);
  });
});

describe("inclusive taxes follow the tax ID (spec 1 §5)", () => {
  it("initialises them when a tax ID is entered with none", () => {
    expect(inclusiveTaxesAfterTaxIdChange("SST-123", [], "MY_SST")).toEqual([{ systemCode: "MY_SST", inclusive: false }]);
  });

  it("empties them when the tax ID is cleared", () => {
    expect(inclusiveTaxesAfterTaxIdChange("  ", [{ systemCode: "MY_SST", inclusive: true }], "MY_SST")).toEqual([]);
  });

  it("keeps existing ones", () => {
    const current = [{ systemCode: "MY_SST", inclusive: true }] as const;
    expect(inclusiveTaxesAfterTaxIdChange("SST-9", current, "MY_SST")).toBe(current);
  });
});
