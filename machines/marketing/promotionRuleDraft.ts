// Owns: an advanced rule as the rule editor holds it while the user types (spec 3 §2 "add a rule
// by field; an any/all operator joins rules", §3 "Advanced rule fields"): a field (bill:
// restaurantId, total, date, time, itemCount; item: productId, quantity, addonCount; add-on:
// selectionId), an operator and the value as typed, and the rule it sends
// (domain/marketing/effects/rules.ts Rule, which the server decodes with the same Schema, so the
// editor's messages are the server's: 'Invalid field type', 'Invalid quantity', 'Invalid amount').
// Decisions where the spec is silent:
// - Values are typed as text: a number field's text is read as a number (text that is not a
//   number stays text, which the Schema refuses with 'Invalid field type'); $in, $nin and $all
//   take a comma-separated list; $anyElementTrue takes an inner operator (a scalar one) and its
//   value.
// - A new rule reads "item productId $eq" with an empty value, the commonest item condition.
import { RULE_FIELDS, RULE_OPERATORS, type Rule, type RuleOperator, type RuleSet, type RuleType } from "../../domain/marketing/effects/rules";

export interface RuleDraft {
  readonly type: RuleType;
  readonly field: string;
  readonly operator: RuleOperator;
  /** The operator inside $anyElementTrue. */
  readonly innerOperator: ScalarOperator;
  readonly text: string;
}

export interface RuleSetDraft {
  readonly operator: RuleSet["operator"];
  readonly rules: ReadonlyArray<RuleDraft>;
}

export const LIST_OPERATORS: ReadonlyArray<RuleOperator> = ["$in", "$nin", "$all"];
export const SCALAR_OPERATORS = ["$eq", "$ne", "$gt", "$gte", "$lt", "$lte"] as const;
export type ScalarOperator = (typeof SCALAR_OPERATORS)[number];
export { RULE_OPERATORS };

/** Every field the editor offers, as "type.field". */
export const RULE_FIELD_CHOICES: ReadonlyArray<{ readonly type: RuleType; readonly field: string }> = (
  Object.keys(RULE_FIELDS) as RuleType[]
).flatMap((type) => Object.keys(RULE_FIELDS[type]).map((field) => ({ type, field })));

export const NEW_RULE: RuleDraft = { type: "item", field: "productId", operator: "$eq", innerOperator: "$eq", text: "" };
export const NO_RULES: RuleSetDraft = { operator: "all", rules: [] };

const isNumberField = (type: RuleType, field: string): boolean =>
  (RULE_FIELDS[type] as Readonly<Record<string, string>>)[field] === "number";

const scalarOf = (type: RuleType, field: string, text: string): string | number => {
  const trimmed = text.trim();
  if (!isNumberField(type, field) || trimmed === "") return trimmed;
  const number = Number(trimmed);
  return Number.isNaN(number) ? trimmed : number;
};

/** The value a rule draft sends. */
export const ruleValueOf = (draft: RuleDraft): unknown => {
  if (LIST_OPERATORS.includes(draft.operator)) {
    return draft.text.split(",").map((part) => part.trim()).filter((part) => part !== "").map((part) => scalarOf(draft.type, draft.field, part));
  }
  const scalar = scalarOf(draft.type, draft.field, draft.text);
  return draft.operator === "$anyElementTrue" ? { operator: draft.innerOperator, value: scalar } : scalar;
};

export const ruleOf = (draft: RuleDraft): Rule => ({ type: draft.type, field: draft.field, operator: draft.operator, value: ruleValueOf(draft) });

export const ruleSetOf = (draft: RuleSetDraft): RuleSet => ({ operator: draft.operator, rules: draft.rules.map(ruleOf) });

const textOf = (value: unknown): string => (Array.isArray(value) ? value.map(String).join(", ") : value === undefined || value === null ? "" : String(value));

const isScalarOperator = (operator: unknown): operator is ScalarOperator => (SCALAR_OPERATORS as ReadonlyArray<unknown>).includes(operator);

/** The editor's draft of a stored rule. */
export const ruleDraftOf = (rule: Rule): RuleDraft => {
  if (rule.operator === "$anyElementTrue" && typeof rule.value === "object" && rule.value !== null && "operator" in rule.value && "value" in rule.value) {
    const inner = rule.value as { readonly operator: unknown; readonly value: unknown };
    return { type: rule.type, field: rule.field, operator: rule.operator, innerOperator: isScalarOperator(inner.operator) ? inner.operator : "$eq", text: textOf(inner.value) };
  }
  return { type: rule.type, field: rule.field, operator: rule.operator, innerOperator: "$eq", text: textOf(rule.value) };
};

export const ruleSetDraftOf = (set: RuleSet | undefined): RuleSetDraft =>
  set === undefined ? NO_RULES : { operator: set.operator, rules: set.rules.map(ruleDraftOf) };
