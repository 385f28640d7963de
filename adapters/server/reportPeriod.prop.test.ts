// Properties of a report period: every instant inside it falls in one of the months it lists, a
// date period covers whole business-local days, and a backwards period is refused.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { INVALID_DATE_RANGE, inPeriod, monthsOf, periodOf } from "./reportPeriod";

const names = { from: "start", to: "end" };
const now = Temporal.Instant.from("2026-06-15T12:00:00Z");
const day = fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const zone = fc.constantFrom("Asia/Kuala_Lumpur", "Asia/Jakarta", "Asia/Singapore", "UTC", "America/New_York");

describe("periodOf", () => {
  it("lists every UTC month an instant of the period falls in", () => {
    fc.assert(fc.property(day, day, zone, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, timeZone, at) => {
      const [from, to] = a <= b ? [a, b] : [b, a];
      const period = periodOf({ from, to }, names, timeZone, now);
      const span = period.end.epochMilliseconds - period.start.epochMilliseconds;
      const inside = Temporal.Instant.fromEpochMilliseconds(period.start.epochMilliseconds + Math.floor(at * (span - 1)));
      expect(inPeriod(period, inside.toString())).toBe(true);
      expect(monthsOf(period)).toContain(inside.toString().slice(0, 7));
    }));
  });

  it("covers whole business-local days from the first to the last date", () => {
    fc.assert(fc.property(day, day, zone, (a, b, timeZone) => {
      const [from, to] = a <= b ? [a, b] : [b, a];
      const period = periodOf({ from, to }, names, timeZone, now);
      expect(period.start.toZonedDateTimeISO(timeZone).toPlainDateTime().toString()).toBe(`${from}T00:00:00`);
      expect(period.end.toZonedDateTimeISO(timeZone).toPlainDate().toString()).toBe(Temporal.PlainDate.from(to).add({ days: 1 }).toString());
    }));
  });

  it("refuses a period whose end date is before its start date", () => {
    fc.assert(fc.property(day, day, zone, (a, b, timeZone) => {
      fc.pre(a !== b);
      const [from, to] = a > b ? [a, b] : [b, a];
      expect(() => periodOf({ from, to }, names, timeZone, now)).toThrow(INVALID_DATE_RANGE);
    }));
  });

  it("is today in the business's time zone without dates", () => {
    const period = periodOf({}, names, "Asia/Kuala_Lumpur", Temporal.Instant.from("2026-06-15T20:00:00Z"));
    expect(period.start.toString()).toBe("2026-06-15T16:00:00Z");
  });
});
