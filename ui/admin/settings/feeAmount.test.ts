import { describe, expect, it } from "vitest";
import { feeOf, rowsOf, settingOf, valueOfFee } from "./feeAmount";

describe("delivery fees on the settings form", () => {
  it("are stored in minor units at the country's decimals", () => {
    expect(feeOf(5.5, "MY")).toEqual({ amount: 550, precision: 2, currency: "MYR" });
    expect(feeOf(300, "JP")).toEqual({ amount: 300, precision: 0, currency: "JPY" });
    expect(valueOfFee({ amount: 1205, precision: 2, currency: "SGD" })).toBe(12.05);
  });

  it("leave an untouched country out and keep the others", () => {
    const rows = rowsOf([{ country: "SG", defaultCompanyId: "c1", baseFee: feeOf(4, "SG"), perKmFee: feeOf(0.8, "SG") }], ["MY", "SG"]);
    expect(rows).toEqual([
      { country: "MY", defaultCompanyId: null, baseFee: 0, perKmFee: 0 },
      { country: "SG", defaultCompanyId: "c1", baseFee: 4, perKmFee: 0.8 },
    ]);
    expect(settingOf(rows)).toEqual([{ country: "SG", defaultCompanyId: "c1", baseFee: feeOf(4, "SG"), perKmFee: feeOf(0.8, "SG") }]);
  });
});
