// Owns: claim codes (spec 3 §3 voucher claim batch, §5 claims): the batch request (single code,
// bulk count, or a code list one per line), the code generator config (length, charset, prefix,
// suffix, pattern with `#` slots), the count of combinations, the capacity report and the
// generation itself from an injected random source (ctx.random; recorded in events, never re-rolled).
// Decisions where the spec is silent:
// - Slots: with a pattern, its `#` characters (every other character is literal); without one,
//   `length` slots (default 8). Combinations = distinct charset characters ^ slots, exactly (bigint).
// - What is left = combinations − codes of the business already taken that have this shape
//   (prefix + pattern + suffix over the charset); a batch above it is refused with the spec's
//   'You have exceed the maximum combination of unique code of N', N being what is left.
// - `charset: "custom"` takes its characters from `customCharset` ('Custom charset is required'
//   when it has none); duplicates in it count once. Codes are case-sensitive.
// - The chance of guessing a valid code is (taken + requested) / combinations: one random guess of
//   that shape hitting a live code.
// - A single code or a code list may not hold a code the business already has ('Code {code}
//   already exists', 409) nor repeat one ('Duplicate code {code}').
// - Bounds (ARCHITECTURE §2.7), sized to the maths: at most MAX_CODE_SLOTS (32) slots, so a
//   shape has at most 62^32 combinations (a bigint) and generation never loops on a huge
//   length; a prefix and a suffix of at most 16 characters and a pattern of at most 32, so a
//   code is at most MAX_CODE_LENGTH (64) characters and the shape's regex stays small; a custom
//   charset of at most 256 characters; a given code at most 64 characters without control
//   characters, a code list at most 2000 such lines ('Code length must at most 32', '{Field} is
//   too long', 'Code is too long').
import { Result, Schema } from "effect";
import { DomainError } from "../engine/decider";
import { boundedText, multiLineText, textCharactersProblem, tooLongMessage } from "../shared/inputBounds";

export const MAX_CLAIMS_PER_BATCH = 2000;
export const DEFAULT_CODE_LENGTH = 8;
export const DEFAULT_PATTERN = "#".repeat(DEFAULT_CODE_LENGTH);
export const CODE_REQUIRED = "Code is required";
export const AT_LEAST_ONE_CLAIM = "You must add at least 1 claim";
export const MAX_PER_BATCH = "Maximum 2000 claims can be created per batch";
export const CODE_LENGTH_MIN = "Code length must at least 1";
export const CUSTOM_CHARSET_REQUIRED = "Custom charset is required";
export const MAX_CODE_SLOTS = 32;
export const MAX_CODE_LENGTH = 64;
const MAX_AFFIX_LENGTH = 16;
const MAX_CHARSET_LENGTH = 256;
export const CODE_LENGTH_MAX = `Code length must at most ${MAX_CODE_SLOTS}`;
export const CODE_TOO_LONG = tooLongMessage("Code");
export const exceedMessage = (left: bigint): string => `You have exceed the maximum combination of unique code of ${left}`;
export const codeExistsMessage = (code: string): string => `Code ${code} already exists`;
export const duplicateCodeMessage = (code: string): string => `Duplicate code ${code}`;

const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();
export const CHARSETS = {
  alphanumeric: DIGITS + UPPER + LOWER,
  alphabetic: UPPER + LOWER,
  lowercase: LOWER,
  uppercase: UPPER,
  numbers: DIGITS,
} as const;
export const CharsetName = Schema.Literals(["alphanumeric", "alphabetic", "lowercase", "uppercase", "numbers", "custom"]);
export type CharsetName = typeof CharsetName.Type;

const Count = Schema.Number.check(
  Schema.isInt({ message: AT_LEAST_ONE_CLAIM }),
  Schema.isGreaterThanOrEqualTo(1, { message: AT_LEAST_ONE_CLAIM }),
  Schema.isLessThanOrEqualTo(MAX_CLAIMS_PER_BATCH, { message: MAX_PER_BATCH }),
);

