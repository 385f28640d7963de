import { describe, expect, it } from "vitest";
import { type RuleDraft, checkRuleDraft, draftOf, ruleOf } from "./levelRuleForm";
import { seasonPreview, withMonth, withRule, withoutRule } from "./seasonForm";

const levelling = { baseExpToLevelUp: 300, expRange: [] };

describe("the season form", () => {
  it("keeps the months sorted and once each, and adds, replaces and removes rules", () => {
    const cycle = withMonth(withMonth({ month: [6], rules: [] }, 3, true), 6, true);
    expect(cycle.month).toEqual([3, 6]);
    expect(withMonth(cycle, 3, false).month).toEqual([6]);
    const rule = { minLevel: 2, minExp: 0, levelExpression: "1", expExpression: "0" };
    const withOne = withRule(cycle, null, rule);
    expect(withRule(withOne, 0, { ...rule, minLevel: 4 }).rules).toEqual([{ ...rule, minLevel: 4 }]);
    expect(withoutRule(withOne, 0).rules).toEqual([]);
  });

  it("previews each level's members moving as the rules say, naming both ends when experience decides", () => {
    const rules = [
      { minLevel: 5, minExp: 0, levelExpression: "level - 2", expExpression: "0" },
      { minLevel: 8, minExp: 100, levelExpression: "1", expExpression: "0" },
    ];
    const levels = [{ level: 2, memberCount: 3 }, { level: 6, memberCount: 4 }, { level: 8, memberCount: 1 }, { level: 9, memberCount: 0 }];
    expect(seasonPreview(levels, rules, levelling)).toEqual([
      { from: 6, memberCount: 4, to: "Level 4" },
      { from: 8, memberCount: 1, to: "Level 6 or 1" },
    ]);
  });
});

describe("the level rule editor's form", () => {
  it("reads stored expressions as Fix, Subtraction by Amount or Percentage, or a custom expression, and writes them back", () => {
    const rule = { minLevel: 3, minExp: 10, levelExpression: "level - level * 25 / 100", expExpression: "exp - 50" };
    const draft = draftOf(rule);
    expect(draft.level).toMatchObject({ type: "percentage", value: 25 });
    expect(draft.exp).toMatchObject({ type: "amount", value: 50 });
    expect(ruleOf(draft)).toEqual(rule);
    expect(draftOf({ ...rule, levelExpression: "level / 2" }).level).toMatchObject({ type: "expression", expression: "level / 2" });
  });

  it("shows the rule's messages", () => {
    const draft: RuleDraft = { minLevel: 0, minExp: -1, level: { type: "fix", value: 0, expression: "" }, exp: { type: "expression", value: 0, expression: "exp +" } };
    expect(checkRuleDraft(draft)).toEqual({ minLevel: "Min level is 1", minExp: "Invalid exp", level: "Min is 1", exp: "Invalid Expression" });
    expect(checkRuleDraft({ ...draft, minLevel: 1, minExp: 0, level: { type: "percentage", value: 12.345, expression: "" }, exp: { type: "fix", value: 0, expression: "" } })).toEqual({
      level: "Max two decimal",
    });
  });
});
