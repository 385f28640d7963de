// Owns: writing the level cycle, or season (spec 2 §3 levelCycle {month, rules}, §4 Season
// toggle, §5 Level rule, §7 `PUT /membership/level-cycle`): on the 1st of each listed month
// members are reset by the rule that matches them (minLevel, minExp) with its level and
// experience expressions. The rule checks and expression grammar are domain/loyalty's
// levelReset.ts and levelExpression.ts ('Invalid Expression', 'Min level is 1', 'Max 999',
// 'Invalid min level', 'Invalid exp'); an expression the rule editor wrote (Fix, Subtraction by
// Amount or Percentage) also passes the editor's value rule ('Max two decimal', 'Min is N',
// 'Invalid integer'; minimum 1 for a level, 0 for experience).
// Decisions where the spec is silent:
// - Months are 1-12 ('Invalid month'), stored once each, sorted; an empty list is "no season".
// - Rules are stored sorted by minLevel then minExp; the first problem found is answered.
import { Schema } from "effect";
import { isAtLeast, isAtMost } from "../../shared/fieldRules";
import { boundedList, boundedText } from "../../shared/inputBounds";
import { INVALID_EXP, MAX_EXP } from "./settings";
import { checkRuleValue, ruleOfExpression } from "../levelExpression";
import { checkLevelRule } from "../levelReset";
import { type Checked, checked, refuse } from "./checked";

export const INVALID_MONTH = "Invalid month";

const Month = Schema.Finite.check(Schema.isInt({ message: INVALID_MONTH }), Schema.isBetween({ minimum: 1, maximum: 12 }, { message: INVALID_MONTH }));

export const LevelRule = Schema.Struct({
  minLevel: Schema.Number,
  minExp: Schema.Number,
  levelExpression: Schema.String,
  expExpression: Schema.String,
});
export type LevelRule = typeof LevelRule.Type;
export const LevelCycle = Schema.Struct({ month: Schema.Array(Schema.Number), rules: Schema.Array(LevelRule) });
export type LevelCycle = typeof LevelCycle.Type;
export const NO_LEVEL_CYCLE: LevelCycle = { month: [], rules: [] };

const Expression = boundedText("Expression");
const RuleExp = Schema.Finite.check(isAtMost(MAX_EXP, INVALID_EXP), isAtLeast(-MAX_EXP, INVALID_EXP));

/** Months once each (12), and at most 100 rules (one per level band is already generous). */
export const LevelCycleInput = Schema.Struct({
  month: boundedList(Month, 12, "months"),
  rules: boundedList(
    Schema.Struct({ minLevel: Schema.Finite, minExp: RuleExp, levelExpression: Expression, expExpression: Expression }),
    100,
    "rules",
  ),
});
export type LevelCycleInput = typeof LevelCycleInput.Type;

const EXPRESSIONS = [["levelExpression", "level", 1], ["expExpression", "exp", 0]] as const;

const ruleProblem = (rule: LevelRule): { field: keyof LevelRule; message: string } | null => {
  const [problem] = checkLevelRule(rule);
  if (problem !== undefined) return problem;
  for (const [field, variable, minimum] of EXPRESSIONS) {
    const edited = ruleOfExpression(rule[field], variable);
    const message = edited === null ? null : checkRuleValue(edited, minimum);
    if (message !== null) return { field, message };
  }
  return null;
};

export const nextLevelCycle = (input: LevelCycleInput): Checked<LevelCycle> => {
  for (const [index, rule] of input.rules.entries()) {
    const problem = ruleProblem(rule);
    if (problem !== null) return refuse(problem.message, ["rules", index, problem.field]);
  }
  return checked({
    month: [...new Set(input.month)].sort((a, b) => a - b),
    rules: [...input.rules].sort((a, b) => a.minLevel - b.minLevel || a.minExp - b.minExp),
  });
};
