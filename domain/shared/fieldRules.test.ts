import { describe, expect, it } from "vitest";
import { Result, Schema, SchemaIssue } from "effect";
import {
  checkPrice, checkRestaurantId, firstProblem, hasAtMostDecimals, integer, isAtLeast, isAtMost, isAtMostLength,
  isIntegerNumber, max, maxDecimals, maxLength, min, PriceSchema, required, requiredTrimmedText, RestaurantIdSchema,
} from "./fieldRules";

const messagesOf = <A>(schema: Schema.Codec<A, unknown>, input: unknown): ReadonlyArray<string> => {
  const result = Schema.decodeUnknownResult(schema)(input);
  if (Result.isSuccess(result)) return [];
  return SchemaIssue.makeFormatterStandardSchemaV1()(result.failure.issue).issues.map((i) => i.message);
};

describe("plain checks", () => {
  it("required", () => {
    const check = required("Name is required");
    expect(check("  ")).toBe("Name is required");
    expect(check(null)).toBe("Name is required");
    expect(check(Number.NaN)).toBe("Name is required");
    expect(check([])).toBe("Name is required");
    expect(check(0)).toBeNull();
    expect(check("x")).toBeNull();
  });

  it("integer, length, bounds and decimals", () => {
    expect(integer("Invalid integer")(1.5)).toBe("Invalid integer");
    expect(integer("Invalid integer")(2)).toBeNull();
    expect(maxLength(3, "Too long")("abcd")).toBe("Too long");
    expect(min(1, "Min is 1")(0)).toBe("Min is 1");
    expect(max(999, "Max 999")(1000)).toBe("Max 999");
    expect(maxDecimals(2, "Max two decimal")(1.005)).toBe("Max two decimal");
    expect(maxDecimals(2, "Max two decimal")(0.29)).toBeNull();
  });

  it("reports the first failing check", () => {
    expect(firstProblem(-1.5, [min(0, "a"), integer("b")])).toBe("a");
    expect(firstProblem(1.5, [min(0, "a"), integer("b")])).toBe("b");
    expect(firstProblem(2, [min(0, "a"), integer("b")])).toBeNull();
  });

  it("price: 'Min price is 0.00' then 'Max 2 decimal places'", () => {
    expect(checkPrice(-1)).toBe("Min price is 0.00");
    expect(checkPrice(1.234)).toBe("Max 2 decimal places");
    expect(checkPrice(0)).toBeNull();
    expect(checkPrice(12.5)).toBeNull();
  });

  it("restaurant id: 'Invalid Restaurant Id'", () => {
    expect(checkRestaurantId("65a1b2c3d4e5f60718293a4b")).toBeNull();
    expect(checkRestaurantId("r1")).toBe("Invalid Restaurant Id");
  });
});

describe("schema checks carry the same messages", () => {
  it("price", () => {
    expect(messagesOf(PriceSchema, -1)).toEqual(["Min price is 0.00"]);
    expect(messagesOf(PriceSchema, 1.234)).toEqual(["Max 2 decimal places"]);
    expect(messagesOf(PriceSchema, 9.99)).toEqual([]);
  });

  it("restaurant id and required trimmed text", () => {
    expect(messagesOf(RestaurantIdSchema, "nope")).toEqual(["Invalid Restaurant Id"]);
    const Name = requiredTrimmedText("Name is required");
    expect(messagesOf(Name, "   ")).toEqual(["Name is required"]);
    expect(Schema.decodeUnknownSync(Name)("  Kopi  ")).toBe("Kopi");
  });

  it("generic filters", () => {
    const Count = Schema.Number.check(isIntegerNumber("Invalid integer"), isAtLeast(1, "Min is 1"), isAtMost(2000, "Max 2000"));
    expect(messagesOf(Count, 0)).toEqual(["Min is 1"]);
    expect(messagesOf(Count, 1.5)).toEqual(["Invalid integer"]);
    expect(messagesOf(Count, 2001)).toEqual(["Max 2000"]);
    expect(messagesOf(Schema.String.check(isAtMostLength(2, "Too long")), "abc")).toEqual(["Too long"]);
    expect(messagesOf(Schema.Number.check(hasAtMostDecimals(0, "Invalid amount")), 1.5)).toEqual(["Invalid amount"]);
  });
});
