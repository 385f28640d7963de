import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { birthdayTriggerDate, checkBeforeDay, isBirthdayTriggerDay, lastBirthdayTrigger, nextBirthdayTrigger } from "./birthdayTrigger";

const date = (iso: string) => Temporal.PlainDate.from(iso);
const birthday = date("1990-06-18"); // a Thursday in 2026

describe("birthday triggers", () => {
  it("fires N days before, on the day for 0, after for negative", () => {
    expect(birthdayTriggerDate(birthday, 2026, { type: "before", day: 3 })).toEqual(date("2026-06-15"));
    expect(birthdayTriggerDate(birthday, 2026, { type: "before", day: 0 })).toEqual(date("2026-06-18"));
    expect(birthdayTriggerDate(birthday, 2026, { type: "before", day: -2 })).toEqual(date("2026-06-20"));
  });

  it("fires on the Monday of the birthday week or the 1st of the birthday month", () => {
    expect(birthdayTriggerDate(birthday, 2026, { type: "startOf", unit: "week" })).toEqual(date("2026-06-15"));
    expect(birthdayTriggerDate(birthday, 2026, { type: "startOf", unit: "month" })).toEqual(date("2026-06-01"));
    expect(birthdayTriggerDate(date("2000-01-03"), 2027, { type: "startOf", unit: "week" })).toEqual(date("2026-12-28"));
  });

  it("finds the next and last trigger across years", () => {
    const early = date("2000-01-05");
    expect(nextBirthdayTrigger(early, { type: "before", day: 10 }, date("2026-12-27"))).toEqual(date("2026-12-26").add({ years: 1 }));
    expect(nextBirthdayTrigger(early, { type: "before", day: 10 }, date("2026-12-20"))).toEqual(date("2026-12-26"));
    expect(lastBirthdayTrigger(early, { type: "before", day: 10 }, date("2026-12-25"))).toEqual(date("2025-12-26"));
    expect(nextBirthdayTrigger(date("2000-02-29"), { type: "before", day: 0 }, date("2026-01-01"))).toEqual(date("2026-02-28"));
    // 1 January 2026 is a Thursday (its week starts 29 Dec 2025), so on 31 Dec 2025 the next
    // week start is 2027's birthday week, on 28 Dec 2026.
    expect(nextBirthdayTrigger(date("1960-01-01"), { type: "startOf", unit: "week" }, date("2025-12-31"))).toEqual(date("2026-12-28"));
  });

  it("tells a distribution job whether today is the trigger day", () => {
    expect(isBirthdayTriggerDay(birthday, { type: "startOf", unit: "month" }, date("2026-06-01"))).toBe(true);
    expect(isBirthdayTriggerDay(birthday, { type: "startOf", unit: "month" }, date("2026-06-02"))).toBe(false);
  });

  it("checks the before-day field", () => {
    expect(checkBeforeDay(null)).toBe("Before day is required");
    expect(checkBeforeDay(0)).toBe("Before day min is 1");
    expect(checkBeforeDay(1.5)).toBe("Invalid integer");
    expect(checkBeforeDay(7)).toBeNull();
  });
});
