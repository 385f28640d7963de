// Owns: the company legal info form (spec 1 §2-§3, §5): Name, Registration no, tax ID, Phone,
// HQ address and the inclusive-tax settings, checked with the domain's CompanyInput ('Name is
// required', 'Registration no is required', 'Phone is required', 'Invalid phone number').
// The phone becomes E.164 on blur (phoneOnBlur); entering a tax ID with no inclusive-tax
// settings initialises them and clearing it empties them, as the user types (the same rule the
// server applies, domain/shared/taxSystem.ts).
// Decision where the spec is silent: the inclusive-tax setting a tax ID starts is the tax system
// of the HQ address's country (Malaysia when the country is not one of the supported four).
import { type Company, CompanyInput } from "../../../domain/business/company";
import { DEFAULT_COUNTRY_CODE, getCountryConfig, isCountryCode } from "../../../domain/shared/country";
import { type InclusiveTax, type TaxSystemCode, inclusiveTaxesAfterTaxIdChange } from "../../../domain/shared/taxSystem";
import { type AddressValues, EMPTY_ADDRESS, addressBodyOf, addressValuesOf } from "../../kit/address/addressForm";
import { type FieldErrors, fieldErrorsOf } from "../../kit/forms/schemaErrors";

export interface CompanyFormValues {
  readonly name: string;
  readonly regNo: string;
  readonly sstRegNo: string;
  readonly phoneNo: string;
  readonly address: AddressValues;
  readonly inclusiveTaxes: ReadonlyArray<InclusiveTax>;
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  name: "",
  regNo: "",
  sstRegNo: "",
  phoneNo: "",
  address: EMPTY_ADDRESS,
  inclusiveTaxes: [],
};

export const companyFormOf = (company: Company | null): CompanyFormValues =>
  company === null ? EMPTY_COMPANY_FORM : { ...company, address: addressValuesOf(company.address) };

const countryTaxSystem = (country: string): TaxSystemCode =>
  getCountryConfig(isCountryCode(country) ? country : DEFAULT_COUNTRY_CODE).taxSystem;

/** The form after the tax ID was edited: its inclusive-tax settings follow the spec's rule. */
export const withTaxId = (values: CompanyFormValues, sstRegNo: string): CompanyFormValues => ({
  ...values,
  sstRegNo,
  inclusiveTaxes: inclusiveTaxesAfterTaxIdChange(sstRegNo, values.inclusiveTaxes, countryTaxSystem(values.address.country)),
});

export const companyBodyOf = (values: CompanyFormValues): CompanyInput => ({
  name: values.name,
  regNo: values.regNo,
  sstRegNo: values.sstRegNo,
  phoneNo: values.phoneNo,
  address: addressBodyOf(values.address),
  inclusiveTaxes: values.inclusiveTaxes,
});

export const checkCompany = (values: CompanyFormValues): FieldErrors => fieldErrorsOf(CompanyInput, companyBodyOf(values));
