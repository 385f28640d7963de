// Owns: the address form's values (spec 1 §2: Line 1, Line 2 optional, City, Postcode, State,
// Country) and the country choices (the supported countries, spec 1 §9). The rules are the
// domain's AddressInput (domain/business/address.ts), checked as part of the form it sits in.
// Decision where the spec is silent: a new address starts in Malaysia, the default country.
import type { Address, AddressInput } from "../../../domain/business/address";
import { COUNTRY_CODES, COUNTRY_CONFIGS, DEFAULT_COUNTRY_CODE } from "../../../domain/shared/country";

export interface AddressValues {
  readonly line1: string;
  readonly line2: string;
  readonly city: string;
  readonly postcode: string;
  readonly state: string;
  readonly country: string;
}

export const EMPTY_ADDRESS: AddressValues = { line1: "", line2: "", city: "", postcode: "", state: "", country: DEFAULT_COUNTRY_CODE };

export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ label: COUNTRY_CONFIGS[code].name, value: code as string }));

export const addressValuesOf = (address: Address | null): AddressValues => (address === null ? EMPTY_ADDRESS : { ...address });

export const addressBodyOf = (values: AddressValues): AddressInput => ({
  line1: values.line1,
  line2: values.line2,
  city: values.city,
  postcode: values.postcode,
  state: values.state,
  country: values.country,
});

/** Whether nothing but the default country was entered (an optional address left out). */
export const isBlankAddress = (values: AddressValues): boolean =>
  [values.line1, values.line2, values.city, values.postcode, values.state].every((text) => text.trim() === "");
