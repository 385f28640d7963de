// The numeric range input of spec 1 §2, §5: a minimum and a maximum, either may stay empty
// (unbounded), each read with at most `maxDecimals` decimals (default 2), min not above max
// (domain/shared/numericRange.ts). The messages are the using form's (the spec's differ per
// field), one per problem.
// Decision where the spec is silent: the typed text is kept as typed; the parsed range (or null
// while it has a problem) is handed to `onChange` on every keystroke.
import { InputText } from "primereact/inputtext";
import { useId } from "react";
import { DEFAULT_RANGE_DECIMALS, type NumericRange, type RangeProblem, parseNumericRange } from "../../../domain/shared/numericRange";
import { Field } from "../forms/Field";
import formStyles from "../forms/forms.module.css";
import styles from "./inputs.module.css";

export type RangeMessages = Readonly<Record<RangeProblem["problem"], string>>;

export interface RangeText {
  readonly min: string;
  readonly max: string;
}

export interface NumericRangeFieldProps {
  readonly label: string;
  readonly value: RangeText;
  readonly onChange: (text: RangeText, range: NumericRange | null) => void;
  readonly messages: RangeMessages;
  readonly maxDecimals?: number;
}

export const NumericRangeField = ({ label, value, onChange, messages, maxDecimals = DEFAULT_RANGE_DECIMALS }: NumericRangeFieldProps) => {
  const id = useId();
  const parsed = parseNumericRange(value.min, value.max, maxDecimals);
  const problem = parsed.ok ? undefined : parsed.problems[0];
  const type = (text: RangeText) => {
    const next = parseNumericRange(text.min, text.max, maxDecimals);
    onChange(text, next.ok ? next.range : null);
  };
  const invalid = (field: "min" | "max") => !parsed.ok && parsed.problems.some((p) => p.field === field);
  return (
    <Field id={id} label={label} error={problem === undefined ? undefined : messages[problem.problem]}>
      <div className={styles.pair}>
        <InputText id={id} aria-label={`${label} min`} placeholder="Min" inputMode="decimal" className={formStyles.control} value={value.min} invalid={invalid("min")} onChange={(event) => type({ ...value, min: event.target.value })} />
        <span className={styles.separator}>–</span>
        <InputText aria-label={`${label} max`} placeholder="Max" inputMode="decimal" className={formStyles.control} value={value.max} invalid={invalid("max")} onChange={(event) => type({ ...value, max: event.target.value })} />
      </div>
    </Field>
  );
};
