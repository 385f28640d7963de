import fc from "fast-check";
import { describe, it } from "vitest";
import { divideRounded, ROUNDING_MODES } from "./rounding";

const numerator = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const denominator = fc.bigInt({ min: 1n, max: 10n ** 6n }).chain((d) => fc.constantFrom(d, -d));
const mode = fc.constantFrom(...ROUNDING_MODES);

describe("divideRounded properties", () => {
  it("is within one unit of the exact quotient", () => {
    fc.assert(
      fc.property(numerator, denominator, mode, (n, d, m) => {
        const q = divideRounded(n, d, m);
        const error = q * d - n; // exact quotient is n/d; |q - n/d| < 1  <=>  |q*d - n| < |d|
        return (error < 0n ? -error : error) < (d < 0n ? -d : d);
      }),
    );
  });

  it("is exact when the division is exact", () => {
    fc.assert(fc.property(numerator, denominator, mode, (n, d, m) => divideRounded(n * d, d, m) === n));
  });

  it("floor <= trunc/halfUp/halfEven <= ceil", () => {
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        const lo = divideRounded(n, d, "floor");
        const hi = divideRounded(n, d, "ceil");
        return (["trunc", "halfUp", "halfEven"] as const).every((m) => {
          const q = divideRounded(n, d, m);
          return lo <= q && q <= hi;
        });
      }),
    );
  });

  it("halfUp is symmetric around zero", () => {
    fc.assert(fc.property(numerator, denominator, (n, d) => divideRounded(-n, d, "halfUp") === -divideRounded(n, d, "halfUp")));
  });
});
