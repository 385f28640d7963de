// Owns: the stock item (SKU) of the menu document (spec 4 §3): name, code, unit.
// Decision where the spec is silent: a SKU may count stock in one measurement of its unit.
import { Schema } from "effect";
import { ItemId, ItemName, MenuId, OptionalText, withDefault } from "./menuFields";

export const Sku = Schema.Struct({
  id: ItemId,
  name: ItemName,
  code: OptionalText("Code"),
  unit: withDefault(Schema.NullOr(MenuId), null),
  measurement: withDefault(Schema.NullOr(MenuId), null),
});
export type Sku = typeof Sku.Type & { readonly id: string };
