// Owns: the advanced-effect rules (spec 3 §3 "Advanced rule fields"): a rule names a field of the
// bill (restaurantId, total, date, time, itemCount), of an item (productId, quantity,
// addonCount) or of an add-on (selectionId), an operator ($eq, $ne, $gt, $gte, $lt, $lte, $in,
// $nin, $all, $anyElementTrue) and a value; a rule set joins its rules with any or all. A field
// unknown for its type, or a value of the wrong type for the field and operator, is
// 'Invalid field type'; an item quantity below 10 is 'Invalid quantity' and a bill total with
// more than 2 decimals 'Invalid amount' (spec 3 §5, §9).
// Decisions where the spec is silent:
// - Values: restaurantId, productId, selectionId are strings; total is money in major units
//   (12.5); date is "YYYY-MM-DD" and time "HH:mm" in the business time zone (they compare as
//   text, which orders them); itemCount, quantity, addonCount are integers.
// - $in/$nin/$all take a list; $anyElementTrue takes a condition {operator, value} that at least
//   one element must satisfy. Scalar operators take a scalar.
// - Add-on rules look at the list of the item's add-on selection ids: $eq/$in/$gt... hold when
//   some element satisfies them, $ne/$nin when no element is equal / in the list, $all when
//   every listed value is present, $anyElementTrue as above. On a scalar field $all needs the
//   one value to equal every listed value and $anyElementTrue tests the value itself.
// - Bill rules read the bill; item and add-on rules read one line. For a bill-wide decision an
//   item or add-on rule holds when some line satisfies it.
import { Schema } from "effect";
import { boundedList, boundedText } from "../../shared/inputBounds";
import { countNumberDecimals } from "../../shared/decimalString";

export const INVALID_FIELD_TYPE = "Invalid field type";
export const INVALID_RULE_QUANTITY = "Invalid quantity";
export const INVALID_RULE_TOTAL = "Invalid amount";
export const MIN_RULE_ITEM_QUANTITY = 10;

export const RULE_FIELDS = {
  bill: { restaurantId: "string", total: "number", date: "string", time: "string", itemCount: "number" },
  item: { productId: "string", quantity: "number", addonCount: "number" },
  addon: { selectionId: "string" },
} as const;
export type RuleType = keyof typeof RULE_FIELDS;

export const RULE_OPERATORS = ["$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin", "$all", "$anyElementTrue"] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];
type Scalar = string | number;
type Condition = { readonly operator: RuleOperator; readonly value: unknown };

const LIST_OPERATORS: ReadonlyArray<RuleOperator> = ["$in", "$nin", "$all"];

const fieldKind = (type: RuleType, field: string): "string" | "number" | undefined =>
  (RULE_FIELDS[type] as Readonly<Record<string, "string" | "number">>)[field];

const fitsKind = (value: unknown, kind: "string" | "number"): boolean =>
  kind === "number" ? Number.isFinite(value) : typeof value === "string";

const isCondition = (value: unknown): value is Condition =>
  typeof value === "object" && value !== null && "operator" in value && "value" in value &&
  (RULE_OPERATORS as ReadonlyArray<unknown>).includes((value as Condition).operator);

/** The scalar values a condition compares against, or null when its shape is wrong. */
const scalarsOf = (condition: Condition, kind: "string" | "number"): ReadonlyArray<unknown> | null => {
  const { operator, value } = condition;
  if (operator === "$anyElementTrue") {
    return isCondition(value) && value.operator !== "$anyElementTrue" ? scalarsOf(value, kind) : null;
  }
  if (LIST_OPERATORS.includes(operator)) return Array.isArray(value) && value.length > 0 && value.every((v) => fitsKind(v, kind)) ? value : null;
  return fitsKind(value, kind) ? [value] : null;
};

const RuleFields = Schema.Struct({
  type: Schema.Literals(["bill", "item", "addon"]).annotate({ message: INVALID_FIELD_TYPE }),
  field: boundedText("Field"),
  operator: Schema.Literals(RULE_OPERATORS).annotate({ message: INVALID_FIELD_TYPE }),
  value: Schema.Unknown,
});

export const Rule = RuleFields.check(
  Schema.makeFilter((rule: typeof RuleFields.Type) => {
    const kind = fieldKind(rule.type, rule.field);
    if (kind === undefined) return { path: ["field"], issue: INVALID_FIELD_TYPE };
    const scalars = scalarsOf(rule, kind);
    if (scalars === null) return { path: ["value"], issue: INVALID_FIELD_TYPE };
    // only items have a quantity and only bills a total
    if (rule.field === "quantity" && scalars.some((v) => (v as number) < MIN_RULE_ITEM_QUANTITY)) {
      return { path: ["value"], issue: INVALID_RULE_QUANTITY };
    }
    if (rule.field === "total" && scalars.some((v) => (v as number) < 0 || countNumberDecimals(v as number) > 2)) {
      return { path: ["value"], issue: INVALID_RULE_TOTAL };
    }
    return true;
  }),
);
export type Rule = typeof Rule.Type;

