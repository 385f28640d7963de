import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  checkLevelRule, isResetDue, isSeasonEnabled, nextResetDate, previewSeasonReset, resetDatesBetween, resetProgress, ruleFor, seasonToggled,
} from "./levelReset";

const date = (iso: string) => Temporal.PlainDate.from(iso);
const levelling = { baseExpToLevelUp: 300, expRange: [] };
const rules = [
  { minLevel: 10, minExp: 0, levelExpression: "level - 5", expExpression: "0" },
  { minLevel: 1, minExp: 0, levelExpression: "level - level * 50 / 100", expExpression: "exp / 2" },
];

describe("season months", () => {
  it("toggles to 3, 6, 9, 12 with no rules, or to nothing", () => {
    expect(seasonToggled(true)).toEqual({ month: [3, 6, 9, 12], rules: [] });
    expect(seasonToggled(false)).toEqual({ month: [], rules: [] });
  });

  it("is due on the 1st of a chosen month", () => {
    const cycle = seasonToggled(true);
    expect(isResetDue(cycle, date("2026-03-01"))).toBe(true);
    expect(isResetDue(cycle, date("2026-03-02"))).toBe(false);
    expect(isResetDue(cycle, date("2026-04-01"))).toBe(false);
    expect(nextResetDate(cycle, date("2026-03-01"))).toEqual(date("2026-06-01"));
    expect(nextResetDate(cycle, date("2026-12-15"))).toEqual(date("2027-03-01"));
    expect(nextResetDate(seasonToggled(false), date("2026-12-15"))).toBeNull();
    expect(resetDatesBetween(cycle, date("2026-02-15"), date("2026-09-01"))).toEqual([date("2026-03-01"), date("2026-06-01"), date("2026-09-01")]);
  });
});

describe("level reset", () => {
  it("applies the highest rule at or below the member", () => {
    expect(ruleFor(rules, { level: 12, experience: 0 })).toBe(rules[0]);
    expect(ruleFor(rules, { level: 9, experience: 299 })).toBe(rules[1]);
    expect(ruleFor(rules, { level: 0, experience: 100 })).toBeNull();
  });

  it("rounds, keeps level at least 1 and experience at least 0", () => {
    expect(resetProgress({ level: 12, experience: 200 }, rules, levelling)).toEqual({ level: 7, experience: 0 });
    expect(resetProgress({ level: 5, experience: 101 }, rules, levelling)).toEqual({ level: 3, experience: 51 });
    expect(resetProgress({ level: 1, experience: 0 }, rules, levelling)).toEqual({ level: 1, experience: 0 });
    expect(resetProgress({ level: 3, experience: 10 }, [{ minLevel: 1, minExp: 0, levelExpression: "level / 0 - 1", expExpression: "exp - 100" }], levelling))
      .toEqual({ level: 1, experience: 0 });
  });

  it("previews only the members who move", () => {
    const members = [{ id: "a", level: 12, experience: 0 }, { id: "b", level: 0, experience: 5 }, { id: "c", level: 1, experience: 0 }];
    expect(previewSeasonReset(members, rules, levelling)).toEqual([{ memberId: "a", from: { level: 12, experience: 0 }, to: { level: 7, experience: 0 } }]);
  });

  it("checks a rule row with the spec's messages", () => {
    expect(checkLevelRule({ minLevel: 0, minExp: -1, levelExpression: "level -", expExpression: "0" })).toEqual([
      { field: "minLevel", message: "Min level is 1" },
      { field: "minExp", message: "Invalid exp" },
      { field: "levelExpression", message: "Invalid Expression" },
    ]);
    expect(rules.flatMap(checkLevelRule)).toEqual([]);
  });
});

describe("season rules (spec 2 §4 Season, §5 Level rule)", () => {
  const rule = (minLevel: number, minExp: number) => ({ minLevel, minExp, levelExpression: "level", expExpression: "exp" });

  it("is a season when at least one month is chosen; months outside 1-12 are never due", () => {
    expect(isSeasonEnabled(seasonToggled(true))).toBe(true);
    expect(isSeasonEnabled(seasonToggled(false))).toBe(false);
    expect(nextResetDate({ month: [0, 13, 2.5, 6], rules: [] }, date("2026-01-15"))).toEqual(date("2026-06-01"));
    expect(nextResetDate({ month: [0, 13, 2.5], rules: [] }, date("2026-01-15"))).toBeNull();
  });

  it("takes a min level from 1 to 999", () => {
    const messages = (minLevel: number) => checkLevelRule(rule(minLevel, 0)).map((p) => [p.field, p.message]);
    expect(messages(1)).toEqual([]);
    expect(messages(999)).toEqual([]);
    expect(messages(0)).toEqual([["minLevel", "Min level is 1"]]);
    expect(messages(1000)).toEqual([["minLevel", "Max 999"]]);
    expect(messages(1.5)).toEqual([["minLevel", "Invalid min level"]]);
  });

  it("applies the highest rule at or below the member, by level then experience, whatever the order", () => {
    const byExp = rule(5, 100);
    const atFive = rule(5, 0);
    const atThree = rule(3, 0);
    const atTen = rule(10, 0);
    for (const order of [[byExp, atFive, atThree, atTen], [atTen, atThree, atFive, byExp]]) {
      expect(ruleFor(order, { level: 5, experience: 100 })).toBe(byExp);
      expect(ruleFor(order, { level: 5, experience: 99 })).toBe(atFive);
      expect(ruleFor(order, { level: 6, experience: 0 })).toBe(byExp);
      expect(ruleFor(order, { level: 4, experience: 500 })).toBe(atThree);
      expect(ruleFor(order, { level: 10, experience: 0 })).toBe(atTen);
      expect(ruleFor(order, { level: 2, experience: 500 })).toBeNull();
    }
  });

  it("previews only the members the reset moves", () => {
    const members = [{ id: "same", level: 4, experience: 10 }, { id: "moved", level: 12, experience: 10 }];
    expect(previewSeasonReset(members, [rule(1, 0), { ...rule(10, 0), levelExpression: "level - 5" }], levelling).map((m) => m.memberId)).toEqual(["moved"]);
  });
});
