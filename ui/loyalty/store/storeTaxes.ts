// Owns: the taxes form of the member store (spec 2 §2 Member store "store setting", §9 "Tax codes
// SST, VAT, GST"; PUT /membership/store {taxes}): rows of a tax system, its rate in percent and
// whether prices include it, read from the store, checked with the domain's store Schema ('Rate
// must be between 0 and 100', 'Max 2 decimal places'), and sent as typed.
// Decision where the spec is silent: the activation form starts with one row of the company's
// country tax system at 0 %, for the owner to set its rate.
import type { StoreTaxInput } from "../../../machines/loyalty/storeActivation.machine";
import { type StoreTax, StoreSettingsInput } from "../../../domain/loyalty/programme/store";
import { chosenCountryOrDefault, getCountryConfig } from "../../../domain/shared/country";
import { toPercentNumber } from "../../../domain/shared/percentage";
import { type TaxSystemCode, taxCodeOf } from "../../../domain/shared/taxSystem";
import { type FieldErrors, errorsUnder, fieldErrorsOf } from "../../kit/forms/schemaErrors";

export type TaxRow = StoreTaxInput;

export const taxRow = (systemCode: TaxSystemCode): TaxRow => ({ systemCode, taxCode: taxCodeOf(systemCode), rate: 0, inclusive: false });

export const firstTaxRows = (country: string | null | undefined): ReadonlyArray<TaxRow> => [
  taxRow(getCountryConfig(chosenCountryOrDefault(country)).taxSystem),
];

export const taxRowsOf = (taxes: ReadonlyArray<StoreTax>): ReadonlyArray<TaxRow> =>
  taxes.map((tax) => ({ systemCode: tax.systemCode, taxCode: tax.taxCode, rate: toPercentNumber(tax.rate), inclusive: tax.inclusive }));

/** Messages keyed by row: "0.rate". */
export const checkTaxRows = (rows: ReadonlyArray<TaxRow>): FieldErrors => errorsUnder(fieldErrorsOf(StoreSettingsInput, { taxes: rows }), "taxes");
