import fc from "fast-check";
import { describe, it } from "vitest";
import {
  add, compare, formatMoney, fromDecimalString, multiplyByRatio, rescale, subtract, toDecimalString, type Money,
} from "./money";
import { NUMBER_FORMAT_SPECS } from "./numberFormat";
import { ROUNDING_MODES } from "./rounding";

const LIMIT = 1e9;
const precision = fc.integer({ min: 0, max: 4 });
const moneyIn = (currency: string) =>
  fc.record({ amount: fc.integer({ min: -LIMIT, max: LIMIT }), precision, currency: fc.constant(currency) });
const myr = moneyIn("MYR");
const same = (a: Money, b: Money) => compare(a, b) === 0;

describe("Money properties", () => {
  it("toDecimalString then fromDecimalString is the identity", () => {
    fc.assert(fc.property(myr, (m) => {
      const back = fromDecimalString(toDecimalString(m), m.currency, m.precision);
      return back !== null && back.amount === m.amount && back.precision === m.precision;
    }));
  });

  it("formatting at the money's own decimals, without commas, parses back", () => {
    fc.assert(fc.property(myr, (m) => {
      const text = formatMoney(m, { grouping: true, decimals: m.precision }).replaceAll(",", "");
      return fromDecimalString(text, m.currency, m.precision)?.amount === m.amount;
    }));
  });

  it("add is commutative", () => {
    fc.assert(fc.property(myr, myr, (a, b) => {
      const x = add(a, b);
      const y = add(b, a);
      return x.amount === y.amount && x.precision === y.precision;
    }));
  });

  it("add is associative", () => {
    fc.assert(fc.property(myr, myr, myr, (a, b, c) => same(add(add(a, b), c), add(a, add(b, c)))));
  });

  it("subtract undoes add", () => {
    fc.assert(fc.property(myr, myr, (a, b) => same(subtract(add(a, b), b), a)));
  });

  it("adding decimal texts equals adding the decimals exactly (no float drift)", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -LIMIT, max: LIMIT }), { maxLength: 20 }), (cents) => {
      const total = cents.reduce((acc, c) => add(acc, fromDecimalString(toDecimalString({ amount: c, precision: 2, currency: "MYR" }), "MYR")!), {
        amount: 0, precision: 2, currency: "MYR",
      });
      return total.amount === cents.reduce((x, y) => x + y, 0);
    }));
  });

  it("rescaling to a finer precision and back is the identity", () => {
    fc.assert(fc.property(myr, fc.integer({ min: 0, max: 4 }), fc.constantFrom(...ROUNDING_MODES), (m, extra, mode) =>
      rescale(rescale(m, m.precision + extra, mode), m.precision, mode).amount === m.amount,
    ));
  });

  it("a ratio of d/d leaves money unchanged; splitting into shares sums within n units", () => {
    fc.assert(fc.property(myr, fc.integer({ min: 1, max: 50 }), (m, n) => {
      if (multiplyByRatio(m, n, n, "halfUp").amount !== m.amount) return false;
      const share = multiplyByRatio(m, 1, n, "floor").amount;
      const total = share * n;
      return total <= m.amount && m.amount - total < n;
    }));
  });

  it("compare is antisymmetric and agrees with subtraction", () => {
    fc.assert(fc.property(myr, myr, (a, b) => {
      const sign = Math.sign(subtract(a, b).amount);
      return compare(a, b) === sign && compare(b, a) === -sign;
    }));
  });

  it("display rounding is within half a display unit", () => {
    fc.assert(fc.property(moneyIn("MYR"), (m) => {
      const shown = fromDecimalString(formatMoney(m, NUMBER_FORMAT_SPECS["0,0"]).replaceAll(",", ""), "MYR", 0)!;
      const diff = Math.abs(subtract(m, shown).amount);
      return diff * 2 <= 10 ** m.precision;
    }));
  });
});
