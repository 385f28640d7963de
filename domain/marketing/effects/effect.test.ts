import { describe, expect, it } from "vitest";
import { issuesOf, messagesOf } from "../../business/schemaSpec";
import { Effect, coerceMaxQuantity, priorityFor } from "./effect";
import { Rule } from "./rules";
import { billEffect, byAmount, byPercent, itemEffect, toAmount } from "./testBills";

const SIMPLE = { type: "SIMPLE" } as const;

describe("the effect Schema", () => {
  it("accepts each target's allowed adjustments", () => {
    expect(messagesOf(Effect, billEffect(byAmount(100)))).toEqual([]);
    expect(messagesOf(Effect, billEffect(byPercent(10)))).toEqual([]);
    expect(messagesOf(Effect, itemEffect(toAmount(100), SIMPLE, ["p"]))).toEqual([]);
    expect(messagesOf(Effect, { target: "PAYMENT", adjustment: byAmount(100), options: {} })).toEqual([]);
  });

  it("says 'Unknown Adjustment Type' for an unknown type or one the target does not allow", () => {
    expect(messagesOf(Effect, { ...billEffect(byAmount(1)), adjustment: { type: "byMagic", amount: { amount: 1, precision: 2 } } })).toContain("Unknown Adjustment Type");
    expect(issuesOf(Effect, billEffect(toAmount(100)))).toEqual([{ path: ["adjustment", "type"], message: "Unknown Adjustment Type" }]);
    expect(messagesOf(Effect, { target: "PAYMENT", adjustment: byPercent(5), options: {} })).toEqual(["Unknown Adjustment Type"]);
    const comboAtLeast = { type: "COMBO", atLeast: true, groups: [{ itemIds: ["a"], count: 1 }] } as const;
    expect(messagesOf(Effect, itemEffect(toAmount(100), comboAtLeast, []))).toEqual(["Unknown Adjustment Type"]);
    expect(messagesOf(Effect, itemEffect(toAmount(100), { ...comboAtLeast, atLeast: false }, []))).toEqual([]);
  });

  it("refuses negative amounts ('Min amount is 0') and too many decimals ('Invalid amount')", () => {
    expect(messagesOf(Effect, billEffect(byAmount(-1)))).toEqual(["Min amount is 0"]);
    expect(messagesOf(Effect, billEffect({ type: "byAmount", amount: { amount: 1005, precision: 3 } }))).toEqual(["Invalid amount"]);
    expect(messagesOf(Effect, billEffect({ type: "byPercentage", amount: { amount: 1250, precision: 4 } }))).toEqual(["Invalid amount"]);
    expect(messagesOf(Effect, billEffect(byPercent(101)))).toEqual(["Invalid amount"]);
    expect(messagesOf(Effect, billEffect(byAmount(100), -5))).toEqual(["Min amount is 0"]);
  });

  it("says 'Amount required' when the amount is missing", () => {
    expect(messagesOf(Effect, { ...billEffect(byAmount(1)), adjustment: { type: "byAmount" } })).toEqual(["Amount required"]);
    expect(messagesOf(Effect, { ...billEffect(byAmount(1)), adjustment: { type: "byAmount", amount: { precision: 2 } } })).toEqual(["Amount required"]);
  });

  it("needs whole positive x, y and counts ('Invalid quantity')", () => {
    expect(messagesOf(Effect, itemEffect(byAmount(1), { type: "BUY_X_GET_Y", x: 0, y: 1 }, []))).toEqual(["Invalid quantity"]);
    expect(messagesOf(Effect, itemEffect(byAmount(1), { type: "COMBO", groups: [] }, []))).toEqual(["Invalid quantity"]);
  });

  it("coerces an empty or negative max quantity to 1, and reads auto apply as a priority", () => {
    expect([coerceMaxQuantity(null), coerceMaxQuantity(-3), coerceMaxQuantity(0), coerceMaxQuantity(4)]).toEqual([1, 1, 0, 4]);
    expect([priorityFor(true, undefined), priorityFor(true, 3), priorityFor(false, 3)]).toEqual([0, 3, null]);
  });
});

describe("advanced rules", () => {
  it("says 'Invalid field type' for a field unknown to its type or a value of the wrong type", () => {
    expect(messagesOf(Rule, { type: "bill", field: "productId", operator: "$eq", value: "x" })).toEqual(["Invalid field type"]);
    expect(messagesOf(Rule, { type: "item", field: "quantity", operator: "$gte", value: "ten" })).toEqual(["Invalid field type"]);
    expect(messagesOf(Rule, { type: "addon", field: "selectionId", operator: "$in", value: "ice" })).toEqual(["Invalid field type"]);
    expect(messagesOf(Rule, { type: "order", field: "total", operator: "$eq", value: 1 })).toContain("Invalid field type");
    expect(messagesOf(Rule, { type: "addon", field: "selectionId", operator: "$anyElementTrue", value: { operator: "$eq", value: "ice" } })).toEqual([]);
  });

  it("keeps the item quantity at 10 or more and the bill total at 2 decimals", () => {
    expect(messagesOf(Rule, { type: "item", field: "quantity", operator: "$gte", value: 9 })).toEqual(["Invalid quantity"]);
    expect(messagesOf(Rule, { type: "item", field: "quantity", operator: "$gte", value: 10 })).toEqual([]);
    expect(messagesOf(Rule, { type: "bill", field: "total", operator: "$gt", value: 10.005 })).toEqual(["Invalid amount"]);
    expect(messagesOf(Rule, { type: "bill", field: "total", operator: "$gt", value: 10.05 })).toEqual([]);
  });
});
