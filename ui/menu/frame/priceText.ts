// Owns: reading a menu price as typed (spec 4 §5 "Price fields: minimum 0, at most 2 decimals";
// 'Min price is 0.00', 'Max 2 decimal places') into Money at precision 2, and writing one back.
// Decision where the spec is silent: text that is not a decimal number answers 'Invalid price'.
import { checkPrice, PRICE_DECIMALS } from "../../../domain/shared/fieldRules";
import { parseScaledDecimal } from "../../../domain/shared/decimalString";
import { type Money, toDecimalString } from "../../../domain/shared/money";

export const INVALID_PRICE = "Invalid price";

export type PriceReading = { readonly money: Money } | { readonly problem: string };

export const readPrice = (text: string, currency: string): PriceReading => {
  const typed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(typed)) return { problem: INVALID_PRICE };
  const problem = checkPrice(Number(typed));
  if (problem !== null) return { problem };
  const units = parseScaledDecimal(typed, PRICE_DECIMALS);
  return units === null ? { problem: INVALID_PRICE } : { money: { amount: Number(units), precision: PRICE_DECIMALS, currency } };
};

/** A price as the form shows it: always 2 decimals (12.50). */
export const priceText = (money: Money): string => {
  const [whole = "0", fraction = ""] = toDecimalString(money).split(".");
  return `${whole}.${fraction.padEnd(PRICE_DECIMALS, "0")}`;
};
