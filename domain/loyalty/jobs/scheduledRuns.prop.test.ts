import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { monthDayCron, weeklyCron } from "../cronSchedule";
import type { Benefit } from "../programme/benefits";
import { MAX_CATCH_UP } from "./dueRuns";
import { type JobSchedule, type ScheduledJob, LATEST_RUN_LOOKBACK_DAYS, NEXT_RUN_HORIZON_DAYS, latestRun, nextRun, runNowPeriod, runsBetween } from "./scheduledRuns";

const zoneArb = fc.constantFrom("Asia/Kuala_Lumpur", "Asia/Tokyo", "Europe/London", "America/New_York");
const instantArb = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const cronArb = fc.oneof(
  fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }).map(weeklyCron),
  fc.tuple(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 28 })).map(([m, d]) => monthDayCron(m, d)),
  fc.constantFrom("0 0 * * *", "0 0 1 * *"),
);
const triggerArb = fc.oneof(
  cronArb.map((cron) => ({ cron })),
  fc.oneof(
    fc.integer({ min: 0, max: 30 }).map((day) => ({ type: "before" as const, day })),
    fc.constantFrom("month" as const, "week" as const).map((unit) => ({ type: "startOf" as const, unit })),
  ).map((birthday) => ({ birthday })),
);
const monthsArb = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 0, maxLength: 12 }).map((months) => [...months].sort((a, b) => a - b));

const benefit = (triggerer: (Benefit["options"] & { type: "schedule" })["triggerer"]): Benefit => ({
  id: "b1", name: "Scheduled", description: "", image: null, requiredTitle: null, minTier: null, maxTier: null, minLevel: null, maxLevel: null, targetRestaurant: [],
  options: { type: "schedule", vouchers: [], freeCredit: null, triggerer },
});

const jobArb: fc.Arbitrary<{ job: ScheduledJob; schedule: JobSchedule }> = fc.oneof(
  monthsArb.map((month) => ({ job: { kind: "season" as const, jobId: "season" }, schedule: { levelCycle: { month, rules: [] }, benefits: [] } })),
  triggerArb.map((trigger) => ({ job: { kind: "benefit" as const, jobId: "b1" }, schedule: { levelCycle: { month: [], rules: [] }, benefits: [benefit(trigger)] } })),
  monthsArb.map((month) => ({ job: { kind: "creditExpiry" as const, jobId: "credit" }, schedule: { levelCycle: { month, rules: [] }, benefits: [] } })),
);
/** Whether the job has runs at all: a season reset needs months, the others always run. */
const hasRunsOf = (job: ScheduledJob, schedule: JobSchedule): boolean => job.kind !== "season" || schedule.levelCycle.month.length > 0;
const spanArb = fc.tuple(instantArb, fc.integer({ min: 0, max: 90 * 24 * 3600 * 1000 })).map(([since, ms]) => ({ since, now: since.add({ milliseconds: ms }) }));

