// A list of product ids typed as chips (Enter after each), for item effects and the product
// condition. Decision where the spec is silent: the menu's product picker belongs to the menu
// area (spec 4); here products are named by id.
import { Chips } from "primereact/chips";
import { useId } from "react";
import { Field } from "../../forms/Field";
import formStyles from "../../forms/forms.module.css";

export interface ProductIdsFieldProps {
  readonly label: string;
  readonly value: ReadonlyArray<string>;
  readonly onChange: (ids: ReadonlyArray<string>) => void;
  readonly error?: string | undefined;
}

export const ProductIdsField = ({ label, value, onChange, error }: ProductIdsFieldProps) => {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint="Product ids; press Enter after each">
      <Chips inputId={id} className={formStyles.control} value={[...value]} allowDuplicate={false} onChange={(event) => onChange(event.value ?? [])} />
    </Field>
  );
};
