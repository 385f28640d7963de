import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { END_BEFORE_START, ENDED, PERIODS_OVERLAP, PERIODS_REQUIRED, PERIOD_ORDER, type SpecialHour, currentSpecialHours, normalisedSpecialHours, specialHoursProblem, specialOverlap } from "./specialHours";

const today = Temporal.PlainDate.from("2026-11-27");
const closed = (startDate: string, endDate = startDate): SpecialHour => ({ startDate, endDate, description: "Holiday", openPeriodType: "ClosedAllDay", periods: [] });
const open = (periods: SpecialHour["periods"]): SpecialHour => ({ startDate: "2026-12-31", endDate: "2026-12-31", description: "Eve", openPeriodType: "Period", periods });

describe("special opening hours", () => {
  it("accepts a closure today, later ranges and periods in order", () => {
    expect(specialHoursProblem([closed("2026-11-27"), closed("2026-12-24", "2026-12-26"), open([{ startTime: "10:00", endTime: "14:00" }, { startTime: "17:00", endTime: "22:00" }])], today)).toBeNull();
  });

  it("refuses what GrabFood would, before calling out", () => {
    expect(specialHoursProblem([closed("2026-12-26", "2026-12-24")], today)).toBe(END_BEFORE_START);
    expect(specialHoursProblem([closed("2026-11-20", "2026-11-26")], today)).toBe(ENDED);
    expect(specialHoursProblem([open([])], today)).toBe(PERIODS_REQUIRED);
    expect(specialHoursProblem([open([{ startTime: "22:00", endTime: "02:00" }])], today)).toBe(PERIOD_ORDER);
    expect(specialHoursProblem([open([{ startTime: "10:00", endTime: "14:00" }, { startTime: "13:00", endTime: "18:00" }])], today)).toBe(PERIODS_OVERLAP);
    expect(specialHoursProblem([closed("2026-12-24", "2026-12-26"), closed("2026-12-26")], today)).toBe(specialOverlap("2026-12-26"));
  });

  it("keeps entries by start date with periods only when open in periods, and sends only those not ended", () => {
    const allDay: SpecialHour = { ...closed("2026-12-01"), openPeriodType: "OpenAllDay", periods: [{ startTime: "10:00", endTime: "11:00" }] };
    expect(normalisedSpecialHours([closed("2026-12-25"), allDay]).map((e) => [e.startDate, e.periods.length])).toEqual([["2026-12-01", 0], ["2026-12-25", 0]]);
    expect(currentSpecialHours([closed("2026-11-26"), closed("2026-11-27")], today).map((e) => e.startDate)).toEqual(["2026-11-27"]);
  });
});
