import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, it } from "vitest";
import { type MemberTitle, activeTitles, endOfDayAfter, extendTitle, revertTitle } from "./titles";

const zoneArb = fc.constantFrom("Asia/Kuala_Lumpur", "Europe/London", "America/New_York", "UTC");
const instantArb = fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const daysArb = fc.integer({ min: 1, max: 400 });
const liveTitleArb = fc.record({ now: instantArb, aheadMs: fc.integer({ min: 1, max: 400 * 86_400_000 }) })
  .map(({ now, aheadMs }) => ({ now, title: { id: "vip", acquiredAt: now, expiredAt: now.add({ milliseconds: aheadMs }) } satisfies MemberTitle }));

describe("title properties", () => {
  it("an extension then its revert at the same instant gives the live title back", () => {
    fc.assert(fc.property(liveTitleArb, daysArb, zoneArb, ({ now, title }, days, zone) => {
      const back = revertTitle(extendTitle([title], "vip", days, now, zone), "vip", days, now, zone);
      return back.length === 1 && back[0]?.expiredAt.equals(title.expiredAt) === true;
    }));
  });

  it("an extension always leaves the title active, ending after at least `days` days", () => {
    fc.assert(fc.property(fc.option(liveTitleArb.map((x) => x.title)), instantArb, daysArb, zoneArb, (title, now, days, zone) => {
      const extended = extendTitle(title === null ? [] : [title], "vip", days, now, zone);
      const vip = activeTitles(extended, now).find((t) => t.id === "vip");
      return vip !== undefined && Temporal.Instant.compare(vip.expiredAt, endOfDayAfter(now, zone, days - 1)) > 0;
    }));
  });

  it("a revert never leaves an expired title", () => {
    fc.assert(fc.property(liveTitleArb, daysArb, zoneArb, ({ now, title }, days, zone) =>
      revertTitle([title], "vip", days, now, zone).every((t) => Temporal.Instant.compare(t.expiredAt, now) > 0)));
  });

  it("the end of a day is one millisecond before a midnight in the zone", () => {
    fc.assert(fc.property(instantArb, fc.integer({ min: 0, max: 400 }), zoneArb, (now, days, zone) => {
      const next = endOfDayAfter(now, zone, days).add({ milliseconds: 1 }).toZonedDateTimeISO(zone);
      return next.hour === 0 && next.minute === 0 && next.second === 0 && next.millisecond === 0;
    }));
  });
});
