import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, it } from "vitest";
import { lastCronRun, monthDayCron, nextCronRun, weeklyCron } from "./cronSchedule";

const zoneArb = fc.constantFrom("Asia/Kuala_Lumpur", "Asia/Tokyo", "Europe/London", "America/New_York");
const instantArb = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const cronArb = fc.oneof(
  fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }).map(weeklyCron),
  fc.tuple(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 28 })).map(([m, d]) => monthDayCron(m, d)),
  fc.constantFrom("0 0 * * *", "30 9 * * 1-5", "0 */6 * * *"),
);

describe("cron schedule properties", () => {
  it("the next run is after the instant, and the last run at or before it", () => {
    fc.assert(fc.property(cronArb, instantArb, zoneArb, (cron, now, zone) => {
      const next = nextCronRun(cron, now, zone);
      const last = lastCronRun(cron, now, zone);
      return next !== null && last !== null && Temporal.Instant.compare(next, now) > 0 && Temporal.Instant.compare(last, now) <= 0;
    }));
  });

  it("no run lies between the last and the next: the run after the last run is the next run", () => {
    fc.assert(fc.property(cronArb, instantArb, zoneArb, (cron, now, zone) => {
      const last = lastCronRun(cron, now, zone);
      const next = nextCronRun(cron, now, zone);
      if (last === null || next === null) return false;
      const afterLast = nextCronRun(cron, last, zone);
      return afterLast !== null && afterLast.equals(next);
    }));
  });

  it("preset runs fall on midnight in the business zone, on a chosen weekday", () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }), instantArb, zoneArb, (days, now, zone) => {
      const next = nextCronRun(weeklyCron(days), now, zone)?.toZonedDateTimeISO(zone);
      return next !== undefined && next.hour === 0 && next.minute === 0 && days.includes(next.dayOfWeek % 7);
    }));
  });
});