export const CodeConfig = Schema.Struct({
  length: Schema.optionalKey(Schema.Number.check(
    Schema.isInt({ message: CODE_LENGTH_MIN }),
    Schema.isGreaterThanOrEqualTo(1, { message: CODE_LENGTH_MIN }),
    Schema.isLessThanOrEqualTo(MAX_CODE_SLOTS, { message: CODE_LENGTH_MAX }),
  )),
  charset: Schema.optionalKey(CharsetName),
  customCharset: Schema.optionalKey(boundedText("Custom charset", MAX_CHARSET_LENGTH)),
  prefix: Schema.optionalKey(boundedText("Prefix", MAX_AFFIX_LENGTH)),
  suffix: Schema.optionalKey(boundedText("Suffix", MAX_AFFIX_LENGTH)),
  pattern: Schema.optionalKey(boundedText("Pattern", MAX_CODE_SLOTS).check(
    Schema.makeFilter((pattern: string) => [...pattern].filter((c) => c === "#").length <= MAX_CODE_SLOTS || CODE_LENGTH_MAX),
  )),
});
export type CodeConfig = typeof CodeConfig.Type;

const Code = Schema.Trim.check(
  Schema.isNonEmpty({ message: CODE_REQUIRED }),
  Schema.makeFilter((code: string) => textCharactersProblem(code) ?? true),
  Schema.isMaxLength(MAX_CODE_LENGTH, { message: CODE_TOO_LONG }),
);

/** A code list as typed: at most MAX_CLAIMS_PER_BATCH lines of a code and a line break. */
const CodeList = multiLineText("Code list", MAX_CLAIMS_PER_BATCH * (MAX_CODE_LENGTH + 2));

/** The claims a batch asks for (POST /vouchers/{id}/claims). */
export const ClaimBatchRequest = Schema.Union([
  Schema.Struct({ type: Schema.Literal("single"), code: Code }),
  Schema.Struct({ type: Schema.Literal("bulk"), count: Count, codeConfig: Schema.optionalKey(CodeConfig) }),
  Schema.Struct({ type: Schema.Literal("list"), codes: CodeList }),
]);
export type ClaimBatchRequest = typeof ClaimBatchRequest.Type;

/** The config with every default filled in. */
export interface CodeShape {
  readonly charset: string;
  readonly prefix: string;
  readonly suffix: string;
  readonly pattern: string;
}

export const shapeOf = (config: CodeConfig = {}): Result.Result<CodeShape, DomainError> => {
  const named = config.charset ?? "alphanumeric";
  const chars = named === "custom" ? (config.customCharset ?? "") : CHARSETS[named];
  const charset = [...new Set(chars)].join("");
  if (charset === "") return Result.fail(new DomainError(CUSTOM_CHARSET_REQUIRED, 400, ["codeConfig", "customCharset"]));
  const pattern = config.pattern !== undefined && config.pattern !== "" ? config.pattern : "#".repeat(config.length ?? DEFAULT_CODE_LENGTH);
  return Result.succeed({ charset, prefix: config.prefix ?? "", suffix: config.suffix ?? "", pattern });
};

export const slotsOf = (shape: CodeShape): number => [...shape.pattern].filter((c) => c === "#").length;

/** Distinct charset characters ^ slots. */
export const combinationsOf = (shape: CodeShape): bigint => BigInt([...shape.charset].length) ** BigInt(slotsOf(shape));

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const escapeInClass = (text: string): string => text.replace(/[\]\\^-]/g, "\\$&");

/** Whether `code` could have come from this shape (prefix, pattern over the charset, suffix). */
export const fitsShape = (shape: CodeShape): ((code: string) => boolean) => {
  const slot = `[${escapeInClass(shape.charset)}]`;
  const body = [...shape.pattern].map((c) => (c === "#" ? slot : escape(c))).join("");
  const regex = new RegExp(`^${escape(shape.prefix)}${body}${escape(shape.suffix)}$`, "u");
  return (code) => regex.test(code);
};

