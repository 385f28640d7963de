import { describe, expect, it } from "vitest";
import { phoneOnBlur } from "../../../domain/shared/phone";
import { EMPTY_COMPANY_FORM, checkCompany, companyBodyOf, companyFormOf, withTaxId } from "./companyForm";

const filled = {
  ...EMPTY_COMPANY_FORM,
  name: "Kopi Sdn Bhd",
  regNo: "201901000001",
  phoneNo: "+60123456789",
  address: { line1: "1 Jalan Ampang", line2: "", city: "Kuala Lumpur", postcode: "50450", state: "WP", country: "MY" },
};

describe("the company legal info form", () => {
  it("shows the spec's messages for the empty form", () => {
    expect(checkCompany(EMPTY_COMPANY_FORM)).toEqual({
      name: "Name is required",
      regNo: "Registration no is required",
      phoneNo: "Phone is required",
      "address.line1": "Line 1 is required",
      "address.city": "City is required",
      "address.postcode": "Postcode is required",
      "address.state": "State is required",
    });
  });

  it("wants a Malaysian company phone, stored as E.164 once the field is left", () => {
    expect(checkCompany({ ...filled, phoneNo: "+6591234567" })).toEqual({ phoneNo: "Invalid phone number" });
    expect(phoneOnBlur(" 012-345 6789 ")).toBe("+60123456789");
    expect(checkCompany(filled)).toEqual({});
  });

  it("starts the inclusive-tax settings with a tax ID, keeps them while it changes, empties them when it is cleared", () => {
    const started = withTaxId(filled, "W10-1808-32000001");
    expect(started.inclusiveTaxes).toEqual([{ systemCode: "MY_SST", inclusive: false }]);
    const edited = withTaxId({ ...started, inclusiveTaxes: [{ systemCode: "MY_SST", inclusive: true }] }, "W10-1808-32000002");
    expect(edited.inclusiveTaxes).toEqual([{ systemCode: "MY_SST", inclusive: true }]);
    expect(withTaxId(edited, "").inclusiveTaxes).toEqual([]);
  });

  it("uses the HQ country's tax system", () => {
    const singapore = { ...filled, address: { ...filled.address, country: "SG" } };
    expect(withTaxId(singapore, "M90000000A").inclusiveTaxes).toEqual([{ systemCode: "SG_GST", inclusive: false }]);
  });

  it("reads a stored company back and sends the same body", () => {
    const company = { ...companyBodyOf(filled), sstRegNo: "", inclusiveTaxes: [], address: { ...filled.address } };
    expect(companyBodyOf(companyFormOf(company))).toEqual(company);
    expect(companyFormOf(null)).toEqual(EMPTY_COMPANY_FORM);
  });
});
