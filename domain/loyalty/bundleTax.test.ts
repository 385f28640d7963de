import { describe, expect, it } from "vitest";
import { money } from "../shared/money";
import { bundleTax } from "./bundleTax";

const sst = { key: "MY_SST", rate: { amount: 600, precision: 4 }, inclusive: false };
const rm = (amount: number) => money(amount, "MYR");

describe("bundle tax", () => {
  it("taxes the price above the credit value when tax-registered", () => {
    expect(bundleTax({ price: rm(12_000), creditValue: rm(10_000), taxRegistered: true, taxes: [sst] })).toEqual({
      taxable: rm(2000),
      taxTotals: [{ key: "MY_SST", inclusive: false, amount: rm(120) }],
      totalTax: rm(120),
      priceWithTaxes: rm(12_120),
    });
  });

  it("charges nothing without a tax registration, or when credit covers the price", () => {
    expect(bundleTax({ price: rm(12_000), creditValue: rm(10_000), taxRegistered: false, taxes: [sst] }).totalTax).toEqual(rm(0));
    expect(bundleTax({ price: rm(10_000), creditValue: rm(10_000), taxRegistered: true, taxes: [sst] }).priceWithTaxes).toEqual(rm(10_000));
    expect(bundleTax({ price: rm(9000), creditValue: rm(10_000), taxRegistered: true, taxes: [sst] }).taxable).toEqual(rm(0));
  });

  it("does not add an inclusive tax to the total", () => {
    const result = bundleTax({ price: rm(11_060), creditValue: rm(10_000), taxRegistered: true, taxes: [{ ...sst, inclusive: true }] });
    expect(result.taxTotals[0]?.amount).toEqual(rm(60));
    expect(result.totalTax).toEqual(rm(60));
    expect(result.priceWithTaxes).toEqual(rm(11_060));
  });
});
