// The select with a create-new option (spec 1 §2): the choices, then a last entry 'Create new
// {thing}' that asks the caller to create one (usually in a dialog); what it creates is
// selected. Decisions where the spec is silent: a creation that is cancelled (null) or fails
// keeps the previous choice; the list closes on choosing (PrimeReact's own timing).
import { Dropdown } from "primereact/dropdown";
import { useId, useState } from "react";
import { Field } from "../forms/Field";
import formStyles from "../forms/forms.module.css";

export const CREATE_NEW = "\u0000create-new";

export interface CreatableOption {
  readonly label: string;
  readonly value: string;
}

export interface CreatableSelectFieldProps {
  readonly label: string;
  readonly value: string | null;
  readonly options: ReadonlyArray<CreatableOption>;
  readonly onChange: (value: string) => void;
  /** What a new one is called: 'Create new {thing}'. */
  readonly thing: string;
  /** Creates one and answers it, or null when the user gave up. */
  readonly onCreate: () => Promise<CreatableOption | null>;
  readonly error?: string | undefined;
  readonly placeholder?: string;
}

export const CreatableSelectField = ({ label, value, options, onChange, thing, onCreate, error, placeholder }: CreatableSelectFieldProps) => {
  const id = useId();
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const created = await onCreate();
      if (created !== null) onChange(created.value);
    } catch {
      // The creator reports its own failure (a toast or its dialog); the choice stays.
    } finally {
      setCreating(false);
    }
  };
  return (
    <Field id={id} label={label} error={error}>
      <Dropdown
        inputId={id}
        className={formStyles.control}
        value={value}
        options={[...options, { label: `Create new ${thing}`, value: CREATE_NEW }]}
        optionLabel="label"
        optionValue="value"
        placeholder={placeholder}
        disabled={creating}
        invalid={error !== undefined}
        itemTemplate={(option: CreatableOption) =>
          option.value === CREATE_NEW ? (
            <span>
              <i className="pi pi-plus" aria-hidden="true" /> {option.label}
            </span>
          ) : (
            option.label
          )
        }
        onChange={(event) => (event.value === CREATE_NEW ? void create() : onChange(event.value as string))}
      />
    </Field>
  );
};
