import { describe, expect, it } from "vitest";
import { getCountryConfig } from "./country";
import { countryMoneyFromText, countryZero, formatCountryAmount, formatCountryPrice } from "./countryMoney";
import { money } from "./money";

const MY = getCountryConfig("MY");
const JP = getCountryConfig("JP");

describe("money in a country", () => {
  it("uses the country's currency and decimals", () => {
    expect(countryZero(MY)).toEqual(money(0, "MYR", 2));
    expect(countryZero(JP)).toEqual(money(0, "JPY", 0));
    expect(countryMoneyFromText("12.50", MY)).toEqual(money(1250, "MYR", 2));
    expect(countryMoneyFromText("1200", JP)).toEqual(money(1200, "JPY", 0));
    expect(countryMoneyFromText("12.5", JP)).toBeNull();
  });

  it("formats with 0,0.00 and 0,0", () => {
    expect(formatCountryAmount(money(123450, "MYR"), MY)).toBe("1,234.50");
    expect(formatCountryAmount(money(1234567, "JPY", 0), JP)).toBe("1,234,567");
    expect(formatCountryPrice(money(123450, "MYR"), MY)).toBe("RM1,234.50");
    expect(formatCountryPrice(money(-500, "SGD"), getCountryConfig("SG"))).toBe("-S$5.00");
    expect(formatCountryPrice(money(1234567, "JPY", 0), JP)).toBe("¥1,234,567");
  });
});
