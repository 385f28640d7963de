// A choice among fixed options in a Field (menu version, bank, time zone, release channel).
import { Dropdown } from "primereact/dropdown";
import { useId } from "react";
import { Field } from "./Field";
import styles from "./forms.module.css";

export interface SelectOption<T extends string> {
  readonly label: string;
  readonly value: T;
}

export interface SelectFieldProps<T extends string> {
  readonly label: string;
  readonly value: T | null;
  readonly options: ReadonlyArray<SelectOption<T>>;
  readonly onChange: (value: T) => void;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly filter?: boolean;
}

export const SelectField = <T extends string>({ label, value, options, onChange, error, hint, placeholder, disabled, filter }: SelectFieldProps<T>) => {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Dropdown
        inputId={id}
        className={styles.control}
        value={value}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        placeholder={placeholder}
        disabled={disabled}
        filter={filter}
        invalid={error !== undefined}
        onChange={(event) => onChange(event.value as T)}
      />
    </Field>
  );
};
