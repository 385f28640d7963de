import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CompanyInput } from "../../../domain/business/company";
import { errorsUnder, fieldErrorsOf, hasErrors } from "./schemaErrors";

const address = { line1: "1 Jalan Ampang", city: "Kuala Lumpur", postcode: "50450", state: "WP", country: "MY" };

describe("field errors from a domain Schema", () => {
  it("is empty for a value that decodes", () => {
    const errors = fieldErrorsOf(CompanyInput, { name: "Kopi", regNo: "1", phoneNo: "0123456789", address });
    expect(hasErrors(errors)).toBe(false);
  });

  it("keys the spec's messages by dotted path", () => {
    const errors = fieldErrorsOf(CompanyInput, { name: " ", regNo: "", phoneNo: "", address: { ...address, city: "" } });
    expect(errors).toEqual({
      name: "Name is required",
      regNo: "Registration no is required",
      phoneNo: "Phone is required",
      "address.city": "City is required",
    });
    expect(errorsUnder(errors, "address")).toEqual({ city: "City is required" });
  });

  it("keeps the first message of a field and indexes array items", () => {
    const Hours = Schema.Struct({ hours: Schema.Array(Schema.String.check(Schema.isMinLength(5, { message: "Invalid time" }))) });
    expect(fieldErrorsOf(Hours, { hours: ["09:00", "9"] })).toEqual({ "hours.1": "Invalid time" });
  });
});
