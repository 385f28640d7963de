// A short list of products of the business's menus, picked one at a time by name
// (ProductSearchField) and shown as chips with their names (a product no menu knows any more reads
// 'Unknown product {id}'), each with a remove button. What is stored is the list of product ids.
// Used where a whole ProductPicker (categories, browsing) is more than the list needs: a Grab
// campaign's items, a member store bundle's products. Needs a ProductCatalogueProvider above it.
import { Button } from "primereact/button";
import { Chip } from "primereact/chip";
import formStyles from "../forms/forms.module.css";
import { ProductSearchField } from "./ProductSearchField";
import { pickedLabel } from "./productPicks";
import styles from "./productPicker.module.css";
import { useProductNames } from "./useProductNames";

export interface ProductChipsFieldProps {
  readonly label: string;
  /** The search field's label (e.g. 'Add an item from the menu'). */
  readonly addLabel: string;
  readonly value: ReadonlyArray<string>;
  readonly onChange: (ids: ReadonlyArray<string>) => void;
  /** At most this many products: the search field goes once the list is full. */
  readonly max: number;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

export const ProductChipsField = ({ label, addLabel, value, onChange, max, error, disabled = false }: ProductChipsFieldProps) => {
  const names = useProductNames(value);
  return (
    <fieldset className={`${formStyles.field} ${formStyles.wide} ${formStyles.fieldset}`}>
      <legend className={formStyles.label}>{label}</legend>
      <div className={styles.chipRow}>
        {value.map((productId) => (
          <Chip
            key={productId}
            label={pickedLabel(productId, names)}
            template={
              <>
                <span className="p-chip-text">{pickedLabel(productId, names)}</span>
                {disabled ? null : (
                  <Button type="button" icon="pi pi-times" rounded text size="small" aria-label={`Remove ${pickedLabel(productId, names)}`} onClick={() => onChange(value.filter((each) => each !== productId))} />
                )}
              </>
            }
          />
        ))}
      </div>
      {disabled || value.length >= max ? null : (
        <ProductSearchField label={addLabel} productId="" onPick={(entry) => entry !== null && !value.includes(entry.id) && onChange([...value, entry.id])} />
      )}
      {error === undefined ? null : (
        <small className={`p-error ${formStyles.error}`} role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
};
