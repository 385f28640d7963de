import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { draftOf, nextRunTexts, triggerOf } from "./triggerForm";

describe("the trigger editor's form", () => {
  it("writes each preset's trigger", () => {
    expect(triggerOf(draftOf(null))).toEqual({ ok: true, trigger: { cron: "0 0 * * *" } });
    expect(triggerOf({ ...draftOf(null), preset: "weekly", weekdays: [3, 1] })).toEqual({ ok: true, trigger: { cron: "0 0 * * 1,3" } });
    expect(triggerOf({ ...draftOf(null), preset: "monthDay", day: "15", months: [12, 6] })).toEqual({ ok: true, trigger: { cron: "0 0 15 6,12 *" } });
    expect(triggerOf({ ...draftOf(null), preset: "birthday", birthdayKind: "before", beforeDay: "7" })).toEqual({
      ok: true, trigger: { birthday: { type: "before", day: 7 } },
    });
    expect(triggerOf({ ...draftOf(null), preset: "birthday", birthdayKind: "startOfMonth" })).toEqual({
      ok: true, trigger: { birthday: { type: "startOf", unit: "month" } },
    });
    expect(triggerOf({ ...draftOf(null), preset: "custom", cron: " 30 9 * * 1-5 " })).toEqual({ ok: true, trigger: { cron: "30 9 * * 1-5" } });
  });

  it("says the spec's message for each incomplete preset", () => {
    const blank = draftOf(null);
    expect(triggerOf({ ...blank, preset: "weekly" })).toEqual({ ok: false, problem: "select at least one weekday" });
    expect(triggerOf({ ...blank, preset: "monthDay", months: [1] })).toEqual({ ok: false, problem: "Day is required" });
    expect(triggerOf({ ...blank, preset: "monthDay", day: "3" })).toEqual({ ok: false, problem: "select at least one month" });
    expect(triggerOf({ ...blank, preset: "birthday", birthdayKind: "before" })).toEqual({ ok: false, problem: "Before day is required" });
    expect(triggerOf({ ...blank, preset: "birthday", birthdayKind: "before", beforeDay: "0" })).toEqual({ ok: false, problem: "Before day min is 1" });
    expect(triggerOf({ ...blank, preset: "custom", cron: "" })).toEqual({ ok: false, problem: "Cron expression is required" });
    expect(triggerOf({ ...blank, preset: "custom", cron: "0 0 * *" })).toEqual({ ok: false, problem: "Invalid cron expression" });
  });

  it("opens a stored trigger on the preset that writes it, else Custom", () => {
    expect(draftOf({ cron: "0 0 * * 1,3" })).toMatchObject({ preset: "weekly", weekdays: [1, 3] });
    expect(draftOf({ cron: "0 0 15 6,12 *" })).toMatchObject({ preset: "monthDay", day: "15", months: [6, 12] });
    expect(draftOf({ cron: "0 0 * * 3,1" })).toMatchObject({ preset: "custom", cron: "0 0 * * 3,1" });
    expect(draftOf({ birthday: { type: "startOf", unit: "week" } })).toMatchObject({ preset: "birthday", birthdayKind: "startOfWeek" });
    expect(draftOf({ birthday: { type: "before", day: 3 } })).toMatchObject({ preset: "birthday", beforeDay: "3" });
  });
});

describe("the trigger editor's next runs", () => {
  const now = Temporal.Instant.from("2026-03-10T20:00:00Z"); // Wednesday 11 March, 04:00 in Kuala Lumpur

  it("lists the next five runs as the business reads them, in its own zone", () => {
    expect(nextRunTexts("30 8 * * 1,3", now, "Asia/Kuala_Lumpur")).toEqual([
      "11/03/2026 08:30", "16/03/2026 08:30", "18/03/2026 08:30", "23/03/2026 08:30", "25/03/2026 08:30",
    ]);
    // A yearly expression, read in another zone.
    expect(nextRunTexts("0 0 1 1 *", now, "Australia/Sydney")).toEqual(["01/01/2027 00:00", "01/01/2028 00:00", "01/01/2029 00:00", "01/01/2030 00:00", "01/01/2031 00:00"]);
  });

  it("lists fewer when the expression runs rarely within five years, and none for an expression that never runs", () => {
    expect(nextRunTexts("0 0 29 2 *", now, "Asia/Kuala_Lumpur")).toEqual(["29/02/2028 00:00"]);
    expect(nextRunTexts("0 0 31 2 *", now, "Asia/Kuala_Lumpur")).toEqual([]);
  });
});
