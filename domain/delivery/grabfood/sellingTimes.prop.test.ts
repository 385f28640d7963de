// A scheduler's GrabFood selling time opens exactly when the scheduler runs (schedule.ts), minute
// by minute, overnight periods and weekly days included.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { schedulerRunsAt } from "../../menu/schedule";
import type { Scheduler } from "../../menu/scheduler";
import { minutesOfDay } from "../../shared/timeOfDay";
import { GRAB_DAYS } from "../openingHoursPush";
import type { GrabServiceHour } from "./grabMenu";
import { schedulersSellingTime } from "./sellingTimes";

const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const scheduler = fc.record({
  timePeriod: fc.array(fc.record({ start: time, end: time }), { minLength: 1, maxLength: 3 }),
  weekDay: fc.subarray([...days], { minLength: 1 }),
  repeat: fc.constantFrom("daily" as const, "weekly" as const),
}).map((s): Scheduler => ({ id: "s", name: "S", ...s }));

const opens = (hour: GrabServiceHour, minute: number): boolean => {
  if (hour.openPeriodType === "OpenAllDay") return true;
  if (hour.openPeriodType === "CloseAllDay") return false;
  return hour.periods.some((p) => (minutesOfDay(p.startTime) ?? 0) <= minute && minute <= (minutesOfDay(p.endTime) ?? 0));
};

describe("selling times of schedulers", () => {
  it("open exactly when one of the schedulers runs", () => {
    fc.assert(fc.property(fc.array(scheduler, { minLength: 1, maxLength: 2 }), fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }), (schedulers, offset) => {
      const at = Temporal.Instant.from("2026-03-01T00:00:00Z").add({ minutes: offset });
      const local = at.toZonedDateTimeISO("UTC");
      const selling = schedulersSellingTime(schedulers.map((s, i) => ({ ...s, id: `s${i}` })), "2026-03-01");
      const hour = selling.serviceHours[GRAB_DAYS[local.dayOfWeek % 7] ?? "sun"];
      expect(opens(hour, local.hour * 60 + local.minute)).toBe(schedulers.some((s) => schedulerRunsAt(s, at, "UTC")));
    }), { numRuns: 500 });
  });
});
