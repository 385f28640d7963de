// Owns: money in a country's terms: its currency at its decimals, and display with its number
// format and symbol (spec 1 §9: "0,0.00", "0,0" for JPY).
// Decision (spec silent): the symbol precedes the number with no space and a minus sign goes
// before the symbol ("RM1,234.50", "-RM5.00", "¥1,235"); extra decimals round half up.
import type { CountryConfig } from "./country";
import { formatMoney, fromDecimalString, zero, type Money } from "./money";
import { NUMBER_FORMAT_SPECS } from "./numberFormat";

/** Zero in the country's currency at its decimals (JPY 0 decimals, others 2). */
export const countryZero = (country: CountryConfig): Money => zero(country.currency.code, country.decimals);

/** A decimal text entered for this country ("12.50" in MY) or null. */
export const countryMoneyFromText = (text: string, country: CountryConfig): Money | null =>
  fromDecimalString(text, country.currency.code, country.decimals);

/** "1,234.50" in MY, "1,235" in JP: the number only, for tables and inputs. */
export const formatCountryAmount = (m: Money, country: CountryConfig): string =>
  formatMoney(m, NUMBER_FORMAT_SPECS[country.numberFormat]);

/** "RM1,234.50", "-S$5.00", "¥1,235": the number with the currency symbol. */
export const formatCountryPrice = (m: Money, country: CountryConfig): string => {
  const amount = formatCountryAmount(m, country);
  return amount.startsWith("-")
    ? `-${country.currency.symbol}${amount.slice(1)}`
    : `${country.currency.symbol}${amount}`;
};
