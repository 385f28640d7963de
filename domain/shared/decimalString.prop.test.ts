import fc from "fast-check";
import { describe, it } from "vitest";
import { countNumberDecimals, countTextDecimals, formatScaledDecimal, parseScaledDecimal } from "./decimalString";

const units = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
const precision = fc.integer({ min: 0, max: 8 });

describe("decimal text properties", () => {
  it("format then parse is the identity", () => {
    fc.assert(fc.property(units, precision, (u, p) => parseScaledDecimal(formatScaledDecimal(u, p), p) === u));
  });

  it("formatted text has exactly `precision` decimals", () => {
    fc.assert(fc.property(units, precision, (u, p) => countTextDecimals(formatScaledDecimal(u, p)) === p));
  });

  it("a number with k <= 6 decimals counts at most k", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 }), (n, k) =>
        countNumberDecimals(n / 10 ** k) <= k,
      ),
    );
  });
});
