// A number input in a Field (distances, minutes, prices, rates). Decision where the spec is
// silent: a required number that is cleared reads 0, so the domain rule (range, decimals) gives
// the message; `nullable` fields (a free-delivery threshold) may be left empty instead.
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
}

type NumberFieldProps = NumberFieldBase &
  (
    | { readonly nullable?: false; readonly value: number; readonly onChange: (value: number) => void }
    | { readonly nullable: true; readonly value: number | null; readonly onChange: (value: number | null) => void }
  );

export const NumberField = (props: NumberFieldProps) => {
  const id = useId();
  const { label, error, hint, suffix, maxFractionDigits = 0, disabled } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={props.nullable === true}>
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
        onValueChange={(event) => (props.nullable === true ? props.onChange(event.value ?? null) : props.onChange(event.value ?? 0))}
      />
    </Field>
  );
};
