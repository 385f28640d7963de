import fc from "fast-check";
import { describe, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { dateInZone } from "./calendarDate";
import { daysInRange, instantInRange, presetDateRange, rangeInstants } from "./dateRangePresets";

const zones = ["Asia/Kuala_Lumpur", "Asia/Tokyo", "UTC", "America/New_York", "Europe/London", "Australia/Sydney",
  "America/Sao_Paulo", "Pacific/Chatham", "Asia/Kolkata", "America/St_Johns"];
const zone = fc.constantFrom(...zones);
// Any instant 2000-01-01 .. 2040-01-01; the zones include DST, half-hour and 45-minute offsets
// and Sao Paulo, whose old DST changes happened at midnight (days starting at 01:00).
const now = fc.integer({ min: 946_684_800_000, max: 2_208_988_800_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const EXPECTED_DAYS = { today: 1, yesterday: 1, lastWeek: 7, last30Days: 30 } as const;
const preset = fc.constantFrom("today", "yesterday", "lastWeek", "last30Days" as const);

describe("date range preset properties", () => {
  it("each preset has its number of days", () => {
    fc.assert(fc.property(preset, now, zone, (p, n, z) => daysInRange(presetDateRange(p, n, z)) === EXPECTED_DAYS[p]));
  });

  it("Today, Last week and Last 30 days end on now's date and contain now", () => {
    fc.assert(fc.property(fc.constantFrom("today", "lastWeek", "last30Days" as const), now, zone, (p, n, z) => {
      const range = presetDateRange(p, n, z);
      return range.end.equals(dateInZone(n, z)) && instantInRange(rangeInstants(range, z), n);
    }));
  });

  it("Yesterday ends the day before now's date and does not contain now", () => {
    fc.assert(fc.property(now, zone, (n, z) => {
      const range = presetDateRange("yesterday", n, z);
      return range.end.equals(dateInZone(n, z).subtract({ days: 1 })) && !instantInRange(rangeInstants(range, z), n);
    }));
  });

  it("the instant range spans whole days: within an hour of 24 h per day (DST), and is tiled by its days", () => {
    fc.assert(fc.property(preset, now, zone, (p, n, z) => {
      const range = presetDateRange(p, n, z);
      const instants = rangeInstants(range, z);
      const hours = instants.start.until(instants.end).total("hours");
      const days = daysInRange(range);
      const firstDay = rangeInstants({ start: range.start, end: range.start }, z);
      return Math.abs(hours - 24 * days) <= 1 && firstDay.start.equals(instants.start) &&
        dateInZone(instants.start, z).equals(range.start) &&
        dateInZone(instants.end.subtract({ nanoseconds: 1 }), z).equals(range.end);
    }));
  });
});
