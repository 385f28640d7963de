import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { MAX_CATCH_UP, dailyRunOf, dueBenefitRuns, dueDailyRuns, dueSeasonRuns } from "./dueRuns";

const ZONE = "Asia/Kuala_Lumpur";
const at = (iso: string) => Temporal.Instant.from(iso);
const dates = (runs: ReadonlyArray<{ date: Temporal.PlainDate }>) => runs.map((r) => r.date.toString());

describe("due runs", () => {
  const cycle = { month: [3, 6], rules: [] };

  it("season resets are due at the start of the 1st of each chosen month in the business zone", () => {
    const runs = dueSeasonRuns(cycle, at("2026-01-10T00:00:00Z"), at("2026-07-15T00:00:00Z"), ZONE);
    expect(dates(runs)).toEqual(["2026-03-01", "2026-06-01"]);
    expect(runs[0]?.dueAt.toString()).toBe("2026-02-28T16:00:00Z");
    expect(dueSeasonRuns(cycle, at("2026-02-28T15:59:00Z"), at("2026-02-28T15:59:59Z"), ZONE)).toEqual([]);
  });

  it("a run already taken (since = its due instant) is not due again", () => {
    expect(dueSeasonRuns(cycle, at("2026-02-28T16:00:00Z"), at("2026-03-02T00:00:00Z"), ZONE)).toEqual([]);
    expect(dueBenefitRuns({ cron: "0 0 1 * *" }, at("2026-02-28T16:00:00Z"), at("2026-03-02T00:00:00Z"), ZONE)).toEqual([]);
  });

  it("cron benefits are due at each run of the expression, birthday benefits each day", () => {
    expect(dates(dueBenefitRuns({ cron: "0 0 1 * *" }, at("2026-01-10T00:00:00Z"), at("2026-04-15T00:00:00Z"), ZONE))).toEqual(["2026-02-01", "2026-03-01", "2026-04-01"]);
    const birthday = { birthday: { type: "before" as const, day: 0 } };
    expect(dates(dueBenefitRuns(birthday, at("2026-01-10T04:00:00Z"), at("2026-01-12T17:00:00Z"), ZONE))).toEqual(["2026-01-11", "2026-01-12", "2026-01-13"]);
  });

  it("the credit expiry is due at midnight of each business day, and its latest run is today's midnight", () => {
    const runs = dueDailyRuns(at("2026-01-10T16:00:00Z"), at("2026-01-12T16:00:00Z"), ZONE);
    expect(runs.map((run) => run.dueAt.toString())).toEqual(["2026-01-11T16:00:00Z", "2026-01-12T16:00:00Z"]);
    expect(dates(runs)).toEqual(["2026-01-12", "2026-01-13"]);
    expect(dailyRunOf(at("2026-01-12T15:59:59Z"), ZONE).dueAt.toString()).toBe("2026-01-11T16:00:00Z");
    expect(dailyRunOf(at("2026-03-08T12:00:00Z"), "America/New_York").dueAt.toString()).toBe("2026-03-08T05:00:00Z");
  });

  it("a long downtime catches up at most MAX_CATCH_UP runs per tick", () => {
    expect(dueBenefitRuns({ cron: "0 0 * * *" }, at("2025-01-01T00:00:00Z"), at("2026-01-01T00:00:00Z"), ZONE)).toHaveLength(MAX_CATCH_UP);
  });
});
