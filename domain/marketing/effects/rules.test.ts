import { describe, expect, it } from "vitest";
import { issuesOf } from "../../business/schemaSpec";
import { type BillFacts, type LineFacts, Rule, type RuleSet, ruleSetHoldsOnBill, ruleSetHoldsOnLine } from "./rules";

const bill: BillFacts = { restaurantId: "r1", total: 25.5, date: "2026-11-26", time: "12:15", itemCount: 3 };
const kopi: LineFacts = { productId: "kopi", quantity: 12, addonCount: 2, selectionIds: ["ice", "less-sugar"] };
const roti: LineFacts = { productId: "roti", quantity: 1, addonCount: 0, selectionIds: [] };
const one = (rule: Rule): RuleSet => ({ operator: "all", rules: [rule] });

describe("rule evaluation", () => {
  it.each([
    [{ type: "bill", field: "total", operator: "$gt", value: 25 }, true],
    [{ type: "bill", field: "total", operator: "$lte", value: 25 }, false],
    [{ type: "bill", field: "restaurantId", operator: "$in", value: ["r1", "r2"] }, true],
    [{ type: "bill", field: "restaurantId", operator: "$nin", value: ["r1"] }, false],
    [{ type: "bill", field: "date", operator: "$gte", value: "2026-11-01" }, true],
    [{ type: "bill", field: "time", operator: "$lt", value: "12:00" }, false],
    [{ type: "bill", field: "itemCount", operator: "$ne", value: 3 }, false],
    [{ type: "bill", field: "itemCount", operator: "$all", value: [3, 3] }, true],
    [{ type: "bill", field: "itemCount", operator: "$all", value: [3, 4] }, false],
    [{ type: "bill", field: "itemCount", operator: "$ne", value: 5 }, true],
    [{ type: "bill", field: "total", operator: "$gt", value: 25.5 }, false],
    [{ type: "bill", field: "total", operator: "$lte", value: 25.5 }, true],
    [{ type: "bill", field: "time", operator: "$lt", value: "12:15" }, false],
    [{ type: "bill", field: "itemCount", operator: "$anyElementTrue", value: { operator: "$gt", value: 2 } }, true],
    [{ type: "bill", field: "itemCount", operator: "$anyElementTrue", value: { operator: "$gt", value: 5 } }, false],
  ] as const)("bill rule %j holds: %s", (rule, expected) => {
    expect(ruleSetHoldsOnBill(one(rule as Rule), bill, [kopi, roti])).toBe(expected);
  });

  it.each([
    [{ type: "addon", field: "selectionId", operator: "$all", value: ["ice", "less-sugar"] }, true, false],
    [{ type: "addon", field: "selectionId", operator: "$nin", value: ["ice"] }, false, true],
    [{ type: "addon", field: "selectionId", operator: "$eq", value: "ice" }, true, false],
    [{ type: "addon", field: "selectionId", operator: "$ne", value: "ice" }, false, true],
    [{ type: "addon", field: "selectionId", operator: "$ne", value: "ice-cream" }, true, true],
    [{ type: "addon", field: "selectionId", operator: "$all", value: ["ice", "oat-milk"] }, false, false],
    [{ type: "addon", field: "selectionId", operator: "$anyElementTrue", value: { operator: "$gte", value: "l" } }, true, false],
    [{ type: "item", field: "quantity", operator: "$gte", value: 10 }, true, false],
    [{ type: "item", field: "addonCount", operator: "$lt", value: 1 }, false, true],
    [{ type: "item", field: "productId", operator: "$eq", value: "roti" }, false, true],
  ] as const)("line rule %j holds on kopi: %s, on roti: %s", (rule, onKopi, onRoti) => {
    expect(ruleSetHoldsOnLine(one(rule as Rule), bill, kopi)).toBe(onKopi);
    expect(ruleSetHoldsOnLine(one(rule as Rule), bill, roti)).toBe(onRoti);
  });

  it("joins rules with any or all; an item rule holds for the bill when some line satisfies it", () => {
    const rules: Rule[] = [
      { type: "bill", field: "total", operator: "$gt", value: 100 },
      { type: "item", field: "productId", operator: "$eq", value: "roti" },
    ];
    expect(ruleSetHoldsOnBill({ operator: "any", rules }, bill, [kopi, roti])).toBe(true);
    expect(ruleSetHoldsOnBill({ operator: "all", rules }, bill, [kopi, roti])).toBe(false);
    expect(ruleSetHoldsOnBill({ operator: "all", rules: [] }, bill, [])).toBe(true);
    expect(ruleSetHoldsOnBill({ operator: "any", rules: [] }, bill, [])).toBe(true);
    expect(ruleSetHoldsOnLine({ operator: "any", rules: [] }, bill, roti)).toBe(true);
  });
});

