import { describe, expect, it } from "vitest";
import { divideRounded, toSafeNumber } from "./rounding";

describe("divideRounded", () => {
  const cases: ReadonlyArray<[bigint, bigint, Record<string, bigint>]> = [
    [5n, 2n, { halfUp: 3n, halfEven: 2n, floor: 2n, ceil: 3n, trunc: 2n }],
    [-5n, 2n, { halfUp: -3n, halfEven: -2n, floor: -3n, ceil: -2n, trunc: -2n }],
    [7n, 2n, { halfUp: 4n, halfEven: 4n, floor: 3n, ceil: 4n, trunc: 3n }],
    [10n, 3n, { halfUp: 3n, halfEven: 3n, floor: 3n, ceil: 4n, trunc: 3n }],
    [-10n, 3n, { halfUp: -3n, halfEven: -3n, floor: -4n, ceil: -3n, trunc: -3n }],
    [5n, -2n, { halfUp: -3n, halfEven: -2n, floor: -3n, ceil: -2n, trunc: -2n }],
    [6n, 3n, { halfUp: 2n, halfEven: 2n, floor: 2n, ceil: 2n, trunc: 2n }],
    [5n, 3n, { halfUp: 2n, halfEven: 2n, floor: 1n, ceil: 2n, trunc: 1n }],
    [-5n, 3n, { halfUp: -2n, halfEven: -2n, floor: -2n, ceil: -1n, trunc: -1n }],
    [4n, 3n, { halfUp: 1n, halfEven: 1n, floor: 1n, ceil: 2n, trunc: 1n }],
    [0n, -3n, { halfUp: 0n, halfEven: 0n, floor: 0n, ceil: 0n, trunc: 0n }],
  ];
  for (const [n, d, expected] of cases) {
    for (const [mode, value] of Object.entries(expected)) {
      it(`${n}/${d} ${mode} = ${value}`, () => {
        expect(divideRounded(n, d, mode as never)).toBe(value);
      });
    }
  }

  it("refuses a zero denominator", () => {
    expect(() => divideRounded(1n, 0n, "halfUp")).toThrow(new RangeError("division by zero"));
  });
});

describe("toSafeNumber", () => {
  it("converts safe values and refuses unsafe ones", () => {
    expect(toSafeNumber(42n)).toBe(42);
    expect(toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(toSafeNumber(BigInt(Number.MIN_SAFE_INTEGER))).toBe(Number.MIN_SAFE_INTEGER);
    expect(() => toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(new RangeError("amount 9007199254740992 exceeds the safe integer range"));
    expect(() => toSafeNumber(BigInt(Number.MIN_SAFE_INTEGER) - 1n)).toThrow(RangeError);
  });
});
