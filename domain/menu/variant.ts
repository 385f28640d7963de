// Owns: the variant item (spec 4 §3): a name and its options (each with id and name).
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import { ItemId, ItemName, MENU_LIST_LIMIT, MenuId, withDefault } from "./menuFields";

export const VariantOption = Schema.Struct({ id: MenuId, name: ItemName });
export const Variant = Schema.Struct({ id: ItemId, name: ItemName, options: withDefault(boundedList(VariantOption, MENU_LIST_LIMIT, "options"), []) });
export type Variant = typeof Variant.Type & { readonly id: string };
