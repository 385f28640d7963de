import { describe, expect, it } from "vitest";
import { checkExpression, checkRuleValue, evaluateExpression, expressionOfRule, ruleOfExpression } from "./levelExpression";

const vars = { level: 20, exp: 150 };

describe("level expressions", () => {
  it("evaluates arithmetic over level and exp with precedence and parentheses", () => {
    expect(evaluateExpression("5", vars)).toBe(5);
    expect(evaluateExpression("level - 3", vars)).toBe(17);
    expect(evaluateExpression("level - level * 12.5 / 100", vars)).toBe(17.5);
    expect(evaluateExpression("(level + exp) / 2", vars)).toBe(85);
    expect(evaluateExpression("-level + 2 * 3", vars)).toBe(-14);
  });

  it("answers 'Invalid Expression' to anything else", () => {
    for (const bad of ["", "  ", "level -", "level level", "tier - 1", "(level", "level)", "1..2", "level % 2", "2 ** 3"]) {
      expect(checkExpression(bad), bad).toBe("Invalid Expression");
    }
    expect(checkExpression(" exp*0.5 ")).toBeNull();
  });

  it("writes and reads the editor's rules", () => {
    expect(expressionOfRule({ kind: "fix", by: "amount", value: 3 }, "level")).toBe("3");
    expect(expressionOfRule({ kind: "subtraction", by: "amount", value: 3 }, "level")).toBe("level - 3");
    expect(expressionOfRule({ kind: "subtraction", by: "percentage", value: 12.5 }, "exp")).toBe("exp - exp * 12.5 / 100");
    expect(ruleOfExpression("exp - exp * 12.5 / 100", "exp")).toEqual({ kind: "subtraction", by: "percentage", value: 12.5 });
    expect(ruleOfExpression("level-3", "level")).toEqual({ kind: "subtraction", by: "amount", value: 3 });
    expect(ruleOfExpression("(level + exp) / 2", "level")).toBeNull();
  });

  it("checks the editor's values", () => {
    expect(checkRuleValue({ kind: "fix", by: "amount", value: 0 }, 1)).toBe("Min is 1");
    expect(checkRuleValue({ kind: "fix", by: "amount", value: 0 }, 0)).toBeNull();
    expect(checkRuleValue({ kind: "subtraction", by: "amount", value: -1 }, 1)).toBe("Min is 0");
    expect(checkRuleValue({ kind: "subtraction", by: "amount", value: 1.5 }, 1)).toBe("Invalid integer");
    expect(checkRuleValue({ kind: "subtraction", by: "percentage", value: 12.345 }, 1)).toBe("Max two decimal");
    expect(checkRuleValue({ kind: "subtraction", by: "percentage", value: 12.34 }, 1)).toBeNull();
  });
});
