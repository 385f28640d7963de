// Owns: the product category item (spec 4 §3): its name is trimmed and required ('Name is required').
import { Schema } from "effect";
import { ItemId, ItemName, OptionalText } from "./menuFields";

export const Category = Schema.Struct({ id: ItemId, name: ItemName, name2: OptionalText("Name 2") });
export type Category = typeof Category.Type & { readonly id: string };
