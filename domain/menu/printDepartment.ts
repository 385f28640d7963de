// Owns: the print department item (spec 4 §3): products reference departments by id.
import { Schema } from "effect";
import { ItemId, ItemName } from "./menuFields";

export const PrintDepartment = Schema.Struct({ id: ItemId, name: ItemName });
export type PrintDepartment = typeof PrintDepartment.Type & { readonly id: string };
