import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { item } from "./menuTestItems";
import { WEEK_DAYS } from "./scheduler";
import { schedulerRunsAt } from "./schedule";

const instant = fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const zone = fc.constantFrom("Asia/Kuala_Lumpur", "Asia/Tokyo", "Europe/London", "America/New_York");
const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

describe("schedulers (properties)", () => {
  it("the default scheduler runs at every instant in every zone", () => {
    const always = item("scheduler", { id: "a", name: "Always" });
    fc.assert(fc.property(instant, zone, (at, tz) => {
      expect(schedulerRunsAt(always, at, tz)).toBe(true);
    }));
  });

  it("a weekly scheduler with every day runs exactly when the daily one does", () => {
    fc.assert(fc.property(instant, zone, hhmm, hhmm, (at, tz, start, end) => {
      const daily = item("scheduler", { id: "d", name: "D", timePeriod: [{ start, end }] });
      expect(schedulerRunsAt({ ...daily, repeat: "weekly", weekDay: [...WEEK_DAYS] }, at, tz)).toBe(schedulerRunsAt(daily, at, tz));
    }));
  });

  it("a weekly scheduler with no day never runs", () => {
    fc.assert(fc.property(instant, zone, hhmm, hhmm, (at, tz, start, end) => {
      expect(schedulerRunsAt(item("scheduler", { id: "w", name: "W", repeat: "weekly", weekDay: [], timePeriod: [{ start, end }] }), at, tz)).toBe(false);
    }));
  });

  it("a same-day period runs exactly between its start and end minutes, local time", () => {
    fc.assert(fc.property(instant, zone, hhmm, hhmm, (at, tz, a, b) => {
      const [start, end] = a <= b ? [a, b] : [b, a];
      const local = at.toZonedDateTimeISO(tz);
      const now = `${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`;
      expect(schedulerRunsAt(item("scheduler", { id: "p", name: "P", timePeriod: [{ start, end }] }), at, tz)).toBe(start <= now && now <= end);
    }));
  });
});
