import { describe, expect, it } from "vitest";
import { LicenseInput } from "../../../../../domain/business/restaurantFeatures";
import { fieldErrorsOf } from "../../../../kit/forms/schemaErrors";
import { expiredAtOf, expiryDayOf, licenseProblem } from "./licenseDates";

describe("the licence expiry date", () => {
  it("ends the licence at the start of the chosen day in Malaysia", () => {
    expect(expiredAtOf("2026-12-31")).toBe("2026-12-30T16:00:00.000Z");
  });

  it("reads the stored instant back as the same day, and sends an instant the domain accepts", () => {
    const expiredAt = expiredAtOf("2027-01-15");
    expect(expiryDayOf(expiredAt)).toBe("2027-01-15");
    expect(fieldErrorsOf(LicenseInput, { expiredAt, features: [] })).toEqual({});
  });

  it("leaves a licence without expiry empty", () => {
    expect(expiryDayOf(null)).toBeNull();
    expect(expiredAtOf(null)).toBeNull();
  });

  it("refuses a typed text that names no day with 'Invalid date'", () => {
    expect(licenseProblem("2027/02/30")).toEqual({ expiredAt: "Invalid date" });
    expect(fieldErrorsOf(LicenseInput, { expiredAt: expiredAtOf("2027/02/30"), features: [] })).not.toEqual({});
    expect(licenseProblem("2027-02-28")).toEqual({});
    expect(licenseProblem(null)).toEqual({});
  });
});
