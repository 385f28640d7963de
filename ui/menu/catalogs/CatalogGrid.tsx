// A catalog's grid (spec 4 §3 Catalog; issue 16 item 5): for the chosen catalog, every product of
// the master menu with whether the catalog offers it and its override cells (name, price, order
// from; variant prices and schedule in the product's More dialog), the add-ons with their
// availability, price and name there (AddonOverridesTable.tsx), bulk Offer all / Offer none, and Save, which sends the catalog as one update. Also the
// master catalog's inclusive taxes (PUT menu-v3/master-catalog-setting).
// Decisions where the spec is silent: an empty override cell leaves the master value; the grid's
// edits are kept until Save (Reset drops them); a product not offered keeps its overrides.
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputText } from "primereact/inputtext";
import { useRef, useState } from "react";
import { ORDER_FROM, type OrderFrom } from "../../../domain/menu/menuFields";
import type { ProductOverride } from "../../../domain/menu/catalog";
import type { Product } from "../../../domain/menu/product";
import { SelectField } from "../../kit/forms/SelectField";
import { SwitchField } from "../../kit/forms/SwitchField";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import { useMenu } from "../MenuArea";
import { menuCurrency } from "../frame/currency";
import styles from "../menu.module.css";
import { ORDER_FROM_LABELS } from "../products/orderFromText";
import { AddonOverridesTable } from "./AddonOverridesTable";
import { type CatalogEdit, type StoredCatalog, productOverrideOf, withOverride } from "./catalogEdits";
import { OverridePriceInput } from "./OverridePriceInput";
import { ProductOverridesDialog } from "./ProductOverridesDialog";

const NONE_PICKED = "";

type GridRow = Product & { readonly id: string; readonly offered: boolean; readonly override: ProductOverride | undefined };

