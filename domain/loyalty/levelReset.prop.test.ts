import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, it } from "vitest";
import { MAX_LEVEL, maxExperienceFor } from "./experienceCap";
import { expressionOfRule, type RuleValue } from "./levelExpression";
import { type LevelRule, isResetDue, nextResetDate, resetProgress } from "./levelReset";

const levelling = { baseExpToLevelUp: 300, expRange: [{ minLevel: 10, expToLevelUp: 1000 }] };
const ruleValueArb = (min: number): fc.Arbitrary<RuleValue> => fc.oneof(
  fc.integer({ min, max: 999 }).map((value): RuleValue => ({ kind: "fix", by: "amount", value })),
  fc.integer({ min: 0, max: 999 }).map((value): RuleValue => ({ kind: "subtraction", by: "amount", value })),
  fc.integer({ min: 0, max: 10_000 }).map((h): RuleValue => ({ kind: "subtraction", by: "percentage", value: h / 100 })),
);
const ruleArb: fc.Arbitrary<LevelRule> = fc.record({
  minLevel: fc.integer({ min: 1, max: 50 }),
  minExp: fc.integer({ min: 0, max: 500 }),
  levelExpression: ruleValueArb(1).map((r) => expressionOfRule(r, "level")),
  expExpression: fc.oneof(ruleValueArb(0).map((r) => expressionOfRule(r, "exp")), fc.constantFrom("level / 0", "exp * 3 - level")),
});
const progressArb = fc.integer({ min: 0, max: MAX_LEVEL }).chain((level) =>
  fc.integer({ min: 0, max: maxExperienceFor(levelling, level) }).map((experience) => ({ level, experience })));
const dateArb = fc.integer({ min: 0, max: 3650 }).map((days) => Temporal.PlainDate.from("2024-01-01").add({ days }));
const monthsArb = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 });

describe("level reset properties", () => {
  it("a reset member has a level in 1..999 and whole experience within its cap", () => {
    fc.assert(fc.property(fc.array(ruleArb, { minLength: 1, maxLength: 4 }), progressArb, (rules, progress) => {
      const after = resetProgress(progress, rules, levelling);
      if (after === progress) return true;
      return Number.isInteger(after.level) && after.level >= 1 && after.level <= MAX_LEVEL &&
        Number.isInteger(after.experience) && after.experience >= 0 && after.experience <= maxExperienceFor(levelling, after.level);
    }));
  });

  it("a subtraction never raises a level", () => {
    fc.assert(fc.property(ruleValueArb(1).filter((r) => r.kind === "subtraction"), progressArb.filter((p) => p.level >= 1), (value, progress) => {
      const rule = { minLevel: 1, minExp: 0, levelExpression: expressionOfRule(value, "level"), expExpression: "exp" };
      return resetProgress(progress, [rule], levelling).level <= progress.level;
    }));
  });

  it("the next reset date is due, after the given date, with no due date in between", () => {
    fc.assert(fc.property(monthsArb, dateArb, (month, after) => {
      const cycle = { month, rules: [] };
      const next = nextResetDate(cycle, after);
      if (next === null || !isResetDue(cycle, next) || Temporal.PlainDate.compare(next, after) <= 0) return false;
      for (let d = after.add({ days: 1 }); Temporal.PlainDate.compare(d, next) < 0; d = d.add({ days: 1 })) if (isResetDue(cycle, d)) return false;
      return true;
    }), { numRuns: 30 });
  });
});
