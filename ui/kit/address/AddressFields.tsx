// The address form (spec 1 §2): Line 1, Line 2 (optional), City, Postcode, State, Country, with
// the messages of the form it sits in (keys relative to the address).
import type { FieldErrors } from "../forms/schemaErrors";
import { SelectField } from "../forms/SelectField";
import { TextField } from "../forms/TextField";
import styles from "../forms/forms.module.css";
import { type AddressValues, COUNTRY_OPTIONS } from "./addressForm";

export interface AddressFieldsProps {
  readonly values: AddressValues;
  readonly errors: FieldErrors;
  readonly onChange: (next: AddressValues) => void;
}

export const AddressFields = ({ values, errors, onChange }: AddressFieldsProps) => {
  const set = (key: keyof AddressValues) => (text: string) => onChange({ ...values, [key]: text });
  return (
    <div className={styles.grid}>
      <TextField label="Line 1" wide value={values.line1} onChange={set("line1")} error={errors.line1} />
      <TextField label="Line 2" wide optional value={values.line2} onChange={set("line2")} error={errors.line2} />
      <TextField label="City" value={values.city} onChange={set("city")} error={errors.city} />
      <TextField label="Postcode" value={values.postcode} onChange={set("postcode")} error={errors.postcode} />
      <TextField label="State" value={values.state} onChange={set("state")} error={errors.state} />
      <SelectField label="Country" value={values.country} options={COUNTRY_OPTIONS} onChange={set("country")} error={errors.country} />
    </div>
  );
};
