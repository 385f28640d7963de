import { describe, expect, it } from "vitest";
import { COUNTRY_CONFIGS } from "../../../domain/shared/country";
import { readCredit } from "./CreditField";

describe("readCredit", () => {
  it("reads an amount exactly at the country's decimals", () => {
    expect(readCredit(" 12.5 ", COUNTRY_CONFIGS.MY)).toEqual({ money: { amount: 1250, precision: 2, currency: "MYR" } });
    expect(readCredit("300", COUNTRY_CONFIGS.JP)).toEqual({ money: { amount: 300, precision: 0, currency: "JPY" } });
  });

  it("says what is wrong", () => {
    expect(readCredit("", COUNTRY_CONFIGS.MY)).toEqual({ problem: "Amount is required" });
    expect(readCredit("abc", COUNTRY_CONFIGS.MY)).toEqual({ problem: "Invalid amount" });
    expect(readCredit("1.234", COUNTRY_CONFIGS.MY)).toEqual({ problem: "Max 2 decimal places" });
    expect(readCredit("1.5", COUNTRY_CONFIGS.JP)).toEqual({ problem: "Whole amounts only" });
    expect(readCredit("0", COUNTRY_CONFIGS.MY)).toEqual({ problem: "Amount must be more than 0" });
  });
});
