import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { voucherStatus } from "./voucherStatus";

const zones = ["UTC", "Asia/Kuala_Lumpur", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/St_Johns", "Europe/London", "Australia/Lord_Howe"];
const zone = fc.constantFrom(...zones);
const day = fc.integer({ min: 0, max: 20_000 }).map((d) => Temporal.PlainDate.from("2000-01-01").add({ days: d }));
const validity = fc.integer({ min: 0, max: 400 });
const secondOfDay = fc.integer({ min: 0, max: 86_399 });

/** An instant at `second` into `date` in `timeZone` (earliest instant when a gap or fold). */
const instantOn = (date: Temporal.PlainDate, second: number, timeZone: string): Temporal.Instant =>
  date.toZonedDateTime({ timeZone }).add({ seconds: second }).toInstant();

describe("voucher status properties, in any time zone", () => {
  it("is ongoing on every moment of the first and of the last day", () => {
    fc.assert(fc.property(zone, day, validity, secondOfDay, (tz, since, days, second) => {
      const voucher = { disable: false, validSince: since.toString(), validity: days };
      const first = instantOn(since, second, tz);
      if (first.toZonedDateTimeISO(tz).toPlainDate().equals(since)) expect(voucherStatus(voucher, first, tz)).toBe("ongoing");
      const lastDay = since.add({ days });
      const last = instantOn(lastDay, second, tz);
      if (last.toZonedDateTimeISO(tz).toPlainDate().equals(lastDay)) expect(voucherStatus(voucher, last, tz)).toBe("ongoing");
    }));
  });

  it("is incoming the moment before the first day and expired the moment after the last", () => {
    fc.assert(fc.property(zone, day, validity, (tz, since, days) => {
      const voucher = { disable: false, validSince: since.toString(), validity: days };
      const start = since.toZonedDateTime({ timeZone: tz }).toInstant();
      expect(voucherStatus(voucher, start.subtract({ nanoseconds: 1 }), tz)).toBe("incoming");
      const end = since.add({ days: days + 1 }).toZonedDateTime({ timeZone: tz }).toInstant();
      expect(voucherStatus(voucher, end, tz)).toBe("expired");
      expect(voucherStatus(voucher, end.subtract({ nanoseconds: 1 }), tz)).toBe("ongoing");
    }));
  });

  it("disabled wins, and no validSince is dynamic", () => {
    fc.assert(fc.property(zone, day, validity, secondOfDay, fc.boolean(), (tz, d, days, second, fixed) => {
      const at = instantOn(d, second, tz);
      const validSince = fixed ? d.toString() : null;
      expect(voucherStatus({ disable: true, validSince, validity: days }, at, tz)).toBe("disabled");
      expect(voucherStatus({ disable: false, validSince: null, validity: days }, at, tz)).toBe("dynamic");
    }));
  });
});
