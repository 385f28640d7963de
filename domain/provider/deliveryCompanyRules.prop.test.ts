import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../shared/country";
import { PROVIDER_TYPES, QUOTE_STATUSES } from "./deliveryCompany";
import { canBeDefault, defaultsLost, deliveryTypeOf, showsQuote } from "./deliveryCompanyRules";

const company = fc.record({ quoteStatus: fc.constantFrom(...QUOTE_STATUSES), countries: fc.subarray([...COUNTRY_CODES]) });
const country = fc.constantFrom(...COUNTRY_CODES);

describe("delivery company status rules (property)", () => {
  it("a shown quote implies the company may be a default, and neither happens outside its countries or when disabled", () => {
    fc.assert(fc.property(company, country, (c, code) => {
      if (showsQuote(c, code)) expect(canBeDefault(c, code)).toBe(true);
      if (!c.countries.includes(code) || c.quoteStatus === "DISABLED") {
        expect(showsQuote(c, code)).toBe(false);
        expect(canBeDefault(c, code)).toBe(false);
      }
      expect(canBeDefault(c, code)).toBe(c.quoteStatus !== "DISABLED" && c.countries.includes(code));
    }));
  });

  it("a change loses exactly the defaults it can no longer be", () => {
    fc.assert(fc.property(company, fc.subarray([...COUNTRY_CODES]), (next, defaultOf) => {
      const lost = defaultsLost(next, defaultOf);
      for (const code of defaultOf) expect(lost.includes(code)).toBe(!canBeDefault(next, code));
      if (next.quoteStatus === "DISABLED") expect(lost).toEqual(defaultOf);
    }));
  });

  it("only IN_HOUSE companies deliver as the restaurant's own riders", () => {
    for (const type of PROVIDER_TYPES) expect(deliveryTypeOf(type)).toBe(type === "IN_HOUSE" ? "IN_HOUSE" : "FEEDME");
  });
});
