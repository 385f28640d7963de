import { describe, expect, it } from "vitest";
import { Result, Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import {
  checkInputDate, dateInZone, formatDisplayDate, formatInputDate, formatPeriod, formatTitleExpiryDate, formatVoucherDate,
  InputDateSchema, parseInputDate,
} from "./calendarDate";

const date = Temporal.PlainDate.from("2024-02-09");

describe("input dates YYYY/MM/DD", () => {
  it("parses real dates only", () => {
    expect(parseInputDate("2024/02/29")?.toString()).toBe("2024-02-29");
    for (const text of ["2023/02/29", "2024/13/01", "2024-02-01", "24/02/01", "2024/2/1", "0000/01/01", ""]) {
      expect(parseInputDate(text)).toBeNull();
    }
  });

  it("checks required and optional inputs", () => {
    expect(checkInputDate("", true)).toBeNull();
    expect(checkInputDate("", false)).toBe("Invalid date");
    expect(checkInputDate("2024/02/30", true)).toBe("Invalid date");
    expect(checkInputDate("2024/02/28", false)).toBeNull();
    expect(Result.isFailure(Schema.decodeUnknownResult(InputDateSchema)("2024/02/30"))).toBe(true);
  });
});

describe("date display", () => {
  it("formats the input and display forms", () => {
    expect(formatInputDate(date)).toBe("2024/02/09");
    expect(formatDisplayDate(date)).toBe("09/02/2024");
    expect(formatVoucherDate(date)).toBe("9 Feb 2024");
    expect(formatTitleExpiryDate(date)).toBe("Feb 09, 2024");
  });

  it("shows a period as its two dates joined by an en dash", () => {
    expect(formatPeriod(formatDisplayDate(date), formatDisplayDate(date.add({ days: 20 })))).toBe("09/02/2024 – 29/02/2024");
    expect(formatPeriod("9 Feb 2024", "1 Mar 2024")).toBe("9 Feb 2024 – 1 Mar 2024");
  });

  it("finds the calendar date of an instant in a zone", () => {
    const instant = Temporal.Instant.from("2024-02-09T17:30:00Z");
    expect(dateInZone(instant, "Asia/Kuala_Lumpur").toString()).toBe("2024-02-10");
    expect(dateInZone(instant, "UTC").toString()).toBe("2024-02-09");
  });
});
