// Owns: the country configurations of spec 1 §9 (code, name, currency, tax system, decimals,
// number format, time zone, locale), the picker list, the default and the failure for a
// country outside the four: 'unimplemented country config {code}' (spec 1 §8).
// Decisions (spec silent or inconsistent):
// - Indonesia's time zone is written "Asia/Indonesia", which is not an IANA zone; we use
//   Asia/Jakarta (western Indonesia, where Jakarta is).
// - Singapore and Indonesia formats are not given: "0,0.00", like Malaysia (both have 2
//   decimals). Japan's locale is not given: ja-JP.
// - Currency symbols are not given: RM, S$, Rp, ¥.
// - Tax systems: MY_SST, SG_GST, ID_VAT, JP_VAT (see taxSystem.ts).
// - Lookups are case-sensitive upper-case ISO codes ("my" is not a country).
import type { NumberFormat } from "./numberFormat";
import type { TaxSystemCode } from "./taxSystem";

export type CountryCode = "MY" | "SG" | "ID" | "JP";

export type CountryConfig = {
  readonly code: CountryCode;
  readonly name: string;
  readonly currency: { readonly code: string; readonly symbol: string };
  readonly taxSystem: TaxSystemCode;
  readonly decimals: number;
  readonly numberFormat: NumberFormat;
  readonly timeZone: string;
  readonly locale: string;
};

export const COUNTRY_CONFIGS: Readonly<Record<CountryCode, CountryConfig>> = {
  MY: {
    code: "MY",
    name: "Malaysia",
    currency: { code: "MYR", symbol: "RM" },
    taxSystem: "MY_SST",
    decimals: 2,
    numberFormat: "0,0.00",
    timeZone: "Asia/Kuala_Lumpur",
    locale: "ms-MY",
  },
  SG: {
    code: "SG",
    name: "Singapore",
    currency: { code: "SGD", symbol: "S$" },
    taxSystem: "SG_GST",
    decimals: 2,
    numberFormat: "0,0.00",
    timeZone: "Asia/Singapore",
    locale: "en-SG",
  },
  ID: {
    code: "ID",
    name: "Indonesia",
    currency: { code: "IDR", symbol: "Rp" },
    taxSystem: "ID_VAT",
    decimals: 2,
    numberFormat: "0,0.00",
    timeZone: "Asia/Jakarta",
    locale: "id-ID",
  },
  JP: {
    code: "JP",
    name: "Japan",
    currency: { code: "JPY", symbol: "¥" },
    taxSystem: "JP_VAT",
    decimals: 0,
    numberFormat: "0,0",
    timeZone: "Asia/Tokyo",
    locale: "ja-JP",
  },
};

export const COUNTRY_CODES: ReadonlyArray<CountryCode> = ["MY", "SG", "ID", "JP"];
/** The country selection dialog offers these three (spec 1 §2, §9). */
export const PICKER_COUNTRY_CODES: ReadonlyArray<CountryCode> = ["MY", "SG", "ID"];
export const DEFAULT_COUNTRY_CODE: CountryCode = "MY";
/** Locale for generic (not country) formatting, spec 1 §9 "Default locale en-us". */
export const DEFAULT_LOCALE = "en-us";

export const isCountryCode = (code: string): code is CountryCode => Object.hasOwn(COUNTRY_CONFIGS, code);

/** Thrown for a country outside the supported four; its message is the spec's text. */
export class UnimplementedCountryConfig extends Error {
  constructor(readonly code: string) {
    super(`unimplemented country config ${code}`);
    this.name = "UnimplementedCountryConfig";
  }
}

/** The configuration of a supported country; throws UnimplementedCountryConfig otherwise. */
export const getCountryConfig = (code: string): CountryConfig => {
  if (!isCountryCode(code)) throw new UnimplementedCountryConfig(code);
  return COUNTRY_CONFIGS[code];
};

/** The locally kept choice when it is a supported country, else Malaysia (spec 1 §9). */
export const chosenCountryOrDefault = (stored: string | null | undefined): CountryCode =>
  stored !== null && stored !== undefined && isCountryCode(stored) ? stored : DEFAULT_COUNTRY_CODE;
