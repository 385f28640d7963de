import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { COUNTRY_CONFIGS } from "../shared/country";
import { EXPIRING_SOON_DAYS, daysLeft, expiryDayIn, expiryDayProblem, expiryInstantOf, expiryState, isInExpiringView } from "./licenceExpiry";

const ZONES = Object.values(COUNTRY_CONFIGS).map((config) => config.timeZone);
const BASE = Temporal.Instant.from("2026-01-01T00:00:00Z").epochMilliseconds;
const instant = fc.integer({ min: 0, max: 4 * 365 * 86_400_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(BASE + ms));
const zone = fc.constantFrom(...ZONES);
const iso = (at: Temporal.Instant) => at.toString({ smallestUnit: "millisecond" });

describe("a licence's expiry window (property)", () => {
  it("is expired exactly from its instant on, and soon exactly within 30 calendar days in the zone", () => {
    fc.assert(fc.property(instant, instant, zone, (now, end, timeZone) => {
      const state = expiryState(iso(end), now, timeZone);
      if (Temporal.Instant.compare(end, now) <= 0) expect(state).toBe("expired");
      else expect(state).toBe(daysLeft(iso(end), now, timeZone) <= EXPIRING_SOON_DAYS ? "soon" : "current");
    }));
  });

  it("moves only forward as time passes: current, then soon, then expired", () => {
    const rank = { none: -1, current: 0, soon: 1, expired: 2 } as const;
    fc.assert(fc.property(instant, fc.integer({ min: 0, max: 400 * 86_400_000 }), instant, zone, (now, step, end, timeZone) => {
      const later = now.add({ milliseconds: step });
      expect(rank[expiryState(iso(end), later, timeZone)]).toBeGreaterThanOrEqual(rank[expiryState(iso(end), now, timeZone)]);
    }));
  });

  it("a licence ordered to expire on a day falls on that day in the zone, and is ordered only after today", () => {
    fc.assert(fc.property(instant, zone, fc.integer({ min: -40, max: 400 }), (now, timeZone, offset) => {
      const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
      const day = today.add({ days: offset });
      expect(expiryDayIn(expiryInstantOf(day, timeZone), timeZone).equals(day)).toBe(true);
      expect(expiryDayProblem(day, now, timeZone) === null).toBe(offset > 0);
      if (offset > 0) expect(daysLeft(expiryInstantOf(day, timeZone), now, timeZone)).toBe(offset);
    }));
  });

  it("the Expiring soon view holds what ends within 30 days and what ended within the last 30", () => {
    fc.assert(fc.property(instant, instant, zone, (now, end, timeZone) => {
      const left = daysLeft(iso(end), now, timeZone);
      const state = expiryState(iso(end), now, timeZone);
      expect(isInExpiringView(iso(end), now, timeZone)).toBe(state === "soon" || (state === "expired" && left >= -30));
    }));
  });
});

describe("a licence's expiry window", () => {
  const NOW = Temporal.Instant.from("2026-11-26T10:00:00Z");
  it("counts days in the restaurant's zone", () => {
    // 26 Dec 00:00 in Kuala Lumpur is 30 days after 26 Nov there: soon; a day later is not.
    expect(expiryState("2026-12-25T16:00:00.000Z", NOW, "Asia/Kuala_Lumpur")).toBe("soon");
    expect(expiryState("2026-12-26T16:00:00.000Z", NOW, "Asia/Kuala_Lumpur")).toBe("current");
    expect(expiryState(null, NOW, "Asia/Kuala_Lumpur")).toBe("none");
    expect(expiryState("2026-11-26T10:00:00.000Z", NOW, "Asia/Tokyo")).toBe("expired");
  });
});
