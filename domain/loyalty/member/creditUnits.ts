// Owns: the conversion between credit as people read and type it (a number at the programme's
// credit precision: 2 for a one-to-one programme, 0 for points, creditMultiplier.ts) and the
// integer credit units the ledger keeps (creditLedger.ts: one unit is worth 0.01 of money).
// Decision where the spec is silent: an amount with more decimals than the precision is refused
// ('Invalid credit amount') rather than rounded, so nobody moves credit they did not type.
import { formatScaledDecimal, parseScaledDecimal } from "../../shared/decimalString";

export const INVALID_CREDIT_AMOUNT = "Invalid credit amount";

/** Units of a typed amount, or null when it needs more decimals than `precision` allows. */
export const unitsOf = (amount: number, precision: number): number | null => {
  if (!Number.isFinite(amount)) return null;
  const scaled = parseScaledDecimal(amount.toFixed(Math.min(20, precision + 8)), precision);
  return scaled === null || !Number.isSafeInteger(Number(scaled)) ? null : Number(scaled);
};

/** The amount people read for `units` at `precision` (100 units → 1 at precision 2). */
export const amountOf = (units: number, precision: number): number => Number(formatScaledDecimal(BigInt(units), precision));
