// Owns: a delivery fee as the settings form types it (a number in the country's currency) and as
// it is stored (integer minor units at the country's decimals, spec 1 §3 "amounts stored as
// integers scaled by precision"), and which countries a saved setting names.
// Decision where the spec is silent: a country with no default company and both fees at zero is
// left out of the setting (it has none), so an untouched country stays unset.
import type { CountryDelivery } from "../../../domain/provider/providerSettings";
import { COUNTRY_CONFIGS, type CountryCode } from "../../../domain/shared/country";
import type { Money } from "../../../domain/shared/money";

export const feeOf = (value: number, country: CountryCode): Money => {
  const { decimals, currency } = COUNTRY_CONFIGS[country];
  return { amount: Math.round(value * 10 ** decimals), precision: decimals, currency: currency.code };
};

export const valueOfFee = (fee: Money): number => fee.amount / 10 ** fee.precision;

export interface CountryRow {
  readonly country: CountryCode;
  readonly defaultCompanyId: string | null;
  readonly baseFee: number;
  readonly perKmFee: number;
}

export const rowsOf = (saved: ReadonlyArray<CountryDelivery>, countries: ReadonlyArray<CountryCode>): ReadonlyArray<CountryRow> =>
  countries.map((country) => {
    const entry = saved.find((item) => item.country === country);
    return entry === undefined
      ? { country, defaultCompanyId: null, baseFee: 0, perKmFee: 0 }
      : { country, defaultCompanyId: entry.defaultCompanyId, baseFee: valueOfFee(entry.baseFee), perKmFee: valueOfFee(entry.perKmFee) };
  });

export const settingOf = (rows: ReadonlyArray<CountryRow>): ReadonlyArray<CountryDelivery> =>
  rows
    .filter((row) => row.defaultCompanyId !== null || row.baseFee !== 0 || row.perKmFee !== 0)
    .map((row) => ({ country: row.country, defaultCompanyId: row.defaultCompanyId, baseFee: feeOf(row.baseFee, row.country), perKmFee: feeOf(row.perKmFee, row.country) }));
