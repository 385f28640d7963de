// The taxes the member store charges on a bundle (spec 2 §2 store setting): one row per tax with
// its system, rate and an inclusive switch; add and remove rows. Used by the activation form and
// the store setting dialog.
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useId } from "react";
import { TAX_SYSTEMS, TAX_SYSTEM_CODES, type TaxSystemCode } from "../../../domain/shared/taxSystem";
import { Field } from "../../kit/forms/Field";
import { NumberField } from "../../kit/forms/NumberField";
import { SwitchField } from "../../kit/forms/SwitchField";
import formStyles from "../../kit/forms/forms.module.css";
import type { FieldErrors } from "../../kit/forms/schemaErrors";
import { type TaxRow, taxRow } from "./storeTaxes";
import styles from "./store.module.css";

const SYSTEM_OPTIONS = TAX_SYSTEM_CODES.map((code) => ({ value: code, label: TAX_SYSTEMS[code].name }));

const SystemField = ({ value, onChange }: { readonly value: TaxSystemCode; readonly onChange: (code: TaxSystemCode) => void }) => {
  const id = useId();
  return (
    <Field id={id} label="Tax">
      <Dropdown inputId={id} className={formStyles.control} value={value} options={SYSTEM_OPTIONS} onChange={(event) => onChange(event.value as TaxSystemCode)} />
    </Field>
  );
};

export interface TaxRowsFieldProps {
  readonly rows: ReadonlyArray<TaxRow>;
  readonly errors: FieldErrors;
  readonly onChange: (rows: ReadonlyArray<TaxRow>) => void;
}

export const TaxRowsField = ({ rows, errors, onChange }: TaxRowsFieldProps) => {
  const edit = (index: number, change: Partial<TaxRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <div className={formStyles.rows}>
      {rows.map((row, index) => (
        <div key={index} className={styles.taxRow}>
          <SystemField value={row.systemCode} onChange={(code) => edit(index, { systemCode: code, taxCode: taxRow(code).taxCode })} />
          <NumberField label="Rate" suffix=" %" maxFractionDigits={2} value={row.rate} error={errors[`${index}.rate`]} onChange={(rate) => edit(index, { rate })} />
          <div className={formStyles.field}>
            <span className={formStyles.label}>Price</span>
            <SwitchField label="Inclusive" checked={row.inclusive} onChange={(inclusive) => edit(index, { inclusive })} />
          </div>
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label="Remove tax"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <div>
        <Button type="button" label="Add tax" icon="pi pi-plus" text size="small" onClick={() => onChange([...rows, taxRow(SYSTEM_OPTIONS[0]?.value ?? "MY_SST")])} />
      </div>
    </div>
  );
};
