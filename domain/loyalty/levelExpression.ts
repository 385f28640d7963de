// Owns: the season rule expressions (spec 2 §3 "Level rule: minLevel, minExp, levelExpression,
// expExpression; type Fix or Subtraction, by Amount or Percentage"; spec 2 §5 "fix values at
// least the minimum, others at least 0; percentage allows 2 decimals ('Max two decimal'), others
// integers. Expression minimum 1; 'Invalid Expression' if invalid"): parse, validate, evaluate,
// and the editor's rule <-> expression text.
// Exports: INVALID_EXPRESSION, MAX_TWO_DECIMAL, ExpressionVariable, Variables, RuleKind, RuleBy,
//   RuleValue, parseExpression(text): ((vars) => number) | null, checkExpression(text): string | null,
//   evaluateExpression(text, vars): number | null, expressionOfRule(rule, variable): string,
//   ruleOfExpression(text, variable): RuleValue | null, checkRuleValue(rule, minimum): string | null.
// Decisions (spec silent):
// - Grammar: numbers (digits, optional decimals), the variables `level` and `exp` (the member's
//   values before the reset), + - * / and parentheses, unary minus; spaces are free. Both
//   variables may be used in either expression. Anything else is 'Invalid Expression'.
// - The editor writes Fix as "N", Subtraction by Amount as "level - N", by Percentage as
//   "level - level * P / 100" (with `exp` in the experience expression).
// - Value messages not in the spec: 'Min is {minimum}' and 'Invalid integer'. The minimum is 1
//   for a level expression and 0 for an experience expression.
export const INVALID_EXPRESSION = "Invalid Expression";
export const MAX_TWO_DECIMAL = "Max two decimal";

export type ExpressionVariable = "level" | "exp";
export type Variables = Readonly<Record<ExpressionVariable, number>>;
export type RuleKind = "fix" | "subtraction";
export type RuleBy = "amount" | "percentage";
export type RuleValue = { readonly kind: RuleKind; readonly by: RuleBy; readonly value: number };

type Evaluate = (vars: Variables) => number;
type Token = { readonly kind: "number"; readonly value: number } | { readonly kind: "name"; readonly name: string } | { readonly kind: "op"; readonly op: string };

const tokenize = (text: string): Token[] | null => {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|([a-zA-Z]+)|([-+*/()]))/y;
  let index = 0;
  while (index < text.length) {
    if (text.slice(index).trim() === "") break;
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (match === null) return null;
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ kind: "number", value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: "name", name: match[2] });
    else tokens.push({ kind: "op", op: match[3] ?? "" });
  }
  return tokens;
};

/** A recursive-descent parser over the tokens; throws on any syntax error. */
const parseTokens = (tokens: ReadonlyArray<Token>): Evaluate => {
  let at = 0;
  const isOp = (op: string) => {
    const token = tokens[at];
    return token?.kind === "op" && token.op === op;
  };
  const fail = (): never => {
    throw new SyntaxError(INVALID_EXPRESSION);
  };
  const factor = (): Evaluate => {
    const token = tokens[at];
    at += 1;
    if (token === undefined) return fail();
    if (token.kind === "number") return () => token.value;
    if (token.kind === "name") {
      const name = token.name;
      if (name !== "level" && name !== "exp") return fail();
      return (vars) => vars[name];
    }
    if (token.op === "-") {
      const inner = factor();
      return (vars) => -inner(vars);
    }
    if (token.op !== "(") return fail();
    const inner = sum();
    if (!isOp(")")) return fail();
    at += 1;
    return inner;
  };
  const binary = (next: () => Evaluate, ops: Record<string, (a: number, b: number) => number>) => (): Evaluate => {
    let left = next();
    for (let token = tokens[at]; token?.kind === "op" && token.op in ops; token = tokens[at]) {
      at += 1;
      const apply = ops[token.op] ?? fail();
      const [l, r] = [left, next()];
      left = (vars) => apply(l(vars), r(vars));
    }
    return left;
  };
  const product = binary(factor, { "*": (a, b) => a * b, "/": (a, b) => a / b });
  const sum = binary(product, { "+": (a, b) => a + b, "-": (a, b) => a - b });
  const whole = sum();
  if (at !== tokens.length) fail();
  return whole;
};

/** The expression as a function of the member's values, or null when invalid. */
export const parseExpression = (text: string): Evaluate | null => {
  const tokens = tokenize(text);
  if (tokens === null || tokens.length === 0) return null;
  try {
    return parseTokens(tokens);
  } catch {
    return null;
  }
};

export const checkExpression = (text: string): string | null => (parseExpression(text) === null ? INVALID_EXPRESSION : null);

/** The raw (unrounded) value, or null for an invalid expression. */
export const evaluateExpression = (text: string, vars: Variables): number | null => parseExpression(text)?.(vars) ?? null;

/** The text the rule editor stores for a rule on `variable`. */
export const expressionOfRule = (rule: RuleValue, variable: ExpressionVariable): string => {
  if (rule.kind === "fix") return `${rule.value}`;
  return rule.by === "amount" ? `${variable} - ${rule.value}` : `${variable} - ${variable} * ${rule.value} / 100`;
};

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

/** The editor's rule behind an expression text, or null for a custom expression. */
export const ruleOfExpression = (text: string, variable: ExpressionVariable): RuleValue | null => {
  const compact = text.replace(/\s+/g, "");
  const patterns: ReadonlyArray<readonly [RegExp, RuleKind, RuleBy]> = [
    [new RegExp(`^${NUMBER}$`), "fix", "amount"],
    [new RegExp(`^${variable}-${NUMBER}$`), "subtraction", "amount"],
    [new RegExp(`^${variable}-${variable}\\*${NUMBER}/100$`), "subtraction", "percentage"],
  ];
  for (const [pattern, kind, by] of patterns) {
    const match = pattern.exec(compact);
    if (match !== null) return { kind, by, value: Number(match[1]) };
  }
  return null;
};

const decimalsOf = (value: number): number => {
  const [, fraction = ""] = String(value).split(".");
  return String(value).includes("e") ? Number.POSITIVE_INFINITY : fraction.length;
};

/** null when the editor's value is acceptable; fix values need at least `minimum`. */
export const checkRuleValue = (rule: RuleValue, minimum: number): string | null => {
  if (!Number.isFinite(rule.value)) return INVALID_EXPRESSION;
  const floor = rule.kind === "fix" ? minimum : 0;
  if (rule.value < floor) return `Min is ${floor}`;
  if (rule.kind === "subtraction" && rule.by === "percentage") return decimalsOf(rule.value) <= 2 ? null : MAX_TWO_DECIMAL;
  return Number.isInteger(rule.value) ? null : "Invalid integer";
};
