import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { messagesOf as messagesOfSchema } from "../business/schemaSpec";
import {
  CHARSETS, CODE_LENGTH_MAX, CODE_LENGTH_MIN, CODE_TOO_LONG, ClaimBatchRequest, MAX_CODE_SLOTS, capacityOf, combinationsOf, fitsShape,
  generateCodes, givenCodesProblem, parseCodeList, shapeOf,
} from "./claimCodes";

const messagesOf = (input: unknown): ReadonlyArray<string> => messagesOfSchema(ClaimBatchRequest, input);
const bulk = (codeConfig: Record<string, unknown>) => ({ type: "bulk", count: 1, codeConfig });

describe("claim code bounds", () => {
  it("keep the spec's length message and cap the slots at 32", () => {
    expect(messagesOf(bulk({ length: 0 }))).toContain(CODE_LENGTH_MIN);
    expect(messagesOf(bulk({ length: MAX_CODE_SLOTS }))).toEqual([]);
    expect(messagesOf(bulk({ length: 100_000_000 }))).toContain(CODE_LENGTH_MAX);
    expect(messagesOf(bulk({ pattern: "#".repeat(MAX_CODE_SLOTS + 1) }))).toEqual(["Pattern is too long", CODE_LENGTH_MAX]);
    expect(messagesOf(bulk({ pattern: "#".repeat(MAX_CODE_SLOTS) }))).toEqual([]);
    expect(messagesOf(bulk({ pattern: `${"#".repeat(MAX_CODE_SLOTS - 1)}-` }))).toEqual([]);
    expect(messagesOf(bulk({ pattern: "A".repeat(MAX_CODE_SLOTS + 1) }))).toEqual(["Pattern is too long"]);
  });

  it("cap prefix, suffix and custom charset, and refuse control characters in them", () => {
    expect(messagesOf(bulk({ prefix: "P".repeat(100_000) }))).toContain("Prefix is too long");
    expect(messagesOf(bulk({ suffix: "S".repeat(17) }))).toContain("Suffix is too long");
    expect(messagesOf(bulk({ charset: "custom", customCharset: "A".repeat(257) }))).toContain("Custom charset is too long");
    expect(messagesOf(bulk({ prefix: "P\u0000" }))).toContain("Control characters are not allowed");
  });

  it("cap a single code at 64 characters and a listed code too", () => {
    expect(messagesOf({ type: "single", code: "C".repeat(65) })).toEqual([CODE_TOO_LONG]);
    expect(givenCodesProblem(["OK", "C".repeat(65)], new Set())?.message).toBe(CODE_TOO_LONG);
    expect(givenCodesProblem(["A\tB"], new Set())?.message).toBe("Control characters are not allowed");
  });
});

const shape = (config: Parameters<typeof shapeOf>[0] = {}) => Result.getOrThrow(shapeOf(config));
const firstIndex = () => 0;

describe("claim code shape (spec 3 §5: default length 8, default pattern eight '#')", () => {
  it("defaults to eight alphanumeric slots with no prefix or suffix", () => {
    const defaults = shape();
    expect(defaults).toEqual({ charset: CHARSETS.alphanumeric, prefix: "", suffix: "", pattern: "########" });
    expect(combinationsOf(defaults)).toBe(62n ** 8n);
    const [code] = Result.getOrThrow(generateCodes(defaults, 1, new Set(), firstIndex));
    expect(code).toMatch(/^[0-9A-Za-z]{8}$/);
  });

  it("takes the named charset, the length, the prefix and the suffix as given", () => {
    expect(shape({ charset: "numbers", length: 3, prefix: "X-", suffix: "-Y" })).toEqual({ charset: "0123456789", prefix: "X-", suffix: "-Y", pattern: "###" });
    expect(shape({ charset: "lowercase" }).charset).toBe("abcdefghijklmnopqrstuvwxyz");
    expect(shape({ charset: "uppercase" }).charset).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    expect(shape({ charset: "alphabetic" }).charset).toHaveLength(52);
    expect(shape({ pattern: "", length: 2 }).pattern).toBe("##");
    expect(shape({ pattern: "A-#", length: 5 }).pattern).toBe("A-#");
  });

  it("requires characters for a custom charset, counting repeats once", () => {
    for (const config of [{ charset: "custom" as const }, { charset: "custom" as const, customCharset: "" }]) {
      const refused = shapeOf(config);
      expect(Result.isFailure(refused) && [refused.failure.message, refused.failure.status, refused.failure.path]).toEqual(["Custom charset is required", 400, ["codeConfig", "customCharset"]]);
    }
    expect(shape({ charset: "custom", customCharset: "abab" }).charset).toBe("ab");
    expect(shape({ charset: "numbers", customCharset: "ab" }).charset).toBe("0123456789");
  });
});

