// A voucher's validity in the list: voucher dates 'D MMM YYYY' (spec 3 §9) as "<from> – <to>", or
// the days after claim when dynamic.
import { describe, expect, it } from "vitest";
import { validityText } from "./voucherValidity";

describe("a voucher's validity", () => {
  it("reads its fixed period as 'D MMM YYYY – D MMM YYYY'", () => {
    expect(validityText({ validSince: "2026-11-02", validity: 84 })).toBe("2 Nov 2026 – 25 Jan 2027");
  });

  it("reads a dynamic validity in days after claim", () => {
    expect(validityText({ validSince: null, validity: 29 })).toBe("Valid for 30 days after claim");
  });
});