export interface Capacity {
  readonly combinations: bigint;
  readonly taken: number;
  readonly available: bigint;
  readonly requested: number;
  /** Chance that one random guess of this shape names a live code once the batch exists. */
  readonly guessChance: number;
}

export const capacityOf = (shape: CodeShape, taken: Iterable<string>, requested: number): Capacity => {
  const fits = fitsShape(shape);
  let count = 0;
  for (const code of taken) if (fits(code)) count += 1;
  const combinations = combinationsOf(shape);
  const available = combinations - BigInt(count);
  const live = Math.min(Number(combinations), count + requested);
  return { combinations, taken: count, available, requested, guessChance: live / Number(combinations) };
};

const ENUMERATE_LIMIT = 5_000_000n;

const codeAt = (shape: CodeShape, chars: ReadonlyArray<string>, pick: () => number): string => {
  let body = "";
  for (const c of shape.pattern) body += c === "#" ? chars[pick()] : c;
  return shape.prefix + body + shape.suffix;
};

/** Every free code of a small space, then a partial Fisher-Yates draw of `count` of them. */
const drawFromAll = (shape: CodeShape, chars: ReadonlyArray<string>, count: number, taken: ReadonlySet<string>, random: () => number): string[] => {
  const total = Number(combinationsOf(shape));
  const free: string[] = [];
  for (let index = 0; index < total; index++) {
    let rest = index;
    const code = codeAt(shape, chars, () => {
      const digit = rest % chars.length;
      rest = Math.floor(rest / chars.length);
      return digit;
    });
    if (!taken.has(code)) free.push(code);
  }
  // Stryker disable next-line EqualityOperator: one more swap past `count` moves nothing into the slice kept
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (free.length - i));
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  return free.slice(0, count);
};

/** `count` new codes of this shape, none in `taken`, all distinct; refused above what is left. */
export const generateCodes = (
  shape: CodeShape,
  count: number,
  taken: ReadonlySet<string>,
  random: () => number,
): Result.Result<ReadonlyArray<string>, DomainError> => {
  const { available, combinations } = capacityOf(shape, taken, count);
  if (BigInt(count) > available) return Result.fail(new DomainError(exceedMessage(available), 400, ["count"]));
  const chars = [...shape.charset];
  if (combinations <= ENUMERATE_LIMIT && BigInt(count) * 4n > available) {
    return Result.succeed(drawFromAll(shape, chars, count, taken, random));
  }
  const drawn = new Set<string>();
  const pick = () => Math.floor(random() * chars.length);
  while (drawn.size < count) {
    const code = codeAt(shape, chars, pick);
    if (!taken.has(code)) drawn.add(code);
  }
  return Result.succeed([...drawn]);
};

/** A code list as typed: one code per line, blank lines ignored, each trimmed. */
export const parseCodeList = (text: string): ReadonlyArray<string> =>
  text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");

/** The first problem of given codes (a single code or a list): count, repeats, codes taken. */
export const givenCodesProblem = (codes: ReadonlyArray<string>, taken: ReadonlySet<string>): DomainError | null => {
  if (codes.length === 0) return new DomainError(AT_LEAST_ONE_CLAIM, 400, ["codes"]);
  if (codes.length > MAX_CLAIMS_PER_BATCH) return new DomainError(MAX_PER_BATCH, 400, ["codes"]);
  const seen = new Set<string>();
  for (const code of codes) {
    if (code.length > MAX_CODE_LENGTH) return new DomainError(CODE_TOO_LONG, 400, ["codes"]);
    const characters = textCharactersProblem(code);
    if (characters !== null) return new DomainError(characters, 400, ["codes"]);
    if (seen.has(code)) return new DomainError(duplicateCodeMessage(code), 400, ["codes"]);
    if (taken.has(code)) return new DomainError(codeExistsMessage(code), 409, ["codes"]);
    seen.add(code);
  }
  return null;
};
