import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, it } from "vitest";
import { type BenefitScheduler, benefitApplicability } from "./benefitApplicability";
import { weeklyCron } from "./cronSchedule";

const zoneArb = fc.constantFrom("Asia/Kuala_Lumpur", "Europe/London", "America/New_York");
const instantArb = fc.integer({ min: 1_750_000_000_000, max: 1_850_000_000_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const schedulerArb: fc.Arbitrary<BenefitScheduler> = fc.record({
  start: fc.oneof(
    fc.constant(null),
    fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }).map((days) => ({ cron: weeklyCron(days) })),
    fc.constantFrom({ cron: "0 9 1 * *" }, { cron: "30 12 * * *" }),
    fc.integer({ min: -5, max: 30 }).map((day) => ({ birthday: { type: "before" as const, day } })),
    fc.constantFrom("week" as const, "month" as const).map((unit) => ({ birthday: { type: "startOf" as const, unit } })),
  ),
  timePeriod: fc.array(fc.record({ start: hhmm, end: hhmm }), { maxLength: 2 }),
  validity: fc.integer({ min: 1, max: 10 }),
});
const ladder = [{ minLevel: 0 }, { minLevel: 5 }, { minLevel: 10 }];
const bound = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: null });
const memberArb = fc.record({
  membershipId: fc.constantFrom("m1", "m2"),
  level: fc.integer({ min: 0, max: 20 }),
  titles: fc.array(fc.record({ id: fc.constantFrom("vip", "gold"), acquiredAt: instantArb, expiredAt: instantArb }), { maxLength: 2 }),
  birthday: fc.option(fc.integer({ min: 0, max: 365 * 50 }).map((d) => Temporal.PlainDate.from("1960-01-01").add({ days: d })), { nil: null }),
});
const scopeArb = fc.record({
  membershipId: fc.constantFrom("m1", "m2"),
  requiredTitle: fc.option(fc.constantFrom("vip", "gold"), { nil: null }),
  minTier: bound(2), maxTier: bound(2), minLevel: bound(20), maxLevel: bound(20),
});

describe("benefit applicability properties", () => {
  it("without a schedule it applies exactly when programme, level, tier and title all match", () => {
    fc.assert(fc.property(scopeArb, memberArb, instantArb, zoneArb, (scope, member, now, zone) => {
      const tier = member.level >= 10 ? 2 : member.level >= 5 ? 1 : 0;
      const inside = (v: number, min: number | null, max: number | null) => (min === null || v >= min) && (max === null || v <= max);
      const titled = scope.requiredTitle === null ||
        member.titles.some((t) => t.id === scope.requiredTitle && Temporal.Instant.compare(t.expiredAt, now) > 0);
      const expected = scope.membershipId === member.membershipId && inside(member.level, scope.minLevel, scope.maxLevel) &&
        inside(tier, scope.minTier, scope.maxTier) && titled;
      return benefitApplicability({ ...scope, scheduler: null }, member, ladder, now, zone).applicable === expected;
    }));
  });

  it("a schedule refused now names a later moment at which it does apply", () => {
    const open = { membershipId: "m1", requiredTitle: null, minTier: null, maxTier: null, minLevel: null, maxLevel: null };
    fc.assert(fc.property(schedulerArb, memberArb, instantArb, zoneArb, (scheduler, member, now, zone) => {
      const benefit = { ...open, scheduler };
      const self = { ...member, membershipId: "m1" };
      const result = benefitApplicability(benefit, self, ladder, now, zone);
      if (result.applicable) return true;
      if (result.message === "No Birthday") return self.birthday === null;
      return result.validAt !== null && Temporal.Instant.compare(result.validAt, now) > 0 &&
        benefitApplicability(benefit, self, ladder, result.validAt, zone).applicable;
    }));
  });
});
