// A business's company legal info (spec 1 §2-§3, §5): Name, Registration no, tax ID (sstRegNo),
// Phone, HQ address and the inclusive-tax settings. Messages, exact: 'Name is required',
// 'Registration no is required', 'Phone is required', 'Invalid phone number' (the company phone
// must be Malaysian), and it is stored in E.164. Entering a tax ID with no inclusive-tax settings
// initialises them; clearing the tax ID empties them (domain/shared/taxSystem.ts).
// Decisions where the spec is silent: the form is written whole (what is absent is empty); the
// initial inclusive-tax setting is the tax system of the HQ address's country.
import { Schema } from "effect";
import { boundedList, boundedTrimmedText } from "../shared/inputBounds";
import { NAME_REQUIRED } from "../auth/credentials";
import { getCountryConfig } from "../shared/country";
import { requiredTrimmedText } from "../shared/fieldRules";
import { checkCompanyPhone, toE164 } from "../shared/phone";
import { InclusiveTax, inclusiveTaxesAfterTaxIdChange } from "../shared/taxSystem";
import { Address, AddressInput, addressFromInput } from "./address";

export const REG_NO_REQUIRED = "Registration no is required";

const CompanyPhone = Schema.Trim.check(Schema.makeFilter((text: string) => checkCompanyPhone(text) ?? undefined));

export const CompanyInput = Schema.Struct({
  name: requiredTrimmedText(NAME_REQUIRED),
  regNo: requiredTrimmedText(REG_NO_REQUIRED),
  sstRegNo: Schema.optionalKey(boundedTrimmedText("SST registration no")),
  phoneNo: CompanyPhone,
  address: AddressInput,
  inclusiveTaxes: Schema.optionalKey(boundedList(InclusiveTax, 20, "taxes")),
});
export type CompanyInput = typeof CompanyInput.Type;

export const Company = Schema.Struct({
  name: Schema.String,
  regNo: Schema.String,
  sstRegNo: Schema.String,
  phoneNo: Schema.String,
  address: Address,
  inclusiveTaxes: Schema.Array(InclusiveTax),
});
export type Company = typeof Company.Type;

/** The company as stored: phone in E.164, tax-inclusive settings after the tax ID rule. */
export const companyFromInput = (input: CompanyInput): Company => {
  const sstRegNo = input.sstRegNo ?? "";
  const address = addressFromInput(input.address);
  return {
    name: input.name,
    regNo: input.regNo,
    sstRegNo,
    phoneNo: toE164(input.phoneNo, "MY") ?? input.phoneNo,
    address,
    inclusiveTaxes: inclusiveTaxesAfterTaxIdChange(
      sstRegNo,
      input.inclusiveTaxes ?? [],
      getCountryConfig(address.country).taxSystem,
    ),
  };
};
