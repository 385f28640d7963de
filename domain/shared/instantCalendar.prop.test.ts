import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { monthInZone, utcDateOf, utcHourOf } from "./instantCalendar";

// Around now, so that hours repeat and the remembered answers are used, and across DST changes.
const epochMs = fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 });
/** An instant written as the log stores it, or as Temporal writes it, or with an offset. */
const isoInstants = fc.tuple(epochMs, fc.constantFrom("date", "temporal", "offset")).map(([ms, form]) => {
  const instant = Temporal.Instant.fromEpochMilliseconds(ms);
  if (form === "date") return new Date(ms).toISOString();
  if (form === "temporal") return instant.toString();
  return instant.toString({ timeZone: "+05:45" });
});
const zones = fc.constantFrom("UTC", "Asia/Kuala_Lumpur", "America/New_York", "Europe/London", "Australia/Lord_Howe", "Pacific/Chatham", "America/St_Johns");

const temporalMonth = (iso: string, timeZone: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).toPlainDate().toPlainYearMonth().toString();

describe("instantCalendar", () => {
  it("answers Temporal's UTC hour and date, the first time and every time after", () => {
    fc.assert(
      fc.property(isoInstants, (iso) => {
        const date = Temporal.Instant.from(iso).toZonedDateTimeISO("UTC").toPlainDate();
        for (let i = 0; i < 2; i++) {
          expect(utcHourOf(iso)).toBe(Temporal.Instant.from(iso).toString().slice(0, 13));
          expect(utcDateOf(iso)).toEqual({ month: date.toPlainYearMonth().toString(), day: date.day, daysInMonth: date.daysInMonth });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("answers Temporal's month in a zone, in the hours around a month's change too", () => {
    // Instants near midnight local time on a month's first or last day, where the month changes.
    const monthEdges = fc.tuple(fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -26 * 60, max: 26 * 60 }), zones);
    fc.assert(
      fc.property(monthEdges, ([year, month, minutes, timeZone]) => {
        const iso = Temporal.PlainDate.from({ year, month, day: 1 }).toZonedDateTime(timeZone).toInstant().add({ minutes }).toString();
        expect(monthInZone(iso, timeZone)).toBe(temporalMonth(iso, timeZone));
        expect(monthInZone(iso, timeZone)).toBe(temporalMonth(iso, timeZone));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(isoInstants, zones, (iso, timeZone) => {
        expect(monthInZone(iso, timeZone)).toBe(temporalMonth(iso, timeZone));
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses a date that does not exist, as Temporal does", () => {
    for (const iso of ["2026-02-30T10:00:00Z", "2026-13-01T00:00:00.000Z", "2025-02-29T23:59:59Z"]) {
      expect(() => Temporal.Instant.from(iso)).toThrow(RangeError);
      expect(() => utcHourOf(iso)).toThrow(RangeError);
      expect(() => utcDateOf(iso)).toThrow(RangeError);
      expect(() => monthInZone(iso, "Asia/Kuala_Lumpur")).toThrow(RangeError);
    }
  });
});
