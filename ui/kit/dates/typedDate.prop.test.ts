// Properties of the date field's text: a day shown in the field reads back as the same day, and
// the form's value survives being shown and typed again.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, it } from "vitest";
import { formatInputDate } from "../../../domain/shared/calendarDate";
import { textOfValue, typedDay, valueOfText } from "./typedDate";

const day = fc.integer({ min: 0, max: 3_650_000 }).map((days) => Temporal.PlainDate.from("0001-01-01").add({ days }));

describe("typed date properties", () => {
  it("parse(format(d)) is d for every day", () => {
    fc.assert(fc.property(day, (d) => typedDay(formatInputDate(d))?.equals(d) === true));
  });

  it("a stored ISO day shown in the field and read back is unchanged", () => {
    fc.assert(fc.property(day, (d) => valueOfText(textOfValue(d.toString())) === d.toString()));
  });

  it("any text read back from what it shows is the same value", () => {
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (text) => {
      const value = valueOfText(text);
      return valueOfText(textOfValue(value)) === value;
    }));
  });
});
