// The time input of spec 1 §2, §5: 24-hour HH:mm, else 'Invalid time' (domain/shared/timeOfDay.ts).
// Decisions where the spec is silent: the rule is shown once the field is left (or when the form
// passes its own `error`), not while the user is still typing; four digits typed without a colon
// ("0930") read as 09:30 when the field is left, anything else is kept as typed.
import { InputText } from "primereact/inputtext";
import { useId, useState } from "react";
import { checkTimeOfDay } from "../../../domain/shared/timeOfDay";
import { Field } from "../forms/Field";
import formStyles from "../forms/forms.module.css";

export interface TimeFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

const withColon = (text: string): string => (/^\d{4}$/.test(text) ? `${text.slice(0, 2)}:${text.slice(2)}` : text);

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
          const fixed = withColon(value.trim());
          if (fixed !== value) onChange(fixed);
        }}
      />
    </Field>
  );
};
