import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type DayHours, OperatingHours, isOpenAt, isOpenAtInstant } from "./operatingHours";
import { messagesOf } from "./schemaSpec";

const closed: DayHours = { enable: false, hours: [] };
const week = (days: Partial<Record<number, DayHours>>): DayHours[] =>
  Array.from({ length: 7 }, (_, weekday) => days[weekday] ?? closed);

describe("operating hours", () => {
  it("needs exactly seven days of HH:mm periods", () => {
    expect(messagesOf(OperatingHours, week({}))).toEqual([]);
    expect(messagesOf(OperatingHours, week({}).slice(1))).toEqual(["Operating hours need 7 days"]);
    expect(messagesOf(OperatingHours, week({ 1: { enable: true, hours: [{ start: "9:00", end: "24:00" }] } })))
      .toEqual(["Invalid time", "Invalid time"]);
  });

  it("is open inside an enabled day's period, both ends included", () => {
    const hours = week({ 1: { enable: true, hours: [{ start: "09:00", end: "17:00" }] } });
    expect(isOpenAt(hours, 1, "09:00")).toBe(true);
    expect(isOpenAt(hours, 1, "17:00")).toBe(true);
    expect(isOpenAt(hours, 1, "17:01")).toBe(false);
    expect(isOpenAt(hours, 2, "10:00")).toBe(false);
  });

  it("ignores the periods of a disabled day", () => {
    expect(isOpenAt(week({ 1: { enable: false, hours: [{ start: "09:00", end: "17:00" }] } }), 1, "10:00")).toBe(false);
  });

  it("runs a period past midnight into the next morning, from Saturday into Sunday too", () => {
    const hours = week({ 6: { enable: true, hours: [{ start: "22:00", end: "02:00" }] } });
    expect(isOpenAt(hours, 6, "23:30")).toBe(true);
    expect(isOpenAt(hours, 0, "01:59")).toBe(true);
    expect(isOpenAt(hours, 0, "02:01")).toBe(false);
    expect(isOpenAt(hours, 6, "01:00")).toBe(false);
  });

  it("reads an instant in the restaurant's time zone", () => {
    const hours = week({ 1: { enable: true, hours: [{ start: "09:00", end: "17:00" }] } });
    // Monday 2025-03-03 01:30 UTC is 09:30 in Kuala Lumpur.
    const instant = Temporal.Instant.from("2025-03-03T01:30:00Z");
    expect(isOpenAtInstant(hours, instant, "Asia/Kuala_Lumpur")).toBe(true);
    expect(isOpenAtInstant(hours, instant, "UTC")).toBe(false);
  });
});
