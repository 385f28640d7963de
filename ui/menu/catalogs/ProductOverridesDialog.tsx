// A product's overrides in one catalog beyond the grid's cells (spec 4 §3 Catalog "variant price
// ... schedule"; issue 16 item 5): the price of each variant combination in this catalog, and a
// schedule of its own (the catalog's schedulers instead of the product's). Edits join the grid's
// unsaved catalog; Save catalog sends them with the rest.
// Decisions where the spec is silent: an empty variant price is the product's own price for that
// combination; "Own schedule" off means the product's schedulers apply.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import type { Product } from "../../../domain/menu/product";
import { SwitchField } from "../../kit/forms/SwitchField";
import { useMenu } from "../MenuArea";
import { IdPicker } from "../frame/IdPicker";
import { menuCurrency } from "../frame/currency";
import { choicesOf } from "../frame/names";
import styles from "../menu.module.css";
import { combinationRows } from "../products/variantMatrix";
import { type CatalogEdit, type StoredCatalog, productOverrideOf, withOverride, withVariantPrice } from "./catalogEdits";
import { OverridePriceInput } from "./OverridePriceInput";

export interface ProductOverridesDialogProps {
  readonly catalog: StoredCatalog;
  readonly product: Product & { readonly id: string };
  readonly edit: (change: CatalogEdit) => void;
  readonly onClose: () => void;
}

export const ProductOverridesDialog = ({ catalog, product, edit, onClose }: ProductOverridesDialogProps) => {
  const { document } = useMenu();
  const currency = menuCurrency(document);
  const override = productOverrideOf(catalog, product.id);
  const variants = product.variants.flatMap((id) => document.modules.variant.filter((v) => v.id === id));
  const labels = new Map(combinationRows(variants).map((row) => [row.key, row.label]));
  const combinations = product.variantCombination.filter((c) => c.active && labels.has(c.combinationKey));
  const ownSchedule = override?.schedulers !== null && override?.schedulers !== undefined;
  return (
    <Dialog header={`${product.name} in ${catalog.name}`} visible onHide={onClose} modal draggable={false} className={styles.dialog}
      footer={<Button label="Done" onClick={onClose} />}>
      <div className={styles.form}>
        <fieldset className={`${styles.wide} ${styles.rows}`}>
          <legend>Variant prices</legend>
          {combinations.length === 0 ? (
            <p className={styles.muted}>This product has no variants.</p>
          ) : (
            combinations.map((combination) => {
              const label = labels.get(combination.combinationKey) ?? combination.combinationKey;
              return (
                <div key={combination.combinationKey} className={styles.overrideRow}>
                  <span>{label}</span>
                  <OverridePriceInput
                    label={`Price of ${label} in this catalog`}
                    master={combination.price}
                    value={override?.variantPrice.find((v) => v.combinationKey === combination.combinationKey)?.price ?? null}
                    currency={currency}
                    onChange={(price) => edit((c) => withVariantPrice(c, product.id, combination.combinationKey, price))}
                  />
                </div>
              );
            })
          )}
        </fieldset>
        <SwitchField
          label="Own schedule in this catalog"
          checked={ownSchedule}
          onChange={(own) => edit((c) => withOverride(c, product.id, { schedulers: own ? [...product.schedulers] : null }))}
        />
        {ownSchedule ? (
          <IdPicker
            label="Schedulers in this catalog"
            wide
            items={choicesOf(document, "scheduler")}
            value={override?.schedulers ?? []}
            onChange={(ids) => edit((c) => withOverride(c, product.id, { schedulers: [...ids] }))}
            hint="Outside them: 'Product not in schedule'; none picked: always in schedule in this catalog"
          />
        ) : (
          <p className={`${styles.wide} ${styles.muted}`}>The product's own schedulers apply.</p>
        )}
      </div>
    </Dialog>
  );
};
