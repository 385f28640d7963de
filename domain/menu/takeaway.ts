// Owns: the takeaway option item (spec 4 §3): a name and a price (a packaging charge).
import { Schema } from "effect";
import { ItemId, ItemName, MenuPrice, ZERO_PRICE, withDefault } from "./menuFields";

export const Takeaway = Schema.Struct({ id: ItemId, name: ItemName, price: withDefault(MenuPrice, ZERO_PRICE) });
export type Takeaway = typeof Takeaway.Type & { readonly id: string };
