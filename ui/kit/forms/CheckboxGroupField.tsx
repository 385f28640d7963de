// A set of choices that may each be on or off (licence features, the order types a service
// charge applies to), kept in the order of `options`.
import { Checkbox } from "primereact/checkbox";
import { useId } from "react";
import styles from "./forms.module.css";

export interface CheckboxGroupFieldProps<T extends string> {
  readonly label: string;
  readonly options: ReadonlyArray<{ readonly label: string; readonly value: T }>;
  readonly value: ReadonlyArray<T>;
  readonly onChange: (value: ReadonlyArray<T>) => void;
  readonly error?: string | undefined;
}

export const CheckboxGroupField = <T extends string>({ label, options, value, onChange, error }: CheckboxGroupFieldProps<T>) => {
  const id = useId();
  const toggle = (option: T, on: boolean) =>
    onChange(options.map((item) => item.value).filter((item) => (item === option ? on : value.includes(item))));
  return (
    <fieldset className={`${styles.field} ${styles.wide} ${styles.fieldset}`}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.checkboxes}>
        {options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className={styles.checkbox}>
            <Checkbox
              inputId={`${id}-${option.value}`}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.checked === true)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error === undefined ? null : (
        <small className={`p-error ${styles.error}`} role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
};
