import { describe, expect, it } from "vitest";
import { LicenseInput } from "../../../../../domain/business/restaurantFeatures";
import { fieldErrorsOf } from "../../../../kit/forms/schemaErrors";
import { expiredAtOf, expiryDateOf } from "./licenseDates";

describe("the licence expiry date", () => {
  it("ends the licence at the start of the chosen day in Malaysia", () => {
    expect(expiredAtOf(new Date(2026, 11, 31))).toBe("2026-12-30T16:00:00.000Z");
  });

  it("reads the stored instant back as the same day, and sends an instant the domain accepts", () => {
    const expiredAt = expiredAtOf(new Date(2027, 0, 15));
    const shown = expiryDateOf(expiredAt);
    expect([shown?.getFullYear(), shown?.getMonth(), shown?.getDate()]).toEqual([2027, 0, 15]);
    expect(fieldErrorsOf(LicenseInput, { expiredAt, features: [] })).toEqual({});
  });

  it("leaves a licence without expiry empty", () => {
    expect(expiryDateOf(null)).toBeNull();
    expect(expiredAtOf(null)).toBeNull();
  });
});
