// Picks menu items by name (several, searchable): the add-on groups, schedulers, print departments
// of a product, the products of a catalog. Stores their ids; shows their names.
import { MultiSelect } from "primereact/multiselect";
import { useId } from "react";
import formStyles from "../../kit/forms/forms.module.css";
import { Field } from "../../kit/forms/Field";

export interface IdPickerProps {
  readonly label: string;
  readonly items: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly value: ReadonlyArray<string>;
  readonly onChange: (ids: ReadonlyArray<string>) => void;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly wide?: boolean;
}

export const IdPicker = ({ label, items, value, onChange, error, hint, wide }: IdPickerProps) => {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} optional wide={wide ?? false}>
      <MultiSelect
        inputId={id}
        className={formStyles.control}
        value={[...value]}
        options={items.map((item) => ({ label: item.name, value: item.id }))}
        onChange={(event) => onChange(event.value as string[])}
        filter
        display="chip"
        placeholder="None"
      />
    </Field>
  );
};
