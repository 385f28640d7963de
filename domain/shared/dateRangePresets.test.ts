import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import {
  DATE_RANGE_PRESET_LABELS, daysInRange, instantInRange, presetDateRange, rangeInstants,
} from "./dateRangePresets";

// 2024-03-10T16:30Z is 2024-03-11 00:30 in Kuala Lumpur (UTC+8).
const now = Temporal.Instant.from("2024-03-10T16:30:00Z");
const text = (r: { start: Temporal.PlainDate; end: Temporal.PlainDate }) => `${r.start}..${r.end}`;

describe("date range presets", () => {
  it("has the spec's labels", () => {
    expect(Object.values(DATE_RANGE_PRESET_LABELS)).toEqual(["Today", "Yesterday", "Last week", "Last 30 days"]);
  });

  it("computes dates in the business time zone", () => {
    expect(text(presetDateRange("today", now, "Asia/Kuala_Lumpur"))).toBe("2024-03-11..2024-03-11");
    expect(text(presetDateRange("today", now, "UTC"))).toBe("2024-03-10..2024-03-10");
    expect(text(presetDateRange("yesterday", now, "Asia/Kuala_Lumpur"))).toBe("2024-03-10..2024-03-10");
    expect(text(presetDateRange("lastWeek", now, "Asia/Kuala_Lumpur"))).toBe("2024-03-05..2024-03-11");
    expect(text(presetDateRange("last30Days", now, "Asia/Kuala_Lumpur"))).toBe("2024-02-11..2024-03-11");
    expect(daysInRange(presetDateRange("last30Days", now, "Asia/Kuala_Lumpur"))).toBe(30);
  });

  it("turns a date range into a half-open instant range", () => {
    const instants = rangeInstants(presetDateRange("today", now, "Asia/Kuala_Lumpur"), "Asia/Kuala_Lumpur");
    expect(instants.start.toString()).toBe("2024-03-10T16:00:00Z");
    expect(instants.end.toString()).toBe("2024-03-11T16:00:00Z");
    expect(instantInRange(instants, now)).toBe(true);
    expect(instantInRange(instants, instants.end)).toBe(false);
    expect(instantInRange(instants, instants.start)).toBe(true);
    expect(instantInRange(instants, instants.start.subtract({ milliseconds: 1 }))).toBe(false);
    expect(instantInRange(instants, instants.end.subtract({ milliseconds: 1 }))).toBe(true);
  });

  it("has 23-hour and 25-hour days across DST changes", () => {
    const springDay = { start: Temporal.PlainDate.from("2024-03-10"), end: Temporal.PlainDate.from("2024-03-10") };
    const spring = rangeInstants(springDay, "America/New_York");
    expect(spring.start.until(spring.end).total("hours")).toBe(23);
    const autumnDay = { start: Temporal.PlainDate.from("2024-11-03"), end: Temporal.PlainDate.from("2024-11-03") };
    const autumn = rangeInstants(autumnDay, "America/New_York");
    expect(autumn.start.until(autumn.end).total("hours")).toBe(25);
  });
});
