import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, it } from "vitest";
import { type BirthdayTrigger, birthdayInYear, birthdayTriggerDate, isBirthdayTriggerDay, lastBirthdayTrigger, nextBirthdayTrigger } from "./birthdayTrigger";

const dateArb = (from: string, days: number) => fc.integer({ min: 0, max: days }).map((d) => Temporal.PlainDate.from(from).add({ days: d }));
const birthdayArb = dateArb("1950-01-01", 365 * 60);
const triggerArb: fc.Arbitrary<BirthdayTrigger> = fc.oneof(
  fc.integer({ min: -60, max: 400 }).map((day): BirthdayTrigger => ({ type: "before", day })),
  fc.constantFrom<BirthdayTrigger>({ type: "startOf", unit: "week" }, { type: "startOf", unit: "month" }),
);
const yearArb = fc.integer({ min: 2000, max: 2100 });
const cmp = Temporal.PlainDate.compare;

describe("birthday trigger properties", () => {
  it("'before N' is N days before the birthday", () => {
    fc.assert(fc.property(birthdayArb, yearArb, fc.integer({ min: -60, max: 400 }), (birthday, year, day) =>
      birthdayTriggerDate(birthday, year, { type: "before", day }).until(birthdayInYear(birthday, year)).days === day));
  });

  it("start of week is a Monday within 6 days before the birthday; start of month its 1st", () => {
    fc.assert(fc.property(birthdayArb, yearArb, (birthday, year) => {
      const week = birthdayTriggerDate(birthday, year, { type: "startOf", unit: "week" });
      const month = birthdayTriggerDate(birthday, year, { type: "startOf", unit: "month" });
      const gap = week.until(birthdayInYear(birthday, year)).days;
      return week.dayOfWeek === 1 && gap >= 0 && gap <= 6 && month.day === 1 && month.month === birthday.month;
    }));
  });

  it("the next trigger is on or after the date and is a trigger; none lies between", () => {
    fc.assert(fc.property(birthdayArb, triggerArb, dateArb("2020-01-01", 3650), (birthday, trigger, from) => {
      const next = nextBirthdayTrigger(birthday, trigger, from);
      const last = lastBirthdayTrigger(birthday, trigger, from);
      const triggers = [from.year - 3, from.year - 2, from.year - 1, from.year, from.year + 1, from.year + 2, from.year + 3]
        .map((year) => birthdayTriggerDate(birthday, year, trigger));
      return cmp(next, from) >= 0 && cmp(last, from) <= 0 &&
        triggers.some((t) => t.equals(next)) && triggers.some((t) => t.equals(last)) &&
        triggers.every((t) => !(cmp(t, from) >= 0 && cmp(t, next) < 0) && !(cmp(t, from) <= 0 && cmp(t, last) > 0));
    }));
  });

  it("a month trigger day comes once a year; a week one at most twice (weeks cross new year)", () => {
    fc.assert(fc.property(birthdayArb, fc.constantFrom("week" as const, "month" as const), fc.integer({ min: 2001, max: 2090 }), (birthday, unit, year) => {
      let days = 0;
      for (let d = Temporal.PlainDate.from({ year, month: 1, day: 1 }); d.year === year; d = d.add({ days: 1 })) {
        if (isBirthdayTriggerDay(birthday, { type: "startOf", unit }, d)) days += 1;
      }
      return unit === "month" ? days === 1 : days <= 2;
    }), { numRuns: 10 });
  });
});