describe("scheduled runs properties", () => {
  it("the next run is the first run after the last claimed one: after `since`, with no run between", () => {
    fc.assert(fc.property(jobArb, spanArb, zoneArb, ({ job, schedule }, { since, now }, zone) => {
      const next = nextRun(job, schedule, since, now, zone);
      if (next === null) return;
      expect(Temporal.Instant.compare(next.dueAt, since)).toBeGreaterThan(0);
      expect(runsBetween(job, schedule, since, next.dueAt.subtract({ nanoseconds: 1 }), zone)).toEqual([]);
      expect(runsBetween(job, schedule, since, next.dueAt, zone).at(-1)?.dueKey).toBe(next.dueKey);
    }));
  });

  it("an active job with a yearly or more frequent schedule always has a next run within the horizon", () => {
    fc.assert(fc.property(jobArb, spanArb, zoneArb, ({ job, schedule }, { since, now }, zone) => {
      const hasRuns = hasRunsOf(job, schedule);
      const next = nextRun(job, schedule, since, now, zone);
      expect(next !== null).toBe(hasRuns);
      if (next !== null) expect(Temporal.Instant.compare(next.dueAt, now.add({ hours: 24 * NEXT_RUN_HORIZON_DAYS }))).toBeLessThanOrEqual(0);
    }));
  });

  it("a job the programme no longer asks for has no runs", () => {
    fc.assert(fc.property(jobArb.filter(({ job }) => job.kind !== "creditExpiry"), spanArb, zoneArb, ({ job }, { since, now }, zone) => {
      const emptied: JobSchedule = { levelCycle: { month: [], rules: [] }, benefits: [] };
      expect(runsBetween(job, emptied, since, now, zone)).toEqual([]);
      expect(nextRun(job, emptied, since, now, zone)).toBeNull();
    }));
  });

  it("the latest run is a run of the schedule at or before now, with no run after it up to now", () => {
    fc.assert(fc.property(jobArb, instantArb, zoneArb, ({ job, schedule }, now, zone) => {
      const latest = latestRun(job, schedule, now, zone);
      const hasRuns = hasRunsOf(job, schedule);
      expect(latest !== null).toBe(hasRuns);
      if (latest === null) return;
      expect(Temporal.Instant.compare(latest.dueAt, now)).toBeLessThanOrEqual(0);
      expect(Temporal.Instant.compare(latest.dueAt, now.subtract({ hours: 24 * LATEST_RUN_LOOKBACK_DAYS }))).toBeGreaterThan(0);
      expect(runsBetween(job, schedule, latest.dueAt, now, zone)).toEqual([]);
      expect(runsBetween(job, schedule, latest.dueAt.subtract({ nanoseconds: 1 }), latest.dueAt, zone).map((run) => run.dueKey)).toEqual([latest.dueKey]);
    }));
  });

  it("Run now takes the oldest run the runner has not claimed, else the latest one", () => {
    fc.assert(fc.property(jobArb, spanArb, zoneArb, ({ job, schedule }, { since, now }, zone) => {
      const due = runsBetween(job, schedule, since, now, zone);
      const period = runNowPeriod(job, schedule, since, now, zone);
      expect(period?.dueKey).toBe(due.length > 0 ? due[0]?.dueKey : latestRun(job, schedule, now, zone)?.dueKey);
    }));
  });

  it("the credit expiry is due at the start of each business day in (since, now], one a day, none missed", () => {
    const job: ScheduledJob = { kind: "creditExpiry", jobId: "credit" };
    const schedule: JobSchedule = { levelCycle: { month: [], rules: [] }, benefits: [] };
    fc.assert(fc.property(spanArb, zoneArb, ({ since, now }, zone) => {
      const runs = runsBetween(job, schedule, since, now, zone);
      const dateOf = (instant: Temporal.Instant) => instant.toZonedDateTimeISO(zone).toPlainDate();
      const days = dateOf(since).until(dateOf(now), { largestUnit: "days" }).days;
      expect(runs).toHaveLength(Math.min(days, MAX_CATCH_UP));
      runs.forEach((run, i) => {
        expect(Temporal.Instant.compare(run.dueAt, since)).toBeGreaterThan(0);
        expect(Temporal.Instant.compare(run.dueAt, now)).toBeLessThanOrEqual(0);
        expect(run.dueAt.toZonedDateTimeISO(zone).toPlainTime().toString()).toBe("00:00:00");
        expect(run.date.equals(dateOf(since).add({ days: i + 1 }))).toBe(true);
      });
    }));
  });
});

describe("the latest run on a 25-hour day", () => {
  it("finds a birthday benefit's run of today late on the day summer time ends (London, 2026-10-25 has 25 hours)", () => {
    const job: ScheduledJob = { kind: "benefit", jobId: "b1" };
    const schedule: JobSchedule = { levelCycle: { month: [], rules: [] }, benefits: [benefit({ birthday: { type: "before", day: 0 } })] };
    const lateThatDay = Temporal.ZonedDateTime.from("2026-10-25T23:30:00[Europe/London]").toInstant();
    const latest = latestRun(job, schedule, lateThatDay, "Europe/London");
    expect(latest?.dueAt.toZonedDateTimeISO("Europe/London").toString()).toBe("2026-10-25T00:00:00+01:00[Europe/London]");
  });
});
