// The add-ons of the menu in one catalog (spec 4 §3 Catalog "overrides of ... add-on name, price
// ... add-on availability"; issue 16 item 5): every add-on of every group, whether the catalog
// offers it, and its price and name there. Edits join the grid's unsaved catalog.
// Decisions where the spec is silent: an add-on is offered unless the catalog says otherwise
// (ticking it again clears the override rather than storing `true`); empty cells are the
// add-on's own price and name.
import { Checkbox } from "primereact/checkbox";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputText } from "primereact/inputtext";
import type { Addon } from "../../../domain/menu/addonGroup";
import type { AddonOverride } from "../../../domain/menu/catalog";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import { useMenu } from "../MenuArea";
import { menuCurrency } from "../frame/currency";
import { type CatalogEdit, type StoredCatalog, addonOverrideOf, withAddonOverride } from "./catalogEdits";
import { OverridePriceInput } from "./OverridePriceInput";

interface AddonRow {
  readonly key: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly addon: Addon;
  readonly override: AddonOverride | undefined;
}

export const AddonOverridesTable = ({ catalog, edit }: { readonly catalog: StoredCatalog; readonly edit: (change: CatalogEdit) => void }) => {
  const { document } = useMenu();
  const currency = menuCurrency(document);
  const rows: ReadonlyArray<AddonRow> = document.modules.addonGroup.flatMap((group) =>
    group.addons.map((addon) => ({ key: `${group.id}:${addon.id}`, groupId: group.id, groupName: group.name, addon, override: addonOverrideOf(catalog, group.id, addon.id) })),
  );
  // The override is part of the row: the table compares rows by value and re-renders only a changed one.
  return (
    <section aria-label="Add-ons in this catalog">
      <h3 style={{ margin: "0.5rem 0" }}>Add-ons in {catalog.name}</h3>
      <DataTable value={[...rows]} dataKey="key" emptyMessage="No data" paginator rows={10} responsiveLayout="stack" className={`${tableStyles.table} ${stackedStyles.stacked}`}>
        <Column header="Group" field="groupName" />
        <Column header="Add-on" body={(row: AddonRow) => row.addon.name} />
        <Column
          header="Offered"
          body={(row: AddonRow) => (
            <Checkbox
              inputId={`addon-${row.key}`}
              aria-label={`Offer ${row.addon.name} of ${row.groupName} in ${catalog.name}`}
              checked={row.override?.active !== false}
              onChange={(event) => edit((c) => withAddonOverride(c, row.groupId, row.addon.id, { active: event.checked === true ? null : false }))}
            />
          )}
        />
        <Column
          header="Price"
          body={(row: AddonRow) => (
            <OverridePriceInput
              label={`Price of ${row.addon.name} of ${row.groupName} in this catalog`}
              master={row.addon.price}
              value={row.override?.price ?? null}
              currency={currency}
              onChange={(price) => edit((c) => withAddonOverride(c, row.groupId, row.addon.id, { price }))}
            />
          )}
        />
        <Column
          header="Name"
          body={(row: AddonRow) => (
            <InputText
              value={row.override?.name ?? ""}
              placeholder={row.addon.name}
              aria-label={`Name of ${row.addon.name} of ${row.groupName} in this catalog`}
              onChange={(event) => {
                const name = event.target.value.trim() === "" ? null : event.target.value;
                edit((c) => withAddonOverride(c, row.groupId, row.addon.id, { name }));
              }}
            />
          )}
        />
      </DataTable>
    </section>
  );
};
