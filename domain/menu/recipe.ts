// Owns: the recipe item (spec 4 §3): a name and what it contains (SKU and recipe bindings).
// Its cycle rule is in recipeCycles.ts.
import { Schema } from "effect";
import { InventoryBindings, ItemId, ItemName, MenuId, withDefault } from "./menuFields";

export const Recipe = Schema.Struct({
  id: ItemId,
  name: ItemName,
  unit: withDefault(Schema.NullOr(MenuId), null),
  contains: InventoryBindings,
});
export type Recipe = typeof Recipe.Type & { readonly id: string };
