import fc from "fast-check";
import { describe, it } from "vitest";
import { parseNumericRange, parseRangeBound, rangeContains } from "./numericRange";

const cents = fc.integer({ min: 0, max: 1e9 });
const text = (c: number) => (c / 100).toFixed(2);

describe("numeric range properties", () => {
  it("a bound written with <= maxDecimals decimals reads back to its value", () => {
    fc.assert(fc.property(cents, fc.integer({ min: 0, max: 4 }), (c, d) => {
      const written = (c / 10 ** d).toFixed(d);
      const read = parseRangeBound(written, Math.max(d, 2));
      return read.ok && read.value === Number(written);
    }));
  });

  it("an ordered pair parses, and contains every value between its ends", () => {
    fc.assert(fc.property(cents, cents, cents, (a, b, x) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const parsed = parseNumericRange(text(lo), text(hi));
      if (!parsed.ok) return false;
      return rangeContains(parsed.range, x / 100) === (lo <= x && x <= hi);
    }));
  });

  it("a reversed pair is refused", () => {
    fc.assert(fc.property(cents, cents, (a, b) => {
      fc.pre(a !== b);
      return !parseNumericRange(text(Math.max(a, b)), text(Math.min(a, b))).ok;
    }));
  });
});
