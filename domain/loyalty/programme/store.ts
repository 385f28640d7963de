// Owns: the member store's settings (spec 2 §2 Member store, §3 store {company, inclusiveTaxes,
// categories}, §6, §7 `PUT /membership/store`): the store is usable only after activation with
// a company that has a tax registration (domain/business/company.ts `sstRegNo`); it keeps the
// taxes a bundle is charged (tax setting, rate, inclusive: spec 2 §9 "inclusive taxes are not
// added to the total").
// Decisions where the spec is silent:
// - `PUT /membership/store {taxes}` activates the store; the server hands the business's
//   company to the command, which refuses a missing company or an empty tax ID with 'Company
//   tax registration is required'. Each later write refreshes the company snapshot.
// - Taxes use the restaurant accounting shape (rate 0-100 percent, 2 decimals, tax code of its
//   system) and are stored as Percentage (precision 4).
// - Before activation, writing categories is 'Member store is not activated' (409).
import { Schema } from "effect";
import { AccountingInput } from "../../business/chargesSettings";
import { Company } from "../../business/company";
import { Percentage, percentageFromNumber } from "../../shared/percentage";
import { TaxSetting } from "../../shared/taxSystem";
import { type Checked, checked, refuse } from "./checked";

export const TAX_REGISTRATION_REQUIRED = "Company tax registration is required";
export const STORE_NOT_ACTIVATED = "Member store is not activated";

export const StoreTax = Schema.Struct({ ...TaxSetting.fields, rate: Percentage, inclusive: Schema.Boolean });
export type StoreTax = typeof StoreTax.Type;

export const StoreSettings = Schema.Struct({
  activated: Schema.Boolean,
  company: Schema.NullOr(Company),
  taxes: Schema.Array(StoreTax),
});
export type StoreSettings = typeof StoreSettings.Type;
export const INACTIVE_STORE: StoreSettings = { activated: false, company: null, taxes: [] };

export const StoreSettingsInput = Schema.Struct({ taxes: Schema.optionalKey(AccountingInput.fields.taxes) });
export type StoreSettingsInput = typeof StoreSettingsInput.Type;

export const hasTaxRegistration = (company: Company | null): company is Company =>
  company !== null && company.sstRegNo.trim() !== "";

/** The settings an activation or update leaves, given the business's company as it is now. */
export const nextStoreSettings = (input: StoreSettingsInput, company: Company | null, current: StoreSettings): Checked<StoreSettings> => {
  if (!hasTaxRegistration(company)) return refuse(TAX_REGISTRATION_REQUIRED, ["company"]);
  const taxes = input.taxes === undefined
    ? current.taxes
    : input.taxes.map((tax) => ({
        systemCode: tax.systemCode,
        taxCode: tax.taxCode,
        rate: percentageFromNumber(tax.rate) ?? { amount: 0, precision: 4 },
        inclusive: tax.inclusive,
      }));
  return checked({ activated: true, company, taxes });
};
