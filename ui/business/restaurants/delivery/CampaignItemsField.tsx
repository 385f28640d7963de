// The items a Grab campaign discounts, picked from the menu by name and shown as chips with their
// names (ui/kit/pickers/ProductChipsField.tsx). At most 20 items (GrabFood's bound).
import { ProductChipsField } from "../../../kit/pickers/ProductChipsField";

export const MAX_CAMPAIGN_ITEMS = 20;

export interface CampaignItemsFieldProps {
  readonly value: ReadonlyArray<string>;
  readonly onChange: (ids: ReadonlyArray<string>) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

export const CampaignItemsField = ({ value, onChange, error, disabled = false }: CampaignItemsFieldProps) => (
  <ProductChipsField label="Items" addLabel="Add an item from the menu" value={value} onChange={onChange} max={MAX_CAMPAIGN_ITEMS} error={error} disabled={disabled} />
);
