// The typed text of a date field (spec 1 §5 YYYY/MM/DD): what the form receives and what is shown.
import { describe, expect, it } from "vitest";
import { isInvalidText, textOfValue, typedDay, valueOfText } from "./typedDate";

describe("typed dates", () => {
  it("reads YYYY/MM/DD and a pasted ISO day, nothing else", () => {
    expect(typedDay(" 2026/11/12 ")?.toString()).toBe("2026-11-12");
    expect(typedDay("2026-11-12")?.toString()).toBe("2026-11-12");
    for (const text of ["12/11/2026", "2026/02/30", "2026-11/12", "20261112", "2026/1/2", ""]) expect(typedDay(text)).toBeNull();
  });

  it("hands the form an ISO day, null for nothing, and a bad text as typed", () => {
    expect(valueOfText("2026/11/12")).toBe("2026-11-12");
    expect(valueOfText("  ")).toBeNull();
    expect(valueOfText("2026/13/01")).toBe("2026/13/01");
  });

  it("shows a stored day as YYYY/MM/DD and keeps a bad text", () => {
    expect(textOfValue("2027-01-25")).toBe("2027/01/25");
    expect(textOfValue(null)).toBe("");
    expect(textOfValue("2026/13/01")).toBe("2026/13/01");
  });

  it("calls only a filled, unreal text invalid", () => {
    expect(isInvalidText("")).toBe(false);
    expect(isInvalidText("2026/11/12")).toBe(false);
    expect(isInvalidText("2026/11/31")).toBe(true);
  });
});
