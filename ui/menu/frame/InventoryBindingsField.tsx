// The inventory bindings of a product or the contents of a recipe (spec 4 §3 "Inventory binding
// types: SKU, RECIPE"): each row picks a stock item or a recipe by name, a quantity and a
// measurement of its unit (or the unit itself). A recipe's cycle is refused by the server.
import type { InventoryBinding } from "../../../domain/menu/menuFields";
import { findItem } from "../../../domain/menu/menuModel";
import type { FieldErrors } from "../../kit/forms/schemaErrors";
import { NumberField } from "../../kit/forms/NumberField";
import { SelectField } from "../../kit/forms/SelectField";
import type { MenuDocument } from "../../ports/menuPort";
import { RowList } from "./RowList";

const UNIT_ITSELF = "";

interface InventoryBindingsFieldProps {
  readonly legend: string;
  readonly document: MenuDocument;
  readonly value: ReadonlyArray<InventoryBinding>;
  readonly onChange: (value: ReadonlyArray<InventoryBinding>) => void;
  /** The errors under the list's path ('0.quantity'). */
  readonly errors: FieldErrors;
  /** A recipe leaves itself out of its own choices. */
  readonly exceptRecipe?: string;
}

const choiceKey = (b: InventoryBinding): string => `${b.type}:${b.id}`;

export const InventoryBindingsField = ({ legend, document, value, onChange, errors, exceptRecipe }: InventoryBindingsFieldProps) => {
  const choices = [
    ...document.modules.sku.map((s) => ({ label: `${s.name} (stock item)`, value: `SKU:${s.id}` })),
    ...document.modules.recipe.filter((r) => r.id !== exceptRecipe).map((r) => ({ label: `${r.name} (recipe)`, value: `RECIPE:${r.id}` })),
  ];
  const unitOf = (b: InventoryBinding): string | null =>
    b.type === "SKU" ? (document.modules.sku.find((s) => s.id === b.id)?.unit ?? null) : (document.modules.recipe.find((r) => r.id === b.id)?.unit ?? null);
  const first = choices[0]?.value ?? "SKU:";
  return (
    <RowList
      legend={legend}
      noun="binding"
      rows={value}
      onChange={onChange}
      blank={(): InventoryBinding => ({ type: first.startsWith("RECIPE") ? "RECIPE" : "SKU", id: first.slice(first.indexOf(":") + 1), quantity: 1, measurement: null })}
      keyOf={(b, index) => `${index}`}
      render={(b, index, update) => {
        const unitId = unitOf(b);
        const unit = unitId === null ? undefined : (findItem(document.modules, "unit", unitId) as MenuDocument["modules"]["unit"][number] | undefined);
        return (
          <>
            <SelectField
              label={`Item ${index + 1}`}
              value={choiceKey(b)}
              options={choices}
              filter
              onChange={(key) => update({ ...b, type: key.startsWith("RECIPE") ? "RECIPE" : "SKU", id: key.slice(key.indexOf(":") + 1), measurement: null })}
              error={errors[`${index}.id`]}
            />
            <NumberField label="Quantity" value={b.quantity} maxFractionDigits={4} onChange={(quantity) => update({ ...b, quantity })} error={errors[`${index}.quantity`]} />
            <SelectField
              label="Measured in"
              value={b.measurement ?? UNIT_ITSELF}
              options={[{ label: unit?.name ?? "The unit", value: UNIT_ITSELF }, ...(unit?.measurements ?? []).map((m) => ({ label: m.name, value: m.id }))]}
              onChange={(m) => update({ ...b, measurement: m === UNIT_ITSELF ? null : m })}
            />
          </>
        );
      }}
    />
  );
};