describe("the rule Schema", () => {
  const invalidField = (path: string) => [{ path: [path], message: "Invalid field type" }];

  it("says 'Invalid field type' at the field for a field its type does not have", () => {
    expect(issuesOf(Rule, { type: "bill", field: "productId", operator: "$eq", value: "x" })).toEqual(invalidField("field"));
  });

  it("says 'Invalid field type' at the value for a value of the wrong kind or shape", () => {
    expect(issuesOf(Rule, { type: "item", field: "productId", operator: "$eq", value: 5 })).toEqual(invalidField("value"));
    expect(issuesOf(Rule, { type: "bill", field: "total", operator: "$gt", value: Number.NaN })).toEqual(invalidField("value"));
    expect(issuesOf(Rule, { type: "bill", field: "total", operator: "$gt", value: "5" })).toEqual(invalidField("value"));
    expect(issuesOf(Rule, { type: "bill", field: "restaurantId", operator: "$in", value: [] })).toEqual(invalidField("value"));
    expect(issuesOf(Rule, { type: "bill", field: "restaurantId", operator: "$in", value: ["r1", 2] })).toEqual(invalidField("value"));
    expect(issuesOf(Rule, { type: "bill", field: "restaurantId", operator: "$in", value: ["r1", "r2"] })).toEqual([]);
  });

  it("needs a condition {operator, value} with a known operator, not another $anyElementTrue, for $anyElementTrue", () => {
    const anyElement = (value: unknown) => issuesOf(Rule, { type: "addon", field: "selectionId", operator: "$anyElementTrue", value });
    expect(anyElement({ operator: "$eq", value: "ice" })).toEqual([]);
    expect(anyElement("ice")).toEqual(invalidField("value"));
    expect(anyElement(null)).toEqual(invalidField("value"));
    expect(anyElement({ operator: "$like", value: "ice" })).toEqual(invalidField("value"));
    expect(anyElement({ operator: "$eq" })).toEqual(invalidField("value"));
    expect(anyElement({ operator: "$anyElementTrue", value: { operator: "$eq", value: "ice" } })).toEqual(invalidField("value"));
  });

  it("says 'Invalid quantity' for an item quantity below 10, and reads no other count so", () => {
    expect(issuesOf(Rule, { type: "item", field: "quantity", operator: "$in", value: [12, 9] })).toEqual([{ path: ["value"], message: "Invalid quantity" }]);
    expect(issuesOf(Rule, { type: "item", field: "addonCount", operator: "$gte", value: 1 })).toEqual([]);
    expect(issuesOf(Rule, { type: "bill", field: "itemCount", operator: "$gte", value: 1 })).toEqual([]);
  });

  it("says 'Invalid amount' for a negative bill total or one with more than 2 decimals", () => {
    expect(issuesOf(Rule, { type: "bill", field: "total", operator: "$gte", value: -1 })).toEqual([{ path: ["value"], message: "Invalid amount" }]);
    expect(issuesOf(Rule, { type: "bill", field: "total", operator: "$in", value: [10, 10.005] })).toEqual([{ path: ["value"], message: "Invalid amount" }]);
    expect(issuesOf(Rule, { type: "bill", field: "total", operator: "$gte", value: 0 })).toEqual([]);
  });
});
