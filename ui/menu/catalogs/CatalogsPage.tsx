// The catalogs page (spec 4 §3 Catalog: name, type DELIVERY, IN_HOUSE_DELIVERY, PICKUP, DINE_IN or
// TAKEAWAY, inclusiveTaxes, products offered and overrides): the catalogs list with its dialog,
// then the chosen catalog's product grid and the master catalog's inclusive taxes (CatalogGrid.tsx).
import { CATALOG_TYPES } from "../../../domain/menu/catalog";
import { SelectField } from "../../kit/forms/SelectField";
import { SwitchField } from "../../kit/forms/SwitchField";
import { TextField } from "../../kit/forms/TextField";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { CatalogGrid } from "./CatalogGrid";

const CatalogForm = ({ draft, onChange, errors }: ItemFormProps<"catalog">) => (
  <>
    <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
    <SelectField label="Channel" value={draft.type} options={CATALOG_TYPES.map((t) => ({ label: t, value: t }))} onChange={(type) => onChange({ ...draft, type })} hint="The first catalog of a channel is the one it serves" />
    <SwitchField label="Prices include taxes" checked={draft.inclusiveTaxes} onChange={(inclusiveTaxes) => onChange({ ...draft, inclusiveTaxes })} />
  </>
);

export const catalogScreen: ModuleScreen<"catalog"> = {
  module: "catalog",
  title: "Catalogs",
  subtitle: "What each channel offers of the menu, and at what price.",
  noun: "catalog",
  columns: [
    { header: "Name", body: (c) => c.name },
    { header: "Channel", body: (c) => c.type },
    { header: "Products", body: (c) => c.productAvailable.length },
    { header: "Taxes", body: (c) => (c.inclusiveTaxes ? "Inclusive" : "Exclusive") },
  ],
  blank: (document) => ({
    id: "", name: "", type: "DELIVERY", productAvailable: document.modules.product.map((p) => p.id), inclusiveTaxes: false, restaurants: [], override: { product: [], addon: [] },
  }),
  Form: CatalogForm,
};

export const CatalogsPage = () => (
  <>
    <ModulePage screen={catalogScreen} />
    <div style={{ marginTop: "2rem", maxWidth: "72rem" }}>
      <CatalogGrid />
    </div>
  </>
);
