import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import {
  chosenCountryOrDefault, COUNTRY_CODES, COUNTRY_CONFIGS, DEFAULT_COUNTRY_CODE, getCountryConfig, isCountryCode,
  PICKER_COUNTRY_CODES, UnimplementedCountryConfig,
} from "./country";
import { parseNumberFormat } from "./numberFormat";
import { isTaxSystemCode } from "./taxSystem";

describe("country configs (spec 1 §9)", () => {
  it("has Malaysia as the default, with its spec values", () => {
    expect(DEFAULT_COUNTRY_CODE).toBe("MY");
    expect(getCountryConfig("MY")).toMatchObject({
      name: "Malaysia",
      currency: { code: "MYR" },
      decimals: 2,
      numberFormat: "0,0.00",
      timeZone: "Asia/Kuala_Lumpur",
      locale: "ms-MY",
    });
  });

  it("has Singapore, Indonesia and Japan", () => {
    expect(getCountryConfig("SG")).toMatchObject({ currency: { code: "SGD" }, decimals: 2, timeZone: "Asia/Singapore", locale: "en-SG" });
    expect(getCountryConfig("ID")).toMatchObject({ currency: { code: "IDR" }, decimals: 2, locale: "id-ID" });
    expect(getCountryConfig("JP")).toMatchObject({ currency: { code: "JPY" }, decimals: 0, numberFormat: "0,0", timeZone: "Asia/Tokyo" });
  });

  it("offers Malaysia, Singapore and Indonesia in the picker", () => {
    expect(PICKER_COUNTRY_CODES).toEqual(["MY", "SG", "ID"]);
  });

  it("fails for any other country with the spec's message", () => {
    expect(() => getCountryConfig("TH")).toThrow(new UnimplementedCountryConfig("TH"));
    expect(() => getCountryConfig("TH")).toThrow("unimplemented country config TH");
    expect(() => getCountryConfig("my")).toThrow("unimplemented country config my");
    expect(() => getCountryConfig("constructor")).toThrow("unimplemented country config constructor");
    expect(isCountryCode("toString")).toBe(false);
  });

  it("is internally consistent: real time zones, formats matching decimals, known tax systems", () => {
    for (const code of COUNTRY_CODES) {
      const config = COUNTRY_CONFIGS[code];
      expect(config.code).toBe(code);
      expect(() => Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(config.timeZone)).not.toThrow();
      expect(parseNumberFormat(config.numberFormat)?.decimals).toBe(config.decimals);
      expect(isTaxSystemCode(config.taxSystem)).toBe(true);
    }
  });

  it("keeps a stored choice when supported, else Malaysia", () => {
    expect(chosenCountryOrDefault("SG")).toBe("SG");
    expect(chosenCountryOrDefault("XX")).toBe("MY");
    expect(chosenCountryOrDefault(null)).toBe("MY");
    expect(chosenCountryOrDefault(undefined)).toBe("MY");
  });
});
