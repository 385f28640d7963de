import fc from "fast-check";
import { describe, it } from "vitest";
import { type RuleValue, checkExpression, evaluateExpression, expressionOfRule, ruleOfExpression } from "./levelExpression";

const variableArb = fc.constantFrom("level" as const, "exp" as const);
const ruleArb: fc.Arbitrary<RuleValue> = fc.oneof(
  fc.integer({ min: 0, max: 999 }).map((value): RuleValue => ({ kind: "fix", by: "amount", value })),
  fc.integer({ min: 0, max: 999 }).map((value): RuleValue => ({ kind: "subtraction", by: "amount", value })),
  fc.integer({ min: 0, max: 10_000 }).map((hundredths): RuleValue => ({ kind: "subtraction", by: "percentage", value: hundredths / 100 })),
);
const varsArb = fc.record({ level: fc.integer({ min: 0, max: 999 }), exp: fc.integer({ min: 0, max: 100_000 }) });

/** Random well-formed expressions, printed with random spacing. */
const exprArb: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom("level", "exp", "1", "2.5", "100"),
    fc.tuple(tie("e"), fc.constantFrom("+", "-", "*", "/"), tie("e"), fc.constantFrom("", " ")).map(([a, op, b, s]) => `${a}${s}${op}${s}${b}`),
    tie("e").map((e) => `(${e})`),
    tie("e").map((e) => `-${e}`),
  ),
})).e;

describe("level expression properties", () => {
  it("every rule the editor writes is valid and reads back as itself", () => {
    fc.assert(fc.property(ruleArb, variableArb, (rule, variable) => {
      const text = expressionOfRule(rule, variable);
      return checkExpression(text) === null && JSON.stringify(ruleOfExpression(text, variable)) === JSON.stringify(rule);
    }));
  });

  it("a rule's expression computes what the rule says", () => {
    fc.assert(fc.property(ruleArb, variableArb, varsArb, (rule, variable, vars) => {
      const value = evaluateExpression(expressionOfRule(rule, variable), vars) ?? Number.NaN;
      const current = vars[variable];
      const expected = rule.kind === "fix" ? rule.value : rule.by === "amount" ? current - rule.value : current - (current * rule.value) / 100;
      return Math.abs(value - expected) < 1e-9 * Math.max(1, Math.abs(expected));
    }));
  });

  it("every well-formed expression parses and agrees with JavaScript's arithmetic", () => {
    fc.assert(fc.property(exprArb, varsArb, (text, vars) => {
      // the oracle: the same text read by JavaScript
      const oracle = new Function("level", "exp", `return ${text.replace(/-/g, " - ")};`) as (l: number, e: number) => number;
      const value = evaluateExpression(text, vars);
      const expected = oracle(vars.level, vars.exp);
      return value !== null && (Object.is(value, expected) || Math.abs(value - expected) <= 1e-9 * Math.max(1, Math.abs(expected)));
    }));
  });

  it("an expression cut short is invalid", () => {
    fc.assert(fc.property(exprArb, fc.constantFrom("+", "-", "*", "/", "("), (text, op) => checkExpression(`${text} ${op}`) !== null));
  });
});
