import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { item } from "./menuTestItems";
import { inSchedule, schedulerRunsAt } from "./schedule";

const KL = "Asia/Kuala_Lumpur";
const local = (iso: string) => Temporal.ZonedDateTime.from(`${iso}[${KL}]`).toInstant();
const breakfast = item("scheduler", { id: "s", name: "Breakfast", timePeriod: [{ start: "07:00", end: "10:30" }] });
const fridayNight = item("scheduler", { id: "f", name: "Friday night", repeat: "weekly", weekDay: ["friday"], timePeriod: [{ start: "22:00", end: "02:00" }] });

describe("schedulers", () => {
  it("runs a daily period in the business time zone, end minute included", () => {
    expect(schedulerRunsAt(breakfast, local("2026-03-02T07:00"), KL)).toBe(true);
    expect(schedulerRunsAt(breakfast, local("2026-03-02T10:30"), KL)).toBe(true);
    expect(schedulerRunsAt(breakfast, local("2026-03-02T10:31"), KL)).toBe(false);
    expect(schedulerRunsAt(breakfast, Temporal.Instant.from("2026-03-02T00:30:00Z"), KL)).toBe(true);
    expect(schedulerRunsAt(breakfast, Temporal.Instant.from("2026-03-02T07:30:00Z"), KL)).toBe(false);
  });

  it("runs a weekly overnight period from its day into the next morning", () => {
    expect(schedulerRunsAt(fridayNight, local("2026-03-06T23:00"), KL)).toBe(true);
    expect(schedulerRunsAt(fridayNight, local("2026-03-07T01:59"), KL)).toBe(true);
    expect(schedulerRunsAt(fridayNight, local("2026-03-07T23:00"), KL)).toBe(false);
    expect(schedulerRunsAt(fridayNight, local("2026-03-06T01:00"), KL)).toBe(false);
  });

  it("keeps a product with no scheduler always in schedule", () => {
    expect(inSchedule([], local("2026-03-02T03:00"), KL)).toBe(true);
    expect(inSchedule([breakfast, fridayNight], local("2026-03-02T03:00"), KL)).toBe(false);
  });
});
