// The variants page (spec 4 §3 Variant: name, options each with id and name): a product using a
// variant sells each combination of its variants' options (the product editor's matrix).
// Deleting lists the add-on groups and products using it (spec 4 §4).
import { TextField } from "../../kit/forms/TextField";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { newEntryId } from "../frame/newId";
import { RowList } from "../frame/RowList";

const VariantForm = ({ draft, onChange, errors }: ItemFormProps<"variant">) => (
  <>
    <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
    <RowList
      legend="Options"
      noun="option"
      rows={draft.options}
      onChange={(options) => onChange({ ...draft, options })}
      blank={() => ({ id: newEntryId(), name: "" })}
      keyOf={(option) => option.id}
      render={(option, index, update) => (
        <TextField label={`Option ${index + 1}`} value={option.name} onChange={(name) => update({ ...option, name })} error={errors[`options.${index}.name`]} />
      )}
    />
  </>
);

export const variantScreen: ModuleScreen<"variant"> = {
  module: "variant",
  title: "Variants",
  subtitle: "Choices a product comes in (size, temperature); each combination can have its own price.",
  noun: "variant",
  columns: [
    { header: "Name", body: (v) => v.name },
    { header: "Options", body: (v) => v.options.map((o) => o.name).join(", ") },
  ],
  blank: () => ({ id: "", name: "", options: [] }),
  Form: VariantForm,
};

export const VariantsPage = () => <ModulePage screen={variantScreen} />;