export const CatalogGrid = () => {
  const menu = useMenu();
  const catalogs = menu.document.modules.catalog;
  const [picked, setChosen] = useState<string>(NONE_PICKED);
  // Until one is picked (or when the picked one is deleted), the first catalog.
  const stored = catalogs.find((c) => c.id === picked) ?? catalogs[0];
  const chosen = stored?.id ?? NONE_PICKED;
  const [edits, setEdits] = useState<StoredCatalog | null>(null);
  const [overriding, setOverriding] = useState<string | null>(null);
  const catalog = edits !== null && edits.id === stored?.id ? edits : (stored ?? null);
  const currency = menuCurrency(menu.document);
  // Edits are changes applied to the latest unsaved catalog: a table row the table did not
  // re-render still edits what is on screen now, not the catalog of its last render.
  const latestStored = useRef(stored);
  latestStored.current = stored;
  const edit = (change: CatalogEdit) => {
    const base = latestStored.current;
    if (base !== undefined) setEdits((current) => change(current !== null && current.id === base.id ? current : base));
  };
  const overridden = menu.document.modules.product.find((p) => p.id === overriding);
  // What a row shows of the catalog is part of the row: the table compares rows by value and
  // re-renders only a changed one.
  const rows: ReadonlyArray<GridRow> =
    catalog === null ? [] : menu.document.modules.product.map((p) => ({ ...p, offered: catalog.productAvailable.includes(p.id), override: productOverrideOf(catalog, p.id) }));
  const offer = (ids: ReadonlyArray<string>) => edit((c) => ({ ...c, productAvailable: [...ids] }));
  return (
    <section className={styles.preview} aria-label="Catalog products">
      <h2 style={{ margin: 0 }}>Catalog products</h2>
      <SwitchField
        label="Master catalog: prices include taxes"
        checked={menu.document.masterCatalogSetting.inclusiveTaxes}
        onChange={(inclusiveTaxes) => void menu.setInclusiveTaxes(inclusiveTaxes)}
      />
      {catalogs.length === 0 ? (
        <p className={styles.muted}>No catalog yet: add one above to choose its products and prices per channel.</p>
      ) : (
        <>
          <div className={styles.filters}>
            <div style={{ minWidth: "16rem" }}>
              <SelectField label="Catalog" value={chosen} options={catalogs.map((c) => ({ label: `${c.name} (${c.type})`, value: c.id }))} onChange={(id) => { setChosen(id); setEdits(null); }} />
            </div>
            <Button label="Offer all" text icon="pi pi-check-square" onClick={() => offer(menu.document.modules.product.map((p) => p.id))} />
            <Button label="Offer none" text icon="pi pi-stop" onClick={() => offer([])} />
          </div>
          {catalog === null ? null : (
            <>
              <DataTable key={catalog.id} value={[...rows]} dataKey="id" emptyMessage="No data" paginator rows={10} responsiveLayout="stack" className={`${tableStyles.table} ${stackedStyles.stacked}`}>
                <Column header="Product" field="name" />
                <Column
                  header="Offered"
                  body={(p: GridRow) => (
                    <Checkbox
                      inputId={`offer-${p.id}`}
                      aria-label={`Offer ${p.name} in ${catalog.name}`}
                      checked={p.offered}
                      onChange={(event) => edit((c) => ({ ...c, productAvailable: event.checked === true ? [...c.productAvailable, p.id] : c.productAvailable.filter((id) => id !== p.id) }))}
                    />
                  )}
                />
                <Column
                  header="Price"
                  body={(p: GridRow) => (
                    <OverridePriceInput
                      label={`Price of ${p.name} in this catalog`}
                      master={p.price}
                      value={p.override?.price ?? null}
                      currency={currency}
                      onChange={(price) => edit((c) => withOverride(c, p.id, { price }))}
                    />
                  )}
                />
                <Column
                  header="Name"
                  body={(p: GridRow) => (
                    <InputText
                      value={p.override?.name ?? ""}
                      placeholder={p.name}
                      aria-label={`Name of ${p.name} in this catalog`}
                      onChange={(event) => {
                        const name = event.target.value.trim() === "" ? null : event.target.value;
                        edit((c) => withOverride(c, p.id, { name }));
                      }}
                    />
                  )}
                />
                <Column
                  header="Order from"
                  body={(p: GridRow) => (
                    <SelectField<OrderFrom | "">
                      label={`Order from of ${p.name}`}
                      value={p.override?.orderFrom ?? ""}
                      options={[{ label: `As the product (${ORDER_FROM_LABELS[p.orderFrom]})`, value: "" }, ...ORDER_FROM.map((o) => ({ label: ORDER_FROM_LABELS[o], value: o }))]}
                      onChange={(orderFrom) => edit((c) => withOverride(c, p.id, { orderFrom: orderFrom === "" ? null : orderFrom }))}
                    />
                  )}
                />
                <Column
                  header="More"
                  body={(p: GridRow) => {
                    const more = (p.override?.variantPrice.length ?? 0) + (p.override?.schedulers === null || p.override?.schedulers === undefined ? 0 : 1);
                    return (
                      <Button
                        type="button"
                        icon="pi pi-sliders-h"
                        text
                        rounded
                        badge={more === 0 ? undefined : String(more)}
                        aria-label={`Variant prices and schedule of ${p.name} in this catalog${more === 0 ? "" : `, ${more} set`}`}
                        onClick={() => setOverriding(p.id)}
                      />
                    );
                  }}
                />
              </DataTable>
              <AddonOverridesTable catalog={catalog} edit={edit} />
              {overridden === undefined ? null : (
                <ProductOverridesDialog catalog={catalog} product={overridden} edit={edit} onClose={() => setOverriding(null)} />
              )}
              <div className={styles.filters}>
                <Button label="Save catalog" icon="pi pi-save" disabled={edits === null} onClick={() => void menu.change("catalog", "update", catalog).then((saved) => saved && setEdits(null))} />
                <Button label="Reset" text disabled={edits === null} onClick={() => setEdits(null)} />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
};
