// A multi-line text input in a Field (receipt header and footer); trimmed on blur (spec 1 §5).
import { InputTextarea } from "primereact/inputtextarea";
import { useId } from "react";
import { Field } from "./Field";
import styles from "./forms.module.css";

export interface TextAreaFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
}

export const TextAreaField = ({ label, value, onChange, error, hint }: TextAreaFieldProps) => {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} optional wide>
      <InputTextarea
        id={id}
        className={styles.control}
        value={value}
        rows={3}
        autoResize
        invalid={error !== undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => value.trim() !== value && onChange(value.trim())}
      />
    </Field>
  );
};
