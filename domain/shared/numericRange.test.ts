import { describe, expect, it } from "vitest";
import { isOrdered, parseNumericRange, parseRangeBound, rangeContains } from "./numericRange";

describe("numeric range bounds", () => {
  it("reads empty as unbounded and numbers with at most the field's decimals", () => {
    expect(parseRangeBound("")).toEqual({ ok: true, value: null });
    expect(parseRangeBound(" 12.5 ")).toEqual({ ok: true, value: 12.5 });
    expect(parseRangeBound("12.345")).toEqual({ ok: false, problem: "tooManyDecimals" });
    expect(parseRangeBound("12.345", 3)).toEqual({ ok: true, value: 12.345 });
    expect(parseRangeBound("3.5", 0)).toEqual({ ok: false, problem: "tooManyDecimals" });
    expect(parseRangeBound("abc")).toEqual({ ok: false, problem: "notANumber" });
  });
});

describe("numeric ranges", () => {
  it("accepts open and ordered ranges", () => {
    expect(parseNumericRange("", "")).toEqual({ ok: true, range: { min: null, max: null } });
    expect(parseNumericRange("10", "")).toEqual({ ok: true, range: { min: 10, max: null } });
    expect(parseNumericRange("10", "10")).toEqual({ ok: true, range: { min: 10, max: 10 } });
  });

  it("reports each bad bound, then the order", () => {
    expect(parseNumericRange("1.234", "x")).toEqual({
      ok: false,
      problems: [{ field: "min", problem: "tooManyDecimals" }, { field: "max", problem: "notANumber" }],
    });
    expect(parseNumericRange("50", "10")).toEqual({
      ok: false,
      problems: [{ field: "min", problem: "minAboveMax" }, { field: "max", problem: "minAboveMax" }],
    });
  });

  it("contains its ends", () => {
    expect(rangeContains({ min: 10, max: 20 }, 10)).toBe(true);
    expect(rangeContains({ min: 10, max: 20 }, 20.01)).toBe(false);
    expect(rangeContains({ min: null, max: null }, -5)).toBe(true);
    expect(isOrdered({ min: 3, max: 2 })).toBe(false);
  });
});
