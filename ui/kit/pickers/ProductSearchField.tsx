// One product of the business's menus picked by name in a single field (issue 16: no screen asks
// for a product id): typing asks the catalogue (productCatalogue.tsx) for products whose name or
// code matches, 500 ms after typing pauses (spec 1 §9), and lists them with their restaurant;
// picking one hands the entry to `onPick`. The field shows the picked product's name, or the
// menu's name of a stored id (useProductNames.ts: 'Unknown product {id}' when no menu knows it).
// Used where a whole ProductPicker (chips, categories, browsing) would not fit: a sample bill's
// line. Decision where the spec is silent: typing after a pick clears it (`onPick(null)`), so the
// field never shows a name its stored id does not have.
import { AutoComplete } from "primereact/autocomplete";
import { useState } from "react";
import type { MenuProductEntry } from "../../ports/menuPort";
import { SEARCH_DEBOUNCE_MS } from "../useDebouncedValue";
import { useProductCatalogue } from "./productCatalogue";
import { pickedLabel } from "./productPicks";
import styles from "./productPicker.module.css";
import { useProductNames } from "./useProductNames";

export const PRODUCT_SUGGESTIONS = 10;

export interface ProductSearchFieldProps {
  readonly label: string;
  /** The picked product's id ("" for none). */
  readonly productId: string;
  readonly onPick: (product: MenuProductEntry | null) => void;
  readonly className?: string;
}

export const ProductSearchField = ({ label, productId, onPick, className }: ProductSearchFieldProps) => {
  const catalogue = useProductCatalogue();
  const names = useProductNames(productId === "" ? [] : [productId]);
  const [typed, setTyped] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<ReadonlyArray<MenuProductEntry>>([]);
  const shown = typed ?? (productId === "" || names.phase === "loading" ? "" : pickedLabel(productId, names));
  return (
    <AutoComplete<MenuProductEntry | string>
      value={shown}
      suggestions={[...suggestions]}
      field="name"
      delay={SEARCH_DEBOUNCE_MS}
      placeholder="Search the menu"
      aria-label={label}
      className={className}
      inputClassName={className}
      emptyMessage="No product matches"
      showEmptyMessage
      completeMethod={(event) => {
        catalogue.find({ search: event.query, kind: "product", limit: PRODUCT_SUGGESTIONS }).then(
          (page) => setSuggestions(page.resources),
          () => setSuggestions([]),
        );
      }}
      itemTemplate={(entry: MenuProductEntry | string) =>
        typeof entry === "string" ? entry : (
          <span>
            {entry.name}
            <span className={styles.muted}> · {entry.restaurantName}</span>
          </span>
        )
      }
      onChange={(event) => {
        if (typeof event.value !== "string") return;
        setTyped(event.value);
        if (productId !== "") onPick(null);
      }}
      onSelect={(event) => {
        if (typeof event.value === "string") return;
        setTyped(null);
        onPick(event.value);
      }}
    />
  );
};
