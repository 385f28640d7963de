// The stock items page (spec 4 §3 SKU: name, code, unit): a SKU counts stock in its unit, or in
// one measurement of it. A SKU recipes, products or add-ons use cannot be deleted.
import { SelectField } from "../../kit/forms/SelectField";
import { TextField } from "../../kit/forms/TextField";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { nameOf } from "../frame/names";

const NONE = "";

const SkuForm = ({ draft, onChange, errors, document }: ItemFormProps<"sku">) => {
  const unit = document.modules.unit.find((u) => u.id === draft.unit);
  return (
    <>
      <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
      <TextField label="Code" value={draft.code} onChange={(code) => onChange({ ...draft, code })} error={errors.code} optional />
      <SelectField
        label="Unit"
        value={draft.unit ?? NONE}
        options={[{ label: "None", value: NONE }, ...document.modules.unit.map((u) => ({ label: u.name, value: u.id }))]}
        onChange={(id) => onChange({ ...draft, unit: id === NONE ? null : id, measurement: null })}
      />
      <SelectField
        label="Counted in"
        value={draft.measurement ?? NONE}
        options={[{ label: unit?.name ?? "The unit", value: NONE }, ...(unit?.measurements ?? []).map((m) => ({ label: m.name, value: m.id }))]}
        onChange={(id) => onChange({ ...draft, measurement: id === NONE ? null : id })}
      />
    </>
  );
};

export const skuScreen: ModuleScreen<"sku"> = {
  module: "sku",
  title: "Stock items (SKU)",
  subtitle: "What the restaurant keeps in stock; recipes and products use them.",
  noun: "stock item",
  columns: [
    { header: "Name", body: (s) => s.name },
    { header: "Code", body: (s) => s.code },
    { header: "Unit", body: (s, d) => nameOf(d, "unit", s.unit) },
  ],
  blank: () => ({ id: "", name: "", code: "", unit: null, measurement: null }),
  Form: SkuForm,
};

export const StockItemsPage = () => <ModulePage screen={skuScreen} />;
