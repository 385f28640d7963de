import { describe, expect, it } from "vitest";
import { Result, Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import {
  checkTimeOfDay, DEFAULT_TIME_PERIOD, minutesOfDay, periodContains, timeOfDayFromMinutes, timeOfDayOf, TimePeriod,
} from "./timeOfDay";

describe("time of day HH:mm", () => {
  it("accepts 24-hour times", () => {
    for (const t of ["00:00", "09:05", "12:30", "23:59"]) expect(checkTimeOfDay(t)).toBeNull();
  });

  it("refuses anything else with 'Invalid time'", () => {
    for (const t of ["24:00", "9:05", "12:60", "12:3", "1230", "", "12:30:00", "ab:cd"]) {
      expect(checkTimeOfDay(t)).toBe("Invalid time");
    }
  });

  it("converts to and from minutes", () => {
    expect(minutesOfDay("13:05")).toBe(785);
    expect(minutesOfDay("nope")).toBeNull();
    expect(timeOfDayFromMinutes(785)).toBe("13:05");
    expect(timeOfDayFromMinutes(-1)).toBe("23:59");
    expect(timeOfDayOf(Temporal.PlainTime.from("07:08:59"))).toBe("07:08");
  });

  it("decodes periods with the spec's message and defaults", () => {
    expect(DEFAULT_TIME_PERIOD).toEqual({ start: "00:00", end: "23:59" });
    const bad = Schema.decodeUnknownResult(TimePeriod)({ start: "00:00", end: "25:00" });
    expect(Result.isFailure(bad) && bad.failure.message).toContain("Invalid time");
  });

  it("checks whether a time is in a period", () => {
    expect(periodContains(DEFAULT_TIME_PERIOD, "23:59")).toBe(true);
    expect(periodContains({ start: "09:00", end: "17:00" }, "17:00")).toBe(true);
    expect(periodContains({ start: "09:00", end: "17:00" }, "17:01")).toBe(false);
    expect(periodContains({ start: "22:00", end: "02:00" }, "01:00")).toBe(true);
    expect(periodContains({ start: "22:00", end: "02:00" }, "12:00")).toBe(false);
    expect(periodContains({ start: "22:00", end: "02:00" }, "22:00")).toBe(true);
    expect(periodContains({ start: "22:00", end: "02:00" }, "02:00")).toBe(true);
    expect(periodContains({ start: "09:00", end: "09:00" }, "09:00")).toBe(true);
    expect(periodContains({ start: "09:00", end: "09:00" }, "10:00")).toBe(false);
  });

  it("contains no time that is not HH:mm, nor any time of a period that is not", () => {
    expect(periodContains(DEFAULT_TIME_PERIOD, "24:00")).toBe(false);
    expect(periodContains({ start: "9:00", end: "17:00" }, "08:00")).toBe(false);
    expect(periodContains({ start: "09:00", end: "5pm" }, "10:00")).toBe(false);
  });
});
