import { describe, expect, it } from "vitest";
import type { StoreSettings } from "../../../domain/loyalty/programme/store";
import { NEW_BUNDLE, bundleBodyOf, checkBundle, taxPreview } from "./bundleForm";

const company = { name: "Kopi Kita Sdn Bhd", regNo: "1", sstRegNo: "W10", phoneNo: "+60312345678", address: { line1: "1", line2: "", city: "KL", postcode: "59100", state: "KL", country: "MY" }, inclusiveTaxes: [] };
const store = (overrides: Partial<StoreSettings> = {}): StoreSettings => ({
  activated: true,
  company,
  taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: { amount: 600, precision: 4 }, inclusive: false }],
  ...overrides,
});
const points = { creditOneToOne: false, creditPrecision: 0 } as const;

describe("the bundle form", () => {
  it("says the domain's messages for a nameless, negative bundle", () => {
    expect(checkBundle({ ...NEW_BUNDLE, price: -1 })).toMatchObject({ name: "Name is required", price: "Min price is 0.00" });
    expect(checkBundle({ ...NEW_BUNDLE, name: "Top up", titles: [{ id: "t1", dayToExpire: 0 }] })).toEqual({ "titles.0.dayToExpire": "Min is 1" });
  });

  it("says 'Min must smaller than max' at min and 'Max must larger than min' at max", () => {
    const values = { ...NEW_BUNDLE, name: "Top up", conditions: [{ type: "topupCount" as const, min: 3, max: 3 }] };
    expect(checkBundle(values)).toEqual({ "conditions.0.min": "Min must smaller than max", "conditions.0.max": "Max must larger than min" });
    expect(checkBundle({ ...values, conditions: [{ type: "topupCount", min: 1, max: null }] })).toEqual({});
  });

  it("refuses a condition type used twice", () => {
    const twice = [{ type: "topupCount" as const, min: 1, max: 2 }, { type: "topupCount" as const, min: null, max: 5 }];
    expect(checkBundle({ ...NEW_BUNDLE, name: "Top up", conditions: twice })).toEqual({ "conditions.1.type": "Condition type must be unique" });
  });

  it("keeps the bundle's id and trims its name in the write", () => {
    expect(bundleBodyOf({ ...NEW_BUNDLE, name: " Top up " }, "k1")).toMatchObject({ id: "k1", name: "Top up" });
    expect(bundleBodyOf(NEW_BUNDLE, undefined)).not.toHaveProperty("id");
  });

  it("taxes the price above the normal credit's value when the company is tax-registered", () => {
    const preview = taxPreview({ ...NEW_BUNDLE, price: 50, normal: 4000 }, { store: store(), ...points });
    expect(preview?.taxable).toEqual({ amount: 1000, precision: 2, currency: "MYR" });
    expect(preview?.priceWithTaxes).toEqual({ amount: 5060, precision: 2, currency: "MYR" });
    const oneToOne = taxPreview({ ...NEW_BUNDLE, price: 50, normal: 45.5 }, { store: store(), creditOneToOne: true, creditPrecision: 2 });
    expect(oneToOne?.priceWithTaxes).toEqual({ amount: 5027, precision: 2, currency: "MYR" });
  });

  it("adds nothing for an inclusive tax or a company without a tax registration", () => {
    const inclusive = store({ taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: { amount: 600, precision: 4 }, inclusive: true }] });
    expect(taxPreview({ ...NEW_BUNDLE, price: 50 }, { store: inclusive, ...points })?.priceWithTaxes.amount).toBe(5000);
    expect(taxPreview({ ...NEW_BUNDLE, price: 50 }, { store: store({ company: { ...company, sstRegNo: "" } }), ...points })?.priceWithTaxes.amount).toBe(5000);
  });

  it("has no preview for credit finer than the programme's precision", () => {
    expect(taxPreview({ ...NEW_BUNDLE, price: 50, normal: 1.5 }, { store: store(), ...points })).toBeNull();
  });
});
