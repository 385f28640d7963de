import { describe, expect, it } from "vitest";
import { OperatingHours } from "../../../../../domain/business/operatingHours";
import { fieldErrorsOf } from "../../../../kit/forms/schemaErrors";
import { LISTED_WEEKDAYS, NEW_WEEK, WEEKDAY_NAMES, addPeriod, removePeriod, setDayOpen, setPeriodTime } from "./weekHours";

describe("editing a week of operating hours", () => {
  it("starts with seven open days that pass the domain rule, listed Monday to Sunday", () => {
    expect(NEW_WEEK).toHaveLength(7);
    expect(fieldErrorsOf(OperatingHours, NEW_WEEK)).toEqual({});
    expect(LISTED_WEEKDAYS.map((weekday) => WEEKDAY_NAMES[weekday])).toEqual([
      "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]);
  });

  it("changes one day only", () => {
    const week = setPeriodTime(addPeriod(setDayOpen(NEW_WEEK, 0, false), 5), 5, 1, "start", "23:00");
    expect(week[0]).toEqual({ enable: false, hours: [{ start: "09:00", end: "22:00" }] });
    expect(week[5]?.hours).toEqual([{ start: "09:00", end: "22:00" }, { start: "23:00", end: "22:00" }]);
    expect(week[1]).toEqual(NEW_WEEK[1]);
    expect(removePeriod(week, 5, 0)[5]?.hours).toEqual([{ start: "23:00", end: "22:00" }]);
  });

  it("points 'Invalid time' at the period's field", () => {
    const week = setPeriodTime(NEW_WEEK, 3, 0, "end", "24:00");
    expect(fieldErrorsOf(OperatingHours, week)).toEqual({ "3.hours.0.end": "Invalid time" });
  });
});
