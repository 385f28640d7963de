// A text input in a Field. Text is trimmed on blur (spec 1 §5); `normalise` replaces the trim
// where a field has its own blur rule (the company phone becomes E.164 on blur).
import { InputText } from "primereact/inputtext";
import { useId } from "react";
import { Field } from "./Field";
import styles from "./forms.module.css";

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly placeholder?: string;
  readonly optional?: boolean;
  readonly wide?: boolean;
  readonly disabled?: boolean;
  readonly normalise?: (text: string) => string;
}

const trim = (text: string) => text.trim();

export const TextField = ({ label, value, onChange, error, hint, placeholder, optional, wide, disabled, normalise = trim }: TextFieldProps) => {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional ?? false} wide={wide ?? false}>
      <InputText
        id={id}
        className={styles.control}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        invalid={error !== undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          const normalised = normalise(value);
          if (normalised !== value) onChange(normalised);
        }}
      />
    </Field>
  );
};
