// The items a Grab campaign discounts, picked from the menu by name (ProductSearchField), shown as
// chips with their names (an item no menu knows any more reads 'Unknown product {id}'), each with
// a remove button. At most 20 items (GrabFood's bound).
import { Button } from "primereact/button";
import { Chip } from "primereact/chip";
import formStyles from "../../../kit/forms/forms.module.css";
import { ProductSearchField } from "../../../kit/pickers/ProductSearchField";
import { pickedLabel } from "../../../kit/pickers/productPicks";
import { useProductNames } from "../../../kit/pickers/useProductNames";
import styles from "./delivery.module.css";

export const MAX_CAMPAIGN_ITEMS = 20;

export interface CampaignItemsFieldProps {
  readonly value: ReadonlyArray<string>;
  readonly onChange: (ids: ReadonlyArray<string>) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

export const CampaignItemsField = ({ value, onChange, error, disabled = false }: CampaignItemsFieldProps) => {
  const names = useProductNames(value);
  return (
    <fieldset className={`${formStyles.field} ${formStyles.wide} ${formStyles.fieldset}`}>
      <legend className={formStyles.label}>Items</legend>
      <div className={styles.campaignItems}>
        {value.map((itemId) => (
          <Chip
            key={itemId}
            label={pickedLabel(itemId, names)}
            template={
              <>
                <span className="p-chip-text">{pickedLabel(itemId, names)}</span>
                {disabled ? null : (
                  <Button type="button" icon="pi pi-times" rounded text size="small" aria-label={`Remove ${pickedLabel(itemId, names)}`} onClick={() => onChange(value.filter((each) => each !== itemId))} />
                )}
              </>
            }
          />
        ))}
      </div>
      {disabled || value.length >= MAX_CAMPAIGN_ITEMS ? null : (
        <ProductSearchField label="Add an item from the menu" productId="" onPick={(entry) => entry !== null && !value.includes(entry.id) && onChange([...value, entry.id])} />
      )}
      {error === undefined ? null : (
        <small className={`p-error ${formStyles.error}`} role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
};
