// A number input in a Field (distances, minutes, prices, rates). Decision where the spec is
// silent: a required number that is cleared reads 0, so the domain rule (range, decimals) gives
// the message; `nullable` fields (a free-delivery threshold) may be left empty instead. A `live`
// field reports every keystroke (InputNumber's onValueChange waits for the field to be left), for
// forms that validate as the user types.
import { InputNumber } from "primereact/inputnumber";
import { useId } from "react";
import { Field } from "./Field";
import styles from "./forms.module.css";

interface NumberFieldBase {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly suffix?: string;
  readonly maxFractionDigits?: number;
  readonly disabled?: boolean;
  readonly live?: boolean;
  /** Says '(optional)' beside the label; by default a nullable field does. */
  readonly optional?: boolean;
}

type NumberFieldProps = NumberFieldBase &
  (
    | { readonly nullable?: false; readonly value: number; readonly onChange: (value: number) => void }
    | { readonly nullable: true; readonly value: number | null; readonly onChange: (value: number | null) => void }
  );

export const NumberField = (props: NumberFieldProps) => {
  const id = useId();
  const { label, error, hint, suffix, maxFractionDigits = 0, disabled, live = false } = props;
  const report = (value: number | null | undefined) => (props.nullable === true ? props.onChange(value ?? null) : props.onChange(value ?? 0));
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={props.optional ?? props.nullable === true}>
      <InputNumber
        inputId={id}
        className={styles.control}
        inputClassName={styles.control}
        value={props.value}
        suffix={suffix}
        minFractionDigits={0}
        maxFractionDigits={maxFractionDigits}
        useGrouping={false}
        disabled={disabled}
        invalid={error !== undefined}
        onChange={live ? (event) => report(event.value) : undefined}
        onValueChange={(event) => report(event.value)}
      />
    </Field>
  );
};
