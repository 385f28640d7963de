// A calendar day in a Field, typed with the browser's date input (YYYY-MM-DD); empty is null. Shared by the
// marketing wizards and the validity scheduler.
import { InputText } from "primereact/inputtext";
import { useId } from "react";
import { Field } from "../forms/Field";
import formStyles from "../forms/forms.module.css";

export interface DateFieldProps {
  readonly label: string;
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly error?: string | undefined;
  readonly optional?: boolean;
}

export const DateField = ({ label, value, onChange, error, optional = false }: DateFieldProps) => {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} optional={optional}>
      <InputText
        id={id}
        type="date"
        className={formStyles.control}
        value={value ?? ""}
        invalid={error !== undefined}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      />
    </Field>
  );
};
