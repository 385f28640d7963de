import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { promotionStatusAt, promotionStatusOn } from "./promotionStatus";

const day = fc.integer({ min: 0, max: 3650 }).map((n) => Temporal.PlainDate.from("2024-01-01").add({ days: n }).toString());
const zone = fc.constantFrom("Asia/Kuala_Lumpur", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/St_Johns", "UTC", "Asia/Kathmandu");

describe("promotion status properties", () => {
  it("is incoming before the start, ongoing from start through end inclusive, expired after", () => {
    fc.assert(fc.property(day, day, day, (a, b, today) => {
      const [start, end] = a <= b ? [a, b] : [b, a];
      const expected = today < start ? "incoming" : today <= end ? "ongoing" : "expired";
      expect(promotionStatusOn({ start, end }, today)).toBe(expected);
    }));
  });

  it("without an end is never expired, and ongoing from its start", () => {
    fc.assert(fc.property(fc.option(day, { nil: null }), day, (start, today) => {
      const status = promotionStatusOn({ start, end: null }, today);
      expect(status).toBe(start !== null && today < start ? "incoming" : "ongoing");
    }));
  });

  it("turns at local midnight in any time zone: the last instant of the end day is ongoing, the next is expired", () => {
    fc.assert(fc.property(day, zone, (end, timeZone) => {
      const nextMidnight = Temporal.PlainDate.from(end).add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant();
      const period = { start: null, end };
      expect(promotionStatusAt(period, nextMidnight.subtract({ nanoseconds: 1 }), timeZone)).toBe("ongoing");
      expect(promotionStatusAt(period, nextMidnight, timeZone)).toBe("expired");
    }));
  });

  it("starts at local midnight of the start day in any time zone", () => {
    fc.assert(fc.property(day, zone, (start, timeZone) => {
      const midnight = Temporal.PlainDate.from(start).toZonedDateTime({ timeZone }).toInstant();
      expect(promotionStatusAt({ start, end: null }, midnight.subtract({ nanoseconds: 1 }), timeZone)).toBe("incoming");
      expect(promotionStatusAt({ start, end: null }, midnight, timeZone)).toBe("ongoing");
    }));
  });
});
