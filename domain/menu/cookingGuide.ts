// Owns: the cooking guide item. Spec 4 §1 keeps it as a module key and does not show its fields;
// decision: a name and a free-text guide.
import { Schema } from "effect";
import { ItemId, ItemName, LongText } from "./menuFields";

export const CookingGuide = Schema.Struct({ id: ItemId, name: ItemName, guide: LongText("Guide") });
export type CookingGuide = typeof CookingGuide.Type & { readonly id: string };
