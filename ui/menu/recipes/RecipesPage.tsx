// The recipes page (spec 4 §3 Recipe: name, contains; §5 no cycles): what a recipe is made of,
// stock items and other recipes; a cycle is refused by the server with its message, and a recipe
// others use cannot be deleted.
import { SelectField } from "../../kit/forms/SelectField";
import { TextField } from "../../kit/forms/TextField";
import { errorsUnder } from "../../kit/forms/schemaErrors";
import { InventoryBindingsField } from "../frame/InventoryBindingsField";
import { ModulePage } from "../frame/ModulePage";
import type { ItemFormProps, ModuleScreen } from "../frame/moduleScreen";
import { nameOf } from "../frame/names";

const NONE = "";

const RecipeForm = ({ draft, onChange, errors, document }: ItemFormProps<"recipe">) => (
  <>
    <TextField label="Name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={errors.name} />
    <SelectField
      label="Unit"
      value={draft.unit ?? NONE}
      options={[{ label: "None", value: NONE }, ...document.modules.unit.map((u) => ({ label: u.name, value: u.id }))]}
      onChange={(id) => onChange({ ...draft, unit: id === NONE ? null : id })}
    />
    <InventoryBindingsField
      legend="Contains"
      document={document}
      value={draft.contains}
      onChange={(contains) => onChange({ ...draft, contains: [...contains] })}
      errors={errorsUnder(errors, "contains")}
      exceptRecipe={draft.id}
    />
  </>
);

export const recipeScreen: ModuleScreen<"recipe"> = {
  module: "recipe",
  title: "Recipes",
  subtitle: "What a product or another recipe is made of, from stock items and recipes.",
  noun: "recipe",
  columns: [
    { header: "Name", body: (r) => r.name },
    { header: "Unit", body: (r, d) => nameOf(d, "unit", r.unit) },
    { header: "Contains", body: (r, d) => r.contains.map((b) => nameOf(d, b.type === "SKU" ? "sku" : "recipe", b.id)).join(", ") },
  ],
  blank: () => ({ id: "", name: "", unit: null, contains: [] }),
  Form: RecipeForm,
  wide: true,
};

export const RecipesPage = () => <ModulePage screen={recipeScreen} />;
