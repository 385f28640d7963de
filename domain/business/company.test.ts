import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CompanyInput, companyFromInput } from "./company";
import { messagesOf } from "./schemaSpec";

const messages = (input: unknown) => messagesOf(CompanyInput, input);

const address = { line1: " 1 Jalan Ampang ", city: "Kuala Lumpur", postcode: "50450", state: "WP", country: "MY" };
const valid = { name: " Kopi Sdn Bhd ", regNo: "201901000001", phoneNo: "012-345 6789", address };

describe("company legal info", () => {
  it("stores the trimmed form with the phone in E.164 and Line 2 empty", () => {
    expect(companyFromInput(Schema.decodeUnknownSync(CompanyInput)(valid))).toEqual({
      name: "Kopi Sdn Bhd", regNo: "201901000001", sstRegNo: "", phoneNo: "+60123456789",
      address: { line1: "1 Jalan Ampang", line2: "", city: "Kuala Lumpur", postcode: "50450", state: "WP", country: "MY" },
      inclusiveTaxes: [],
    });
  });

  it("answers the spec's messages for empty required fields", () => {
    expect(messages({ ...valid, name: "  ", regNo: "", phoneNo: " " })).toEqual(
      ["Name is required", "Registration no is required", "Phone is required"],
    );
  });

  it("refuses a phone that is not Malaysian", () => {
    expect(messages({ ...valid, phoneNo: "+6591234567" })).toEqual(["Invalid phone number"]);
  });

  it("checks the HQ address", () => {
    expect(messages({ ...valid, address: { ...address, line1: "", country: "XX" } })).toEqual(["Line 1 is required", "Invalid country"]);
  });

  it("initialises the inclusive-tax settings when a tax ID is entered, and empties them when it is cleared", () => {
    const withTaxId = Schema.decodeUnknownSync(CompanyInput)({ ...valid, sstRegNo: "W10-1808-32000001" });
    expect(companyFromInput(withTaxId).inclusiveTaxes).toEqual([{ systemCode: "MY_SST", inclusive: false }]);
    const kept = Schema.decodeUnknownSync(CompanyInput)({
      ...valid, sstRegNo: "W10", inclusiveTaxes: [{ systemCode: "MY_SST", inclusive: true }],
    });
    expect(companyFromInput(kept).inclusiveTaxes).toEqual([{ systemCode: "MY_SST", inclusive: true }]);
    const cleared = Schema.decodeUnknownSync(CompanyInput)({
      ...valid, sstRegNo: " ", inclusiveTaxes: [{ systemCode: "MY_SST", inclusive: true }],
    });
    expect(companyFromInput(cleared).inclusiveTaxes).toEqual([]);
  });
});
