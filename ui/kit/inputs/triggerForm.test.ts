import { describe, expect, it } from "vitest";
import { draftOf, triggerOf } from "./triggerForm";

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
