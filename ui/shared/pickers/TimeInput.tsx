// A time of day typed as 24-hour HH:mm (spec 3 §5 "time input must match 24-hour HH:mm ('Invalid
// time')"), in a Field. Decisions where the spec is silent: four digits typed without a colon
// ("0930") read as 09:30 when the field is left; anything else is kept as typed, so the caller's
// rule (domain/shared/timeOfDay.ts) gives 'Invalid time'. The caller's message wins; without one
// the field checks itself once left.
import { InputText } from "primereact/inputtext";
import { useId, useState } from "react";
import { checkTimeOfDay } from "../../../domain/shared/timeOfDay";
import { Field } from "../../business/forms/Field";
import formStyles from "../../business/forms/forms.module.css";

export interface TimeInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

const withColon = (text: string): string => (/^\d{4}$/.test(text) ? `${text.slice(0, 2)}:${text.slice(2)}` : text);

export const TimeInput = ({ label, value, onChange, error }: TimeInputProps) => {
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
        onChange={(event) => onChange(event.target.value.trim())}
        onBlur={() => {
          setLeft(true);
          const fixed = withColon(value);
          if (fixed !== value) onChange(fixed);
        }}
      />
    </Field>
  );
};
