import fc from "fast-check";
import { describe, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { formatInputDate, parseInputDate } from "./calendarDate";

const plainDate = fc
  .integer({ min: 0, max: 3_000_000 })
  .map((days) => Temporal.PlainDate.from("0001-01-01").add({ days }));

describe("calendar date properties", () => {
  it("format then parse is the identity", () => {
    fc.assert(fc.property(plainDate, (d) => parseInputDate(formatInputDate(d))?.equals(d) === true));
  });

  it("parsed dates format back to the same text", () => {
    const text = fc
      .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([y, m, d]) => `${String(y).padStart(4, "0")}/${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}`);
    fc.assert(fc.property(text, (t) => {
      const parsed = parseInputDate(t);
      return parsed === null || formatInputDate(parsed) === t;
    }));
  });
});
