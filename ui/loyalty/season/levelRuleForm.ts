// Owns: the level rule editor's form (spec 2 §2 "Level rule editor", §3 Level rule, §5): min level,
// min exp, and for the level and the experience each a change of type Fix, Subtraction by Amount,
// Subtraction by Percentage, or a custom expression; turned into the stored rule's expressions
// and checked with domain/loyalty's rules (checkLevelRule: 'Invalid min level', 'Min level is 1',
// 'Max 999', 'Invalid exp', 'Invalid Expression'; checkRuleValue: 'Min is N', 'Max two decimal',
// 'Invalid integer'). A level result is at least 1, an experience result at least 0.
import { type ExpressionVariable, type RuleValue, checkRuleValue, expressionOfRule, ruleOfExpression } from "../../../domain/loyalty/levelExpression";
import { type LevelRule, checkLevelRule } from "../../../domain/loyalty/levelReset";

export type ChangeType = "fix" | "amount" | "percentage" | "expression";

export const CHANGE_TYPES: ReadonlyArray<{ readonly label: string; readonly value: ChangeType }> = [
  { label: "Fix", value: "fix" },
  { label: "Subtraction by Amount", value: "amount" },
  { label: "Subtraction by Percentage", value: "percentage" },
  { label: "Expression", value: "expression" },
];

export interface ChangeDraft {
  readonly type: ChangeType;
  readonly value: number;
  readonly expression: string;
}

export interface RuleDraft {
  readonly minLevel: number;
  readonly minExp: number;
  readonly level: ChangeDraft;
  readonly exp: ChangeDraft;
}

export type RuleErrors = Partial<Record<"minLevel" | "minExp" | "level" | "exp", string>>;

const MINIMUM: Readonly<Record<ExpressionVariable, number>> = { level: 1, exp: 0 };

const ruleValueOf = (change: ChangeDraft): RuleValue | null =>
  change.type === "expression"
    ? null
    : { kind: change.type === "fix" ? "fix" : "subtraction", by: change.type === "percentage" ? "percentage" : "amount", value: change.value };

const changeOf = (expression: string, variable: ExpressionVariable): ChangeDraft => {
  const rule = ruleOfExpression(expression, variable);
  if (rule === null) return { type: "expression", value: 0, expression };
  const type: ChangeType = rule.kind === "fix" ? "fix" : rule.by;
  return { type, value: rule.value, expression };
};

export const expressionOf = (change: ChangeDraft, variable: ExpressionVariable): string => {
  const value = ruleValueOf(change);
  return value === null ? change.expression.trim() : expressionOfRule(value, variable);
};

export const draftOf = (rule: LevelRule): RuleDraft => ({
  minLevel: rule.minLevel,
  minExp: rule.minExp,
  level: changeOf(rule.levelExpression, "level"),
  exp: changeOf(rule.expExpression, "exp"),
});

/** A new rule: from level 1, the level halved and the experience reset. */
export const NEW_RULE: LevelRule = { minLevel: 1, minExp: 0, levelExpression: "level - level * 50 / 100", expExpression: "0" };

export const ruleOf = (draft: RuleDraft): LevelRule => ({
  minLevel: draft.minLevel,
  minExp: draft.minExp,
  levelExpression: expressionOf(draft.level, "level"),
  expExpression: expressionOf(draft.exp, "exp"),
});

export const checkRuleDraft = (draft: RuleDraft): RuleErrors => {
  const errors: RuleErrors = {};
  for (const problem of checkLevelRule(ruleOf(draft))) {
    const key = problem.field === "levelExpression" ? "level" : problem.field === "expExpression" ? "exp" : problem.field;
    errors[key] ??= problem.message;
  }
  for (const variable of ["level", "exp"] as const) {
    const value = ruleValueOf(draft[variable]);
    const problem = value === null ? null : checkRuleValue(value, MINIMUM[variable]);
    if (problem !== null) errors[variable] ??= problem;
  }
  return errors;
};
