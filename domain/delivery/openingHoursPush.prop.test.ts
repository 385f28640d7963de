// Properties of the opening hours a platform is sent: it shows the store open exactly when the
// operating hours do, and merged spans never overlap.
import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { type OperatingHours, isOpenAt } from "../business/operatingHours";
import { minutesOfDay, timeOfDayFromMinutes } from "../shared/timeOfDay";
import { GRAB_DAYS, type WeeklyOpenPeriods, mergeSpans, openPeriodsOf } from "./openingHoursPush";

const time = fc.integer({ min: 0, max: 1439 }).map(timeOfDayFromMinutes);
const period = fc.record({ start: time, end: time });
const week: fc.Arbitrary<OperatingHours> = fc.array(fc.record({ enable: fc.boolean(), hours: fc.array(period, { maxLength: 3 }) }), { minLength: 7, maxLength: 7 });

const coveredBy = (periods: WeeklyOpenPeriods, weekday: number, at: number): boolean =>
  (periods[GRAB_DAYS[weekday] ?? "sun"] ?? []).some((p) => (minutesOfDay(p.startTime) ?? -1) <= at && at <= (minutesOfDay(p.endTime) ?? -1));

describe("openPeriodsOf", () => {
  it("shows the store open on the platform exactly when its operating hours say, overnight periods included", () => {
    fc.assert(fc.property(week, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 1439 }), (hours, weekday, at) => {
      const pushed = openPeriodsOf(hours);
      fc.pre(Result.isSuccess(pushed));
      if (Result.isSuccess(pushed)) expect(coveredBy(pushed.success, weekday, at)).toBe(isOpenAt(hours, weekday, timeOfDayFromMinutes(at)));
    }));
  });

  it("merges into sorted spans that neither overlap nor touch, covering the same minutes", () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
    fc.assert(fc.property(fc.array(span), fc.integer({ min: 0, max: 1439 }), (spans, at) => {
      const merged = mergeSpans(spans);
      merged.forEach((s, i) => {
        const next = merged[i + 1];
        if (next !== undefined) expect(next[0]).toBeGreaterThan(s[1] + 1);
      });
      const covers = (list: ReadonlyArray<readonly [number, number]>) => list.some(([a, b]) => a <= at && at <= b);
      expect(covers(merged)).toBe(covers(spans));
    }));
  });

  it("splits Friday 22:00-02:00 at midnight", () => {
    const closed = { enable: false, hours: [] };
    const hours = [closed, closed, closed, closed, closed, { enable: true, hours: [{ start: "22:00", end: "02:00" }] }, closed];
    const pushed = openPeriodsOf(hours);
    expect(Result.isSuccess(pushed) && pushed.success).toMatchObject({ fri: [{ startTime: "22:00", endTime: "23:59" }], sat: [{ startTime: "00:00", endTime: "02:00" }], sun: [] });
  });

  it("refuses a day with more than three periods", () => {
    const busy = { enable: true, hours: ["08", "11", "14", "17"].map((h) => ({ start: `${h}:00`, end: `${h}:30` })) };
    const closed = { enable: false, hours: [] };
    expect(openPeriodsOf([closed, busy, closed, closed, closed, closed, closed])).toEqual(Result.fail("At most 3 opening periods on mon"));
  });
});