describe("claim codes of a shape", () => {
  it("fit only codes of exactly the shape, whole", () => {
    const fits = fitsShape(shape({ charset: "numbers", prefix: "P.", suffix: "$", pattern: "#-#" }));
    expect(fits("P.1-2$")).toBe(true);
    expect(fits("xP.1-2$")).toBe(false);
    expect(fits("P.1-2$x")).toBe(false);
    expect(fits("PX1-2$")).toBe(false);
    expect(fits("P.1-a$")).toBe(false);
    expect(fits("P.12$")).toBe(false);
  });

  it("count a character outside the basic plane as one slot character", () => {
    const emoji = shape({ charset: "custom", customCharset: "😀😁", length: 1 });
    expect(combinationsOf(emoji)).toBe(2n);
    expect(fitsShape(emoji)("😀")).toBe(true);
    expect(capacityOf(emoji, ["😀"], 1)).toEqual({ combinations: 2n, taken: 1, available: 1n, requested: 1, guessChance: 1 });
  });

  it("report the capacity left and the chance of guessing a live code", () => {
    const digits = shape({ charset: "numbers", length: 2 });
    expect(capacityOf(digits, ["01", "02", "ABC", "123"], 3)).toEqual({ combinations: 100n, taken: 2, available: 98n, requested: 3, guessChance: 0.05 });
    expect(capacityOf(digits, [], 500).guessChance).toBe(1);
  });

  it("refuse a batch above what is left with the spec's message", () => {
    const digit = shape({ charset: "numbers", length: 1 });
    const refused = generateCodes(digit, 9, new Set(["5", "7"]), firstIndex);
    expect(Result.isFailure(refused) && [refused.failure.message, refused.failure.status, refused.failure.path]).toEqual(["You have exceed the maximum combination of unique code of 8", 400, ["count"]]);
    expect(Result.getOrThrow(generateCodes(digit, 8, new Set(["5", "7"]), firstIndex))).toHaveLength(8);
  });

  it("draw from a small space by a partial shuffle of every free code, from the injected random source", () => {
    const digit = shape({ charset: "numbers", length: 1 });
    expect(Result.getOrThrow(generateCodes(digit, 3, new Set(), () => 0.99))).toEqual(["9", "0", "1"]);
    expect(Result.getOrThrow(generateCodes(digit, 3, new Set(["0"]), () => 0))).toEqual(["1", "2", "3"]);
  });

  it("draw by random picks while the batch is at most a quarter of what is left", () => {
    const digits = shape({ charset: "numbers", length: 2 });
    expect(Result.getOrThrow(generateCodes(digits, 1, new Set(), () => 0.5))).toEqual(["55"]);
    const digit = shape({ charset: "numbers", length: 1 });
    const picks = [0.2, 0.3];
    expect(Result.getOrThrow(generateCodes(digit, 2, new Set(["0", "1"]), () => picks.shift() ?? 0))).toEqual(["2", "3"]);
  });

  it("draw from a large space by random picks, skipping taken codes", () => {
    const picks = [0, 0, 0.15, 0.25];
    const random = () => picks.shift() ?? 0.95;
    const codes = Result.getOrThrow(generateCodes(shape({ charset: "numbers", length: 7 }), 1, new Set(["0012999"]), random));
    expect(codes).toEqual(["9999999"]);
  });
});

describe("given codes", () => {
  it("parse a code list one per line, trimmed, blank lines ignored", () => {
    expect(parseCodeList(" A1 \r\n\nB2\n  \nC3")).toEqual(["A1", "B2", "C3"]);
  });

  it("refuse an empty list, a list above 2000, a repeat and a code the business has, on the codes field", () => {
    const problem = (codes: ReadonlyArray<string>, taken: ReadonlySet<string> = new Set()) => {
      const error = givenCodesProblem(codes, taken);
      return error === null ? null : [error.message, error.status, error.path];
    };
    expect(problem([])).toEqual(["You must add at least 1 claim", 400, ["codes"]]);
    expect(problem(Array.from({ length: 2001 }, (_, i) => `C${i}`))).toEqual(["Maximum 2000 claims can be created per batch", 400, ["codes"]]);
    expect(problem(["C".repeat(65)])).toEqual([CODE_TOO_LONG, 400, ["codes"]]);
    expect(problem(["A\tB"])).toEqual(["Control characters are not allowed", 400, ["codes"]]);
    expect(problem(["A", "A"])).toEqual(["Duplicate code A", 400, ["codes"]]);
    expect(problem(["A"], new Set(["A"]))).toEqual(["Code A already exists", 409, ["codes"]]);
    expect(givenCodesProblem(Array.from({ length: 2000 }, (_, i) => `C${i}`), new Set())).toBeNull();
    const repeat = givenCodesProblem(["A", "B", "A"], new Set());
    expect([repeat?.message, repeat?.status]).toEqual(["Duplicate code A", 400]);
    const taken = givenCodesProblem(["A", "B"], new Set(["B"]));
    expect([taken?.message, taken?.status]).toEqual(["Code B already exists", 409]);
    expect(givenCodesProblem(["C".repeat(64)], new Set())).toBeNull();
  });
});
