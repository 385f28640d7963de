import { describe, expect, it } from "vitest";
import { countNumberDecimals, countTextDecimals, formatScaledDecimal, parseScaledDecimal } from "./decimalString";

describe("parseScaledDecimal", () => {
  it("reads plain decimals at a precision", () => {
    expect(parseScaledDecimal("12.34", 2)).toBe(1234n);
    expect(parseScaledDecimal("12.5", 2)).toBe(1250n);
    expect(parseScaledDecimal("12", 2)).toBe(1200n);
    expect(parseScaledDecimal("-0.05", 2)).toBe(-5n);
    expect(parseScaledDecimal(" 7 ", 0)).toBe(7n);
  });

  it("accepts extra zero decimals but refuses digits that would need rounding", () => {
    expect(parseScaledDecimal("1.500", 2)).toBe(150n);
    expect(parseScaledDecimal("1.505", 2)).toBeNull();
  });

  it("refuses what is not a plain decimal", () => {
    for (const text of ["", ".5", "1.", "1,000.00", "1e3", "abc", "+1", "--1", "1.2.3"]) {
      expect(parseScaledDecimal(text, 2)).toBeNull();
    }
  });
});

describe("formatScaledDecimal", () => {
  it("prints exactly precision decimals", () => {
    expect(formatScaledDecimal(1234n, 2)).toBe("12.34");
    expect(formatScaledDecimal(5n, 2)).toBe("0.05");
    expect(formatScaledDecimal(-5n, 2)).toBe("-0.05");
    expect(formatScaledDecimal(1234n, 0)).toBe("1234");
    expect(formatScaledDecimal(0n, 4)).toBe("0.0000");
  });
});

describe("counting decimals", () => {
  it("counts text decimals", () => {
    expect(countTextDecimals("1.50")).toBe(2);
    expect(countTextDecimals("3")).toBe(0);
    expect(countTextDecimals("x")).toBeNull();
  });

  it("counts number decimals as printed shortest", () => {
    expect(countNumberDecimals(1.25)).toBe(2);
    expect(countNumberDecimals(3)).toBe(0);
    expect(countNumberDecimals(0.1 + 0.2)).toBe(17);
    expect(countNumberDecimals(1e-7)).toBe(7);
    expect(countNumberDecimals(1.5e-7)).toBe(8);
    expect(countNumberDecimals(1e21)).toBe(0);
    expect(countNumberDecimals(-0.29)).toBe(2);
    expect(countNumberDecimals(Number.NaN)).toBe(Number.POSITIVE_INFINITY);
  });
});
