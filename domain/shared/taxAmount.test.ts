import { describe, expect, it } from "vitest";
import { money } from "./money";
import { exclusiveTax, inclusiveTax, taxOf } from "./taxAmount";

const sixPercent = { amount: 600, precision: 4 };

describe("tax amounts", () => {
  it("adds exclusive tax on top", () => {
    expect(exclusiveTax(money(1000, "MYR"), sixPercent)).toEqual({
      net: money(1000, "MYR"),
      tax: money(60, "MYR"),
      gross: money(1060, "MYR"),
    });
  });

  it("finds inclusive tax inside the price", () => {
    expect(inclusiveTax(money(1060, "MYR"), sixPercent)).toEqual({
      net: money(1000, "MYR"),
      tax: money(60, "MYR"),
      gross: money(1060, "MYR"),
    });
  });

  it("rounds half up once", () => {
    expect(exclusiveTax(money(1025, "MYR"), sixPercent).tax).toEqual(money(62, "MYR")); // 61.5
    expect(taxOf(money(999, "MYR"), sixPercent, true).tax).toEqual(money(57, "MYR")); // 56.55
  });
});
