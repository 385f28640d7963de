// The categories page (spec 4 §3 Category: name, name2; §5 'Name is required', trimmed): how many
// products each holds; a category in use cannot be deleted (the dialog lists the products).
import { TextField } from "../../kit/forms/TextField";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";

const CategoryForm = ({ draft, onChange, errors }: ItemFormProps<"category">) => (
  <>
    <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
    <TextField label="Name 2" value={draft.name2} onChange={(name2) => onChange({ ...draft, name2 })} error={errors.name2} optional />
  </>
);

export const categoryScreen: ModuleScreen<"category"> = {
  module: "category",
  title: "Categories",
  subtitle: "Group products on the POS and in ordering apps.",
  noun: "category",
  columns: [
    { header: "Name", body: (c) => c.name },
    { header: "Name 2", body: (c) => c.name2 },
    { header: "Products", body: (c, d) => d.modules.product.filter((p) => p.category === c.id).length },
  ],
  blank: () => ({ id: "", name: "", name2: "" }),
  Form: CategoryForm,
};

export const CategoriesPage = () => <ModulePage screen={categoryScreen} />;
