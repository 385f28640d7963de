import { describe, expect, it } from "vitest";
import { INVALID_PRICE, priceText, readPrice } from "./priceText";

describe("a menu price as typed", () => {
  it("reads up to 2 decimals into minor units", () => {
    expect(readPrice("12.5", "MYR")).toEqual({ money: { amount: 1250, precision: 2, currency: "MYR" } });
    expect(readPrice(" 0 ", "MYR")).toEqual({ money: { amount: 0, precision: 2, currency: "MYR" } });
  });

  it("answers the spec's messages for a negative price and a third decimal", () => {
    expect(readPrice("-1", "MYR")).toEqual({ problem: "Min price is 0.00" });
    expect(readPrice("1.234", "MYR")).toEqual({ problem: "Max 2 decimal places" });
    expect(readPrice("abc", "MYR")).toEqual({ problem: INVALID_PRICE });
    expect(readPrice("", "MYR")).toEqual({ problem: INVALID_PRICE });
  });

  it("writes a price back with 2 decimals, whatever its precision", () => {
    expect(priceText({ amount: 1250, precision: 2, currency: "MYR" })).toBe("12.50");
    expect(priceText({ amount: 7, precision: 0, currency: "MYR" })).toBe("7.00");
    const typed = readPrice(priceText({ amount: 99, precision: 2, currency: "MYR" }), "MYR");
    expect(typed).toEqual({ money: { amount: 99, precision: 2, currency: "MYR" } });
  });
});