/** At most 50 rules in a set (spec silent): more than any form builds. */
export const RuleSet = Schema.Struct({ operator: Schema.Literals(["any", "all"]), rules: boundedList(Rule, 50, "rules") });
export type RuleSet = typeof RuleSet.Type;

/** What rules read: the bill's fields, and one line's when item or add-on rules are asked. */
export interface BillFacts {
  readonly restaurantId?: string | undefined;
  readonly total: number;
  readonly date?: string | undefined;
  readonly time?: string | undefined;
  readonly itemCount: number;
}
export interface LineFacts {
  readonly productId: string;
  readonly quantity: number;
  readonly addonCount: number;
  readonly selectionIds: ReadonlyArray<string>;
}

const compare = (operator: RuleOperator, actual: Scalar, value: unknown): boolean => {
  switch (operator) {
    case "$eq": return actual === value;
    case "$ne": return actual !== value;
    case "$gt": return actual > (value as Scalar);
    case "$gte": return actual >= (value as Scalar);
    case "$lt": return actual < (value as Scalar);
    case "$lte": return actual <= (value as Scalar);
    case "$in": return (value as ReadonlyArray<unknown>).includes(actual);
    case "$nin": return !(value as ReadonlyArray<unknown>).includes(actual);
    case "$all": return (value as ReadonlyArray<unknown>).every((v) => v === actual);
    case "$anyElementTrue": return isCondition(value) && compare(value.operator, actual, value.value);
    default: {
      const unknown: never = operator;
      return unknown;
    }
  }
};

/** A condition over a list of values (the add-on selection ids of a line). */
const compareList = (operator: RuleOperator, actual: ReadonlyArray<Scalar>, value: unknown): boolean => {
  switch (operator) {
    case "$ne": return !actual.includes(value as Scalar);
    case "$nin": return !actual.some((a) => (value as ReadonlyArray<unknown>).includes(a));
    case "$all": return (value as ReadonlyArray<unknown>).every((v) => actual.includes(v as Scalar));
    // $anyElementTrue too: compare reads its condition
    default: return actual.some((a) => compare(operator, a, value));
  }
};

const billValue = (facts: BillFacts, field: string): Scalar | undefined => {
  switch (field) {
    case "restaurantId": return facts.restaurantId;
    case "total": return facts.total;
    case "date": return facts.date;
    case "time": return facts.time;
    case "itemCount": return facts.itemCount;
    // Stryker disable next-line ConditionalExpression: without the default case the switch ends and the function returns undefined all the same
    default: return undefined;
  }
};

const lineValue = (facts: LineFacts, field: string): Scalar | undefined => {
  switch (field) {
    case "productId": return facts.productId;
    case "quantity": return facts.quantity;
    case "addonCount": return facts.addonCount;
    // Stryker disable next-line ConditionalExpression: without the default case the switch ends and the function returns undefined all the same
    default: return undefined;
  }
};

const holdsOnBill = (rule: Rule, bill: BillFacts): boolean => {
  const actual = billValue(bill, rule.field);
  return actual !== undefined && compare(rule.operator, actual, rule.value);
};

const holdsOnLine = (rule: Rule, line: LineFacts): boolean => {
  if (rule.type === "addon") return compareList(rule.operator, line.selectionIds, rule.value);
  const actual = lineValue(line, rule.field);
  return actual !== undefined && compare(rule.operator, actual, rule.value);
};

const join = (set: RuleSet, holds: (rule: Rule) => boolean): boolean =>
  set.rules.length === 0 || (set.operator === "all" ? set.rules.every(holds) : set.rules.some(holds));

/** Whether the rule set holds for the bill as a whole (item rules: some line satisfies). */
export const ruleSetHoldsOnBill = (set: RuleSet, bill: BillFacts, lines: ReadonlyArray<LineFacts>): boolean =>
  join(set, (rule) => (rule.type === "bill" ? holdsOnBill(rule, bill) : lines.some((line) => holdsOnLine(rule, line))));

/** Whether the rule set holds for one line of the bill (bill rules read the bill). */
export const ruleSetHoldsOnLine = (set: RuleSet, bill: BillFacts, line: LineFacts): boolean =>
  join(set, (rule) => (rule.type === "bill" ? holdsOnBill(rule, bill) : holdsOnLine(rule, line)));
