// A catalog's grid (spec 4 §3 Catalog; issue 16 item 5): for the chosen catalog, every product of
// the master menu with whether the catalog offers it and its override cells (name, price, order
// from), bulk Offer all / Offer none, and Save, which sends the catalog as one update. Also the
// master catalog's inclusive taxes (PUT menu-v3/master-catalog-setting).
// Decisions where the spec is silent: an empty override cell leaves the master value; the grid's
// edits are kept until Save (Reset drops them); a product not offered keeps its overrides.
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import type { Catalog, ProductOverride } from "../../../domain/menu/catalog";
import { ORDER_FROM, type OrderFrom } from "../../../domain/menu/menuFields";
import type { Product } from "../../../domain/menu/product";
import { SelectField } from "../../kit/forms/SelectField";
import { SwitchField } from "../../kit/forms/SwitchField";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import { useMenu } from "../MenuArea";
import { menuCurrency } from "../frame/currency";
import { priceText, readPrice } from "../frame/priceText";
import styles from "../menu.module.css";
import { ORDER_FROM_LABELS } from "../products/orderFromText";

type StoredCatalog = Catalog & { readonly id: string };
const NONE_PICKED = "";

const blankOverride = (id: string): ProductOverride => ({ id, name: null, price: null, variantPrice: [], orderFrom: null, schedulers: null });

const isEmpty = (o: ProductOverride): boolean => o.name === null && o.price === null && o.variantPrice.length === 0 && o.orderFrom === null && o.schedulers === null;

/** The catalog with `change` applied to the product's override; an override left empty is dropped. */
export const withOverride = (catalog: StoredCatalog, productId: string, change: Partial<ProductOverride>): StoredCatalog => {
  const old = catalog.override.product.find((o) => o.id === productId) ?? blankOverride(productId);
  const next = { ...old, ...change };
  const others = catalog.override.product.filter((o) => o.id !== productId);
  return { ...catalog, override: { ...catalog.override, product: isEmpty(next) ? others : [...others, next] } };
};

const PriceCell = ({ product, override, currency, onChange }: { readonly product: Product; readonly override: ProductOverride | undefined; readonly currency: string; readonly onChange: (price: ProductOverride["price"]) => void }) => {
  const [text, setText] = useState(override?.price === null || override?.price === undefined ? "" : priceText(override.price));
  const [problem, setProblem] = useState<string | null>(null);
  const id = `price-${product.id}`;
  return (
    <div>
      <InputText
        id={id}
        className={styles.priceInput}
        value={text}
        inputMode="decimal"
        placeholder={priceText(product.price)}
        aria-label={`Price of ${product.name} in this catalog`}
        invalid={problem !== null}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          if (typed.trim() === "") {
            setProblem(null);
            onChange(null);
            return;
          }
          const reading = readPrice(typed, currency);
          setProblem("problem" in reading ? reading.problem : null);
          if ("money" in reading) onChange(reading.money);
        }}
      />
      {problem === null ? null : (
        <small className="p-error" role="alert" style={{ display: "block" }}>
          {problem}
        </small>
      )}
    </div>
  );
};

export const CatalogGrid = () => {
  const menu = useMenu();
  const catalogs = menu.document.modules.catalog;
  const [picked, setChosen] = useState<string>(NONE_PICKED);
  // Until one is picked (or when the picked one is deleted), the first catalog.
  const stored = catalogs.find((c) => c.id === picked) ?? catalogs[0];
  const chosen = stored?.id ?? NONE_PICKED;
  const [edits, setEdits] = useState<StoredCatalog | null>(null);
  const catalog = edits !== null && edits.id === stored?.id ? edits : (stored ?? null);
  const currency = menuCurrency(menu.document);
  const edit = (next: StoredCatalog) => setEdits(next);
  const offer = (ids: ReadonlyArray<string>) => catalog !== null && edit({ ...catalog, productAvailable: [...ids] });
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
              <DataTable key={catalog.id} value={[...menu.document.modules.product]} dataKey="id" emptyMessage="No data" paginator rows={10} responsiveLayout="stack" className={`${tableStyles.table} ${stackedStyles.stacked}`}>
                <Column header="Product" field="name" />
                <Column
                  header="Offered"
                  body={(p: Product & { readonly id: string }) => (
                    <Checkbox
                      inputId={`offer-${p.id}`}
                      aria-label={`Offer ${p.name} in ${catalog.name}`}
                      checked={catalog.productAvailable.includes(p.id)}
                      onChange={(event) => offer(event.checked === true ? [...catalog.productAvailable, p.id] : catalog.productAvailable.filter((id) => id !== p.id))}
                    />
                  )}
                />
                <Column
                  header="Price"
                  body={(p: Product & { readonly id: string }) => (
                    <PriceCell product={p} currency={currency} override={catalog.override.product.find((o) => o.id === p.id)} onChange={(price) => edit(withOverride(catalog, p.id, { price }))} />
                  )}
                />
                <Column
                  header="Name"
                  body={(p: Product & { readonly id: string }) => (
                    <InputText
                      value={catalog.override.product.find((o) => o.id === p.id)?.name ?? ""}
                      placeholder={p.name}
                      aria-label={`Name of ${p.name} in this catalog`}
                      onChange={(event) => edit(withOverride(catalog, p.id, { name: event.target.value.trim() === "" ? null : event.target.value }))}
                    />
                  )}
                />
                <Column
                  header="Order from"
                  body={(p: Product & { readonly id: string }) => (
                    <SelectField<OrderFrom | "">
                      label={`Order from of ${p.name}`}
                      value={catalog.override.product.find((o) => o.id === p.id)?.orderFrom ?? ""}
                      options={[{ label: `As the product (${ORDER_FROM_LABELS[p.orderFrom]})`, value: "" }, ...ORDER_FROM.map((o) => ({ label: ORDER_FROM_LABELS[o], value: o }))]}
                      onChange={(orderFrom) => edit(withOverride(catalog, p.id, { orderFrom: orderFrom === "" ? null : orderFrom }))}
                    />
                  )}
                />
              </DataTable>
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
