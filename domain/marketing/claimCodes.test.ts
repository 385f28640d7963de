import { describe, expect, it } from "vitest";
import { messagesOf as messagesOfSchema } from "../business/schemaSpec";
import { CODE_LENGTH_MAX, CODE_LENGTH_MIN, CODE_TOO_LONG, ClaimBatchRequest, MAX_CODE_SLOTS, givenCodesProblem } from "./claimCodes";

const messagesOf = (input: unknown): ReadonlyArray<string> => messagesOfSchema(ClaimBatchRequest, input);
const bulk = (codeConfig: Record<string, unknown>) => ({ type: "bulk", count: 1, codeConfig });

describe("claim code bounds", () => {
  it("keep the spec's length message and cap the slots at 32", () => {
    expect(messagesOf(bulk({ length: 0 }))).toContain(CODE_LENGTH_MIN);
    expect(messagesOf(bulk({ length: MAX_CODE_SLOTS }))).toEqual([]);
    expect(messagesOf(bulk({ length: 100_000_000 }))).toContain(CODE_LENGTH_MAX);
    expect(messagesOf(bulk({ pattern: "#".repeat(MAX_CODE_SLOTS + 1) }))).toContain("Pattern is too long");
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
