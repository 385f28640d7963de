// Properties of operating hours: the open/closed answer depends only on the minutes a week's
// periods cover, however those periods are written.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, it } from "vitest";
import { minutesOfDay, timeOfDayFromMinutes } from "../shared/timeOfDay";
import { type DayHours, isOpenAt, isOpenAtInstant, weekdayOf } from "./operatingHours";

const minute = fc.integer({ min: 0, max: 1439 });
const time = minute.map(timeOfDayFromMinutes);
const weekday = fc.integer({ min: 0, max: 6 });
const period = fc.record({ start: time, end: time });
const day: fc.Arbitrary<DayHours> = fc.record({ enable: fc.boolean(), hours: fc.array(period, { maxLength: 3 }) });
const week = fc.array(day, { minLength: 7, maxLength: 7 });
const instant = fc.integer({ min: 0, max: 4_102_444_800 }).map((s) => Temporal.Instant.fromEpochMilliseconds(s * 1000));
const zone = fc.constantFrom("Asia/Kuala_Lumpur", "Asia/Tokyo", "UTC", "America/New_York");

const wraps = (p: { start: string; end: string }) => (minutesOfDay(p.start) ?? 0) > (minutesOfDay(p.end) ?? 0);

/** The same week with every midnight-crossing period split into [start, 23:59] and next day [00:00, end]. */
const splitAtMidnight = (days: ReadonlyArray<DayHours>): DayHours[] => {
  const result = days.map((d) => ({ enable: true, hours: d.enable ? d.hours.filter((p) => !wraps(p)) : [] }));
  days.forEach((d, i) => {
    if (!d.enable) return;
    for (const p of d.hours.filter(wraps)) {
      result[i]?.hours.push({ start: p.start, end: "23:59" });
      result[(i + 1) % 7]?.hours.push({ start: "00:00", end: p.end });
    }
  });
  return result;
};

describe("operating hours properties", () => {
  it("splitting midnight-crossing periods at midnight changes no answer", () => {
    fc.assert(fc.property(week, weekday, time, (w, d, t) => isOpenAt(w, d, t) === isOpenAt(splitAtMidnight(w), d, t)));
  });

  it("a week with every day disabled is never open", () => {
    fc.assert(fc.property(week, weekday, time, (w, d, t) => !isOpenAt(w.map((x) => ({ ...x, enable: false })), d, t)));
  });

  it("a week open 00:00-23:59 every day is always open", () => {
    const always = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "00:00", end: "23:59" }] }));
    fc.assert(fc.property(instant, zone, (at, tz) => isOpenAtInstant(always, at, tz)));
  });

  it("adding a period never closes an open time (monotonic)", () => {
    fc.assert(fc.property(week, weekday, period, weekday, time, (w, extraDay, extra, d, t) => {
      const more = w.map((x, i) => (i === extraDay ? { ...x, hours: [...x.hours, extra] } : x));
      return !isOpenAt(w, d, t) || isOpenAt(more, d, t);
    }));
  });

  it("an instant is read at its local weekday and minute", () => {
    fc.assert(fc.property(week, instant, zone, (w, at, tz) => {
      const local = at.toZonedDateTimeISO(tz);
      return isOpenAtInstant(w, at, tz) === isOpenAt(w, weekdayOf(local), timeOfDayFromMinutes(local.hour * 60 + local.minute));
    }));
  });
});
