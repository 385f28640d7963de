import { describe, expect, it } from "vitest";
import { Result, Schema } from "effect";
import {
  add, compare, equals, formatMoney, fromDecimalString, isNegative, isZero, MAX_MONEY_AMOUNT, max, min, Money, money, multiplyByRatio,
  negate, rescale, subtract, sum, toDecimal, toDecimalString, zero,
} from "./money";
import { NUMBER_FORMAT_SPECS } from "./numberFormat";

const rm = (amount: number, precision = 2) => money(amount, "MYR", precision);

describe("Money arithmetic", () => {
  it("adds and subtracts at the finer precision", () => {
    expect(add(rm(1250), rm(75))).toEqual(rm(1325));
    expect(add(rm(125, 1), rm(25))).toEqual(rm(1275));
    expect(subtract(rm(100), rm(250))).toEqual(rm(-150));
  });

  it("has no float drift: 0.10 + 0.20 = 0.30", () => {
    expect(toDecimalString(add(fromDecimalString("0.10", "MYR")!, fromDecimalString("0.20", "MYR")!))).toBe("0.30");
  });

  it("refuses to mix currencies", () => {
    expect(() => add(rm(1), money(1, "SGD"))).toThrow("currency mismatch: MYR and SGD");
    expect(() => compare(rm(1), money(1, "SGD"))).toThrow();
  });

  it("multiplies by a ratio with explicit rounding", () => {
    expect(multiplyByRatio(rm(1000), 1, 3, "halfUp")).toEqual(rm(333));
    expect(multiplyByRatio(rm(1000), 2, 3, "halfUp")).toEqual(rm(667));
    expect(multiplyByRatio(rm(1000), 2, 3, "floor")).toEqual(rm(666));
    expect(multiplyByRatio(rm(5), 1, 2, "halfEven")).toEqual(rm(2));
    expect(multiplyByRatio(rm(5), 1, 2, "halfUp")).toEqual(rm(3));
  });

  it("rescales exactly upwards and with rounding downwards", () => {
    expect(rescale(rm(1250), 4, "halfUp")).toEqual(rm(125000, 4));
    expect(rescale(rm(12345, 4), 2, "halfUp")).toEqual(rm(123));
    expect(rescale(rm(12350, 4), 2, "halfUp")).toEqual(rm(124));
  });

  it("compares by value", () => {
    expect(compare(rm(10, 1), rm(100))).toBe(0);
    expect(equals(rm(10, 1), rm(100))).toBe(true);
    expect(compare(rm(1), rm(2))).toBe(-1);
    expect(compare(rm(3), rm(2))).toBe(1);
    expect(equals(rm(1), rm(2))).toBe(false);
    expect(equals(rm(100), money(100, "SGD"))).toBe(false);
  });

  it("picks the smaller and the larger by value, the first of two equal ones", () => {
    expect(min(rm(3), rm(2))).toEqual(rm(2));
    expect(max(rm(3), rm(2))).toEqual(rm(3));
    expect(min(rm(10, 1), rm(100))).toEqual(rm(10, 1));
    expect(max(rm(10, 1), rm(100))).toEqual(rm(10, 1));
  });

  it("tells zero and negative amounts", () => {
    expect([isZero(rm(0)), isZero(rm(1)), isZero(rm(-1))]).toEqual([true, false, false]);
    expect([isNegative(rm(-1)), isNegative(rm(0)), isNegative(rm(1))]).toEqual([true, false, false]);
  });

  it("sums and negates", () => {
    expect(sum([rm(100), rm(250), rm(-50)], "MYR")).toEqual(rm(300));
    expect(sum([], "JPY", 0)).toEqual(zero("JPY", 0));
    expect(negate(rm(5))).toEqual(rm(-5));
    expect(Object.is(negate(rm(0)).amount, 0)).toBe(true);
  });

  it("refuses amounts beyond the safe integer range", () => {
    expect(() => money(0.5, "MYR")).toThrow(new RangeError("amount 0.5 is not a safe integer"));
    expect(() => add(rm(Number.MAX_SAFE_INTEGER), rm(1))).toThrow(RangeError);
  });
});

describe("Money text", () => {
  it("parses decimal strings", () => {
    expect(fromDecimalString("12.5", "MYR")).toEqual(rm(1250));
    expect(fromDecimalString("1000", "JPY", 0)).toEqual(money(1000, "JPY", 0));
    expect(fromDecimalString("12.345", "MYR")).toBeNull();
    expect(fromDecimalString("abc", "MYR")).toBeNull();
    expect(fromDecimalString("99999999999999999", "MYR")).toBeNull();
  });

  it("prints decimal strings and numbers", () => {
    expect(toDecimalString(rm(-5))).toBe("-0.05");
    expect(toDecimal(rm(1250))).toBe(12.5);
  });

  it("formats per number format", () => {
    expect(formatMoney(rm(123456), NUMBER_FORMAT_SPECS["0,0.00"])).toBe("1,234.56");
    expect(formatMoney(money(1234567, "JPY", 0), NUMBER_FORMAT_SPECS["0,0"])).toBe("1,234,567");
  });
});

describe("Money schema", () => {
  const decode = Schema.decodeUnknownResult(Money);
  it("accepts the wire shape and rejects fractional amounts or bad currencies", () => {
    expect(Result.isSuccess(decode({ amount: 1250, precision: 2, currency: "MYR" }))).toBe(true);
    expect(Result.isFailure(decode({ amount: 12.5, precision: 2, currency: "MYR" }))).toBe(true);
    expect(Result.isFailure(decode({ amount: 1, precision: 2, currency: "myr" }))).toBe(true);
    expect(Result.isFailure(decode({ amount: 1, precision: -1, currency: "MYR" }))).toBe(true);
  });
});

describe("Money as input", () => {
  const decode = Schema.decodeUnknownResult(Money);

  it("takes amounts within ±10^12 minor units and precisions 0 to 4", () => {
    expect(Result.isSuccess(decode({ amount: MAX_MONEY_AMOUNT, precision: 4, currency: "MYR" }))).toBe(true);
    expect(Result.isSuccess(decode({ amount: -MAX_MONEY_AMOUNT, precision: 0, currency: "JPY" }))).toBe(true);
  });

  it("refuses 2^53-1, 1e308 and a precision past 4", () => {
    for (const amount of [Number.MAX_SAFE_INTEGER, 1e308, -1e308, MAX_MONEY_AMOUNT + 1]) {
      expect(Result.isFailure(decode({ amount, precision: 2, currency: "MYR" })), String(amount)).toBe(true);
    }
    expect(Result.isFailure(decode({ amount: 1, precision: 5, currency: "MYR" }))).toBe(true);
  });
});
