// The units page (spec 4 §3 Unit: name, abbrev, precision default 4, measurements): a unit a SKU
// uses cannot be deleted, nor a measurement in use removed (the server's message says by whom).
import { NumberField } from "../../kit/forms/NumberField";
import { TextField } from "../../kit/forms/TextField";
import { DEFAULT_UNIT_PRECISION } from "../../../domain/menu/unit";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { newEntryId } from "../frame/newId";
import { RowList } from "../frame/RowList";

const UnitForm = ({ draft, onChange, errors }: ItemFormProps<"unit">) => (
  <>
    <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
    <TextField label="Abbreviation" value={draft.abbrev} onChange={(abbrev) => onChange({ ...draft, abbrev })} error={errors.abbrev} optional />
    <NumberField label="Precision" value={draft.precision} onChange={(precision) => onChange({ ...draft, precision })} error={errors.precision} hint="Decimals a quantity keeps" />
    <RowList
      legend="Measurements"
      noun="measurement"
      rows={draft.measurements}
      onChange={(measurements) => onChange({ ...draft, measurements })}
      blank={() => ({ id: newEntryId(), name: "", value: 1 })}
      keyOf={(m) => m.id}
      render={(m, index, update) => (
        <>
          <TextField label={`Measurement ${index + 1}`} value={m.name} onChange={(name) => update({ ...m, name })} error={errors[`measurements.${index}.name`]} />
          <NumberField label={`Quantity of ${draft.abbrev === "" ? "the unit" : draft.abbrev}`} value={m.value} maxFractionDigits={4} onChange={(value) => update({ ...m, value })} error={errors[`measurements.${index}.value`]} />
        </>
      )}
    />
  </>
);

export const unitScreen: ModuleScreen<"unit"> = {
  module: "unit",
  title: "Units",
  subtitle: "Units of measure for stock items and recipes, with named measurements (a cup, a shot).",
  noun: "unit",
  columns: [
    { header: "Name", body: (u) => u.name },
    { header: "Abbreviation", body: (u) => u.abbrev },
    { header: "Precision", body: (u) => u.precision },
    { header: "Measurements", body: (u) => u.measurements.map((m) => m.name).join(", ") },
  ],
  blank: () => ({ id: "", name: "", abbrev: "", precision: DEFAULT_UNIT_PRECISION, measurements: [] }),
  Form: UnitForm,
};

export const UnitsPage = () => <ModulePage screen={unitScreen} />;
