import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { endOfDayAhead, validityDays } from "./creditExpiry";

describe("free credit expiry (spec 2 §5: capped at 29970 days; day 1, week 7, month 30, year 365)", () => {
  it("turns a validity into days with the spec's factors", () => {
    expect(validityDays(3, "day")).toBe(3);
    expect(validityDays(2, "week")).toBe(14);
    expect(validityDays(2, "month")).toBe(60);
    expect(validityDays(2, "year")).toBe(730);
  });

  it("caps the days at 29970", () => {
    expect(validityDays(29970, "day")).toBe(29970);
    expect(validityDays(29971, "day")).toBe(29970);
    expect(validityDays(83, "year")).toBe(29970);
    expect(validityDays(82, "year")).toBe(29930);
  });

  it("lasts to the end of the day that many days ahead in the business time zone", () => {
    const tenInTheMorning = Temporal.Instant.from("2026-03-10T02:00:00Z"); // 10:00 in Kuala Lumpur
    expect(endOfDayAhead(tenInTheMorning, "Asia/Kuala_Lumpur", 1)).toBe("2026-03-11T15:59:59.999Z");
    expect(endOfDayAhead(tenInTheMorning, "UTC", 0)).toBe("2026-03-10T23:59:59.999Z");
  });
});
