import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  checkCronExpression, checkMonthDay, checkWeekdays, cronRunsBetween, lastCronRun, monthDayCron, nextCronRun, nextDistributeText, weeklyCron,
} from "./cronSchedule";

const zone = "Asia/Kuala_Lumpur";
const at = (iso: string) => Temporal.Instant.from(iso);

describe("cron schedule", () => {
  it("validates expressions with the spec's messages", () => {
    expect(checkCronExpression("  ")).toBe("Cron expression is required");
    expect(checkCronExpression("0 0 *")).toBe("Invalid cron expression");
    expect(checkCronExpression("61 0 * * *")).toBe("Invalid cron expression");
    expect(checkCronExpression("0 0 * * * * *")).toBe("Invalid cron expression");
    expect(checkCronExpression("0 0 * * *")).toBeNull();
    expect(checkCronExpression("30 0 0 * * 1")).toBeNull();
    expect(checkWeekdays([])).toBe("select at least one weekday");
    expect(checkMonthDay([], 5)).toBe("select at least one month");
    expect(checkMonthDay([1], null)).toBe("Day is required");
  });

  it("needs at least 5 fields, however the expression is spaced", () => {
    expect(checkCronExpression("* * * *")).toBe("Invalid cron expression");
    expect(checkCronExpression(" * * * *")).toBe("Invalid cron expression");
    expect(checkCronExpression("*  * * *")).toBe("Invalid cron expression");
    expect(nextCronRun("* * * *", at("2026-03-01T10:00:00Z"), zone)).toBeNull();
    expect(checkCronExpression("  0  0 * *  * ")).toBeNull();
    expect(nextCronRun(" 0 0 * * * ", at("2026-03-01T10:00:00Z"), zone)).toEqual(at("2026-03-01T16:00:00Z"));
  });

  it("accepts a weekly choice with a weekday and a month-and-day choice with a day and a month", () => {
    expect(checkWeekdays([1])).toBeNull();
    expect(checkMonthDay([1], 5)).toBeNull();
    expect(checkMonthDay([1], undefined)).toBe("Day is required");
    expect(checkMonthDay([1], Number.NaN)).toBe("Day is required");
  });

  it("builds the presets", () => {
    expect(weeklyCron([3, 1, 1])).toBe("0 0 * * 1,3");
    expect(monthDayCron([12, 6], 15)).toBe("0 0 15 6,12 *");
  });

  it("finds runs at midnight in the business zone", () => {
    expect(nextCronRun("0 0 * * *", at("2026-03-01T10:00:00Z"), zone)).toEqual(at("2026-03-01T16:00:00Z"));
    expect(nextCronRun("0 0 * * *", at("2026-03-01T16:00:00Z"), zone)).toEqual(at("2026-03-02T16:00:00Z"));
    expect(lastCronRun("0 0 * * *", at("2026-03-01T16:00:00Z"), zone)).toEqual(at("2026-03-01T16:00:00Z"));
    expect(lastCronRun("0 0 * * *", at("2026-03-01T15:59:59Z"), zone)).toEqual(at("2026-02-28T16:00:00Z"));
    expect(nextCronRun("nonsense", at("2026-03-01T10:00:00Z"), zone)).toBeNull();
    expect(cronRunsBetween("0 0 * * *", at("2026-03-01T10:00:00Z"), at("2026-03-03T16:00:00Z"), zone, 10)).toEqual([
      at("2026-03-01T16:00:00Z"), at("2026-03-02T16:00:00Z"), at("2026-03-03T16:00:00Z"),
    ]);
  });

  it("says when a benefit distributes next", () => {
    expect(nextDistributeText(monthDayCron([6], 15), at("2026-03-01T10:00:00Z"), zone)).toBe("Next distribute 15/06/2026");
    expect(nextDistributeText("0 0", at("2026-03-01T10:00:00Z"), zone)).toBe("Invalid cron expression");
    expect(nextDistributeText(" ", at("2026-03-01T10:00:00Z"), zone)).toBe("Cron expression is required");
    expect(nextDistributeText("0 0 * * * * *", at("2026-03-01T10:00:00Z"), zone)).toBe("Invalid cron expression");
  });
});
