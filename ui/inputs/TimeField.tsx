// The time input of spec 1 §2, §5: 24-hour HH:mm, else 'Invalid time' (domain/shared/timeOfDay.ts).
// Decision where the spec is silent: the rule is shown once the field is left (or when the form
// passes its own `error`), not while the user is still typing.
import { InputText } from "primereact/inputtext";
import { useId, useState } from "react";
import { checkTimeOfDay } from "../../domain/shared/timeOfDay";
import { Field } from "../business/forms/Field";
import formStyles from "../business/forms/forms.module.css";

export interface TimeFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

export const TimeField = ({ label, value, onChange, error }: TimeFieldProps) => {
  const id = useId();
  const [left, setLeft] = useState(false);
  const shown = error ?? (left ? (checkTimeOfDay(value) ?? undefined) : undefined);
  return (
    <Field id={id} label={label} error={shown}>
      <InputText
        id={id}
        className={formStyles.control}
        value={value}
        placeholder="HH:mm"
        inputMode="numeric"
        maxLength={5}
        invalid={shown !== undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          setLeft(true);
          onChange(value.trim());
        }}
      />
    </Field>
  );
};
