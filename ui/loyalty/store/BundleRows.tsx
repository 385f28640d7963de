// The list parts of the bundle form (spec 2 §3 Bundle): free credit lots (amount, days to
// expire), titles granted with their days, and purchase conditions (type, min, max; each type
// once, so 'Add condition' hides when every type is used). Each row has a remove button.
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useId, type ReactNode } from "react";
import { Field } from "../../kit/forms/Field";
import { NumberField } from "../../kit/forms/NumberField";
import formStyles from "../../kit/forms/forms.module.css";
import type { FieldErrors } from "../../kit/forms/schemaErrors";
import { type BundleValues, CONDITION_TYPES, type ConditionType, DEFAULT_DAYS } from "./bundleForm";
import styles from "./store.module.css";

type Rows<K extends "free" | "titles" | "conditions"> = BundleValues[K];

const RowList = <T,>({ title, rows, add, addLabel, unavailable, children }: {
  readonly title: string;
  readonly rows: ReadonlyArray<T>;
  readonly add: (() => void) | null;
  readonly addLabel: string;
  /** Said when nothing can be added and nothing is listed. */
  readonly unavailable?: string;
  readonly children: (row: T, index: number) => ReactNode;
}) => (
  <fieldset className={styles.rowList}>
    <legend className={formStyles.label}>{title}</legend>
    {rows.map((row, index) => (
      <div key={index} className={styles.rowLine}>
        {children(row, index)}
      </div>
    ))}
    {add === null ? null : <Button type="button" label={addLabel} icon="pi pi-plus" text size="small" onClick={add} />}
    {add === null && rows.length === 0 && unavailable !== undefined ? <small className={styles.muted}>{unavailable}</small> : null}
  </fieldset>
);

const RemoveButton = ({ label, onClick }: { readonly label: string; readonly onClick: () => void }) => (
  <Button type="button" icon="pi pi-times" text rounded severity="danger" aria-label={label} className={styles.rowRemove} onClick={onClick} />
);

const replaced = <T,>(rows: ReadonlyArray<T>, index: number, change: Partial<T>): ReadonlyArray<T> =>
  rows.map((row, i) => (i === index ? { ...row, ...change } : row));

interface RowsProps<K extends "free" | "titles" | "conditions"> {
  readonly rows: Rows<K>;
  readonly errors: FieldErrors;
  readonly onChange: (rows: Rows<K>) => void;
}

export const FreeCreditRows = ({ rows, errors, onChange, maxFractionDigits }: RowsProps<"free"> & { readonly maxFractionDigits: number }) => (
  <RowList title="Free credit" rows={rows} addLabel="Add free credit" add={() => onChange([...rows, { amount: 0, dayToExpire: DEFAULT_DAYS }])}>
    {(row, index) => (
      <>
        <NumberField label="Amount" maxFractionDigits={maxFractionDigits} value={row.amount} error={errors[`credit.free.${index}.amount`]} onChange={(amount) => onChange(replaced(rows, index, { amount }))} />
        <NumberField label="Days to expire" value={row.dayToExpire} error={errors[`credit.free.${index}.dayToExpire`]} onChange={(dayToExpire) => onChange(replaced(rows, index, { dayToExpire }))} />
        <RemoveButton label="Remove free credit" onClick={() => onChange(rows.filter((_, i) => i !== index))} />
      </>
    )}
  </RowList>
);

const TitlePick = ({ value, options, error, onChange }: {
  readonly value: string;
  readonly options: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly error: string | undefined;
  readonly onChange: (id: string) => void;
}) => {
  const id = useId();
  return (
    <Field id={id} label="Title" error={error}>
      <Dropdown inputId={id} className={formStyles.control} value={value} options={[...options]} optionLabel="name" optionValue="id" onChange={(event) => onChange(event.value as string)} />
    </Field>
  );
};

export const TitleRows = ({ rows, errors, onChange, titles }: RowsProps<"titles"> & { readonly titles: ReadonlyArray<{ readonly id: string; readonly name: string }> }) => {
  const first = titles[0];
  return (
    <RowList title="Titles" rows={rows} addLabel="Add title" unavailable="The programme has no title yet (Benefit page)." add={first === undefined ? null : () => onChange([...rows, { id: first.id, dayToExpire: DEFAULT_DAYS }])}>
      {(row, index) => (
        <>
          <TitlePick value={row.id} options={titles} error={errors[`titles.${index}.id`]} onChange={(id) => onChange(replaced(rows, index, { id }))} />
          <NumberField label="Days" value={row.dayToExpire} error={errors[`titles.${index}.dayToExpire`]} onChange={(dayToExpire) => onChange(replaced(rows, index, { dayToExpire }))} />
          <RemoveButton label="Remove title" onClick={() => onChange(rows.filter((_, i) => i !== index))} />
        </>
      )}
    </RowList>
  );
};

const ConditionPick = ({ value, error, onChange }: { readonly value: ConditionType; readonly error: string | undefined; readonly onChange: (type: ConditionType) => void }) => {
  const id = useId();
  return (
    <Field id={id} label="Condition" error={error}>
      <Dropdown inputId={id} className={formStyles.control} value={value} options={[...CONDITION_TYPES]} onChange={(event) => onChange(event.value as ConditionType)} />
    </Field>
  );
};

export const ConditionRows = ({ rows, errors, onChange }: RowsProps<"conditions">) => {
  const unused = CONDITION_TYPES.find((type) => !rows.some((row) => row.type === type.value));
  return (
    <RowList title="Conditions" rows={rows} addLabel="Add condition" add={unused === undefined ? null : () => onChange([...rows, { type: unused.value, min: null, max: null }])}>
      {(row, index) => (
        <>
          <ConditionPick value={row.type} error={errors[`conditions.${index}.type`]} onChange={(type) => onChange(replaced(rows, index, { type }))} />
          <NumberField label="Min" nullable value={row.min} error={errors[`conditions.${index}.min`]} onChange={(min) => onChange(replaced(rows, index, { min }))} />
          <NumberField label="Max" nullable value={row.max} error={errors[`conditions.${index}.max`]} onChange={(max) => onChange(replaced(rows, index, { max }))} />
          <RemoveButton label="Remove condition" onClick={() => onChange(rows.filter((_, i) => i !== index))} />
        </>
      )}
    </RowList>
  );
};
