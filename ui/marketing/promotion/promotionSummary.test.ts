// How a promotion's period reads in the list: dates DD/MM/YYYY (spec 1 §9) as "<from> – <to>",
// 'Daily from {start}' without an end (spec 3 §4).
import { describe, expect, it } from "vitest";
import { periodText } from "./promotionSummary";

describe("a promotion's period", () => {
  it("reads DD/MM/YYYY – DD/MM/YYYY", () => {
    expect(periodText({ start: "2026-11-12", end: "2027-01-25" })).toBe("12/11/2026 – 25/01/2027");
  });

  it("reads 'Daily from' its start without an end, and from creation without a start", () => {
    expect(periodText({ start: "2026-11-12", end: null })).toBe("Daily from 12/11/2026");
    expect(periodText({ start: null, end: null })).toBe("Daily from creation");
  });
});
