import fc from "fast-check";
import { describe, it } from "vitest";
import { checkTimeOfDay, minutesOfDay, periodContains, timeOfDayFromMinutes } from "./timeOfDay";

const minute = fc.integer({ min: 0, max: 1439 });

describe("time of day properties", () => {
  it("minutes -> HH:mm -> minutes is the identity, and the text is valid", () => {
    fc.assert(fc.property(minute, (m) => {
      const text = timeOfDayFromMinutes(m);
      return checkTimeOfDay(text) === null && minutesOfDay(text) === m;
    }));
  });

  it("a time is in a period or in its complement, never both", () => {
    fc.assert(fc.property(minute, minute, minute, (s, e, t) => {
      fc.pre((e + 1) % 1440 !== s); // otherwise one of the two covers the whole day
      const period = { start: timeOfDayFromMinutes(s), end: timeOfDayFromMinutes(e) };
      const complement = { start: timeOfDayFromMinutes(e + 1), end: timeOfDayFromMinutes(s - 1) };
      const at = timeOfDayFromMinutes(t);
      return periodContains(period, at) !== periodContains(complement, at);
    }));
  });
});
