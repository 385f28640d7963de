// The one date field of the back office (spec 1 §2 generic date input, §5 "Date input ... must be
// a valid date in YYYY/MM/DD"): a label, the day typed as YYYY/MM/DD with a calendar beside it,
// and the rule's message under it. The form's value is an ISO day or null (typedDate.ts).
// Decision where the spec is silent: a text that is no real day says 'Invalid date' once the
// person leaves the field (not at every keystroke); the form's own message wins when it has one.
import { useEffect, useId, useState } from "react";
import { INVALID_DATE } from "../../../domain/shared/calendarDate";
import { Field } from "../forms/Field";
import { DateInput } from "./DateInput";
import { isInvalidText, textOfValue, valueOfText } from "./typedDate";

export interface DateFieldProps {
  readonly label: string;
  /** An ISO day ("2026-11-12"), null for none, or a text the person typed that names no day. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly error?: string | undefined;
  readonly optional?: boolean;
  readonly hint?: string | undefined;
}

export const DateField = ({ label, value, onChange, error, optional = false, hint }: DateFieldProps) => {
  const id = useId();
  const [text, setText] = useState(() => textOfValue(value));
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, another field's rule) replaces what is shown.
  useEffect(() => {
    if (valueOfText(text) !== value) setText(textOfValue(value));
  }, [value]);
  const type = (next: string) => {
    setText(next);
    onChange(valueOfText(next));
  };
  const invalid = isInvalidText(text);
  const shown = error ?? (left && invalid ? INVALID_DATE : undefined);
  return (
    <Field id={id} label={label} error={shown} optional={optional} hint={hint}>
      <DateInput id={id} text={text} onText={type} name={label} invalid={shown !== undefined} onBlur={() => setLeft(true)} />
    </Field>
  );
};
