// Owns: integer division with an explicit rounding mode, the one place where money and
// percentage maths lose precision. Every caller names its mode; there is no default, so a
// rounding decision is always visible at the call site.
// Decision (spec silent): "halfUp" rounds ties away from zero (commercial rounding, the usual
// choice for prices and discounts); "halfEven" is offered for reports that sum many roundings.
import { absurd } from "effect";

export type RoundingMode = "halfUp" | "halfEven" | "floor" | "ceil" | "trunc";

export const ROUNDING_MODES: ReadonlyArray<RoundingMode> = ["halfUp", "halfEven", "floor", "ceil", "trunc"];

// Stryker disable next-line EqualityOperator: -0n is 0n
const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/** numerator / denominator rounded by `mode`; exact on bigints, so no float drift. */
export const divideRounded = (numerator: bigint, denominator: bigint, mode: RoundingMode): bigint => {
  if (denominator === 0n) throw new RangeError("division by zero");
  // Stryker disable next-line EqualityOperator: a zero numerator has no sign to give (-0n is 0n) and a zero denominator was refused
  const negative = numerator < 0n !== denominator < 0n;
  const n = abs(numerator);
  const d = abs(denominator);
  const quotient = n / d; // truncated magnitude
  const remainder = n % d;
  if (remainder === 0n) return negative ? -quotient : quotient;
  const magnitude = roundMagnitude(quotient, remainder, d, negative, mode);
  return negative ? -magnitude : magnitude;
};

const roundMagnitude = (
  quotient: bigint,
  remainder: bigint,
  denominator: bigint,
  negative: boolean,
  mode: RoundingMode,
): bigint => {
  const twice = remainder * 2n;
  switch (mode) {
    case "trunc":
      return quotient;
    case "floor":
      return negative ? quotient + 1n : quotient;
    case "ceil":
      return negative ? quotient : quotient + 1n;
    case "halfUp":
      return twice >= denominator ? quotient + 1n : quotient;
    case "halfEven":
      if (twice === denominator) return quotient % 2n === 0n ? quotient : quotient + 1n;
      // Stryker disable next-line EqualityOperator: the tie was handled on the line above
      return twice > denominator ? quotient + 1n : quotient;
    // Stryker disable next-line ConditionalExpression: unreachable, the modes are exhaustive (absurd takes never)
    default:
      return absurd(mode);
  }
};

/** A bigint back to a number, refusing values a JSON number cannot hold exactly. */
export const toSafeNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${value} exceeds the safe integer range`);
  }
  return Number(value);
};

export const powerOfTen = (exponent: number): bigint => 10n ** BigInt(exponent);
