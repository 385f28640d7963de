// Owns: the product item of the menu v3 document (spec 4 §3) with its defaults.
// Decisions where the spec is silent:
// - `variants`, `takeaways` list the ids of the variants and takeaway options a product uses
//   (the spec names `variantUsed`/`takeawayUsed` and says deletes list their users).
// - `perXUnit` (sold per measured quantity, e.g. per 100 g) set means the item needs measuring.
// - `addonProductBinding` says, per add-on group, which of its add-ons this product offers
//   (used by DYNAMIC groups, dynamicBindings.ts).
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import {
  IdList, InventoryBindings, ItemId, ItemName, LongText, MENU_LIST_LIMIT, MenuId, MenuPrice, OptionalPrice, OptionalText,
  OrderFrom, Quantity, ZERO_PRICE, withDefault,
} from "./menuFields";

export const VariantCombination = Schema.Struct({
  combinationKey: MenuId,
  active: withDefault(Schema.Boolean, true),
  codeSuffix: OptionalText("Code suffix"),
  code: OptionalText("Code"),
  price: withDefault(MenuPrice, ZERO_PRICE),
});
export type VariantCombination = typeof VariantCombination.Type;

export const AddonProductBinding = Schema.Struct({
  addonGroupId: MenuId,
  addonIds: IdList("add-ons"),
});
export type AddonProductBinding = typeof AddonProductBinding.Type;

export const Product = Schema.Struct({
  id: ItemId,
  code: OptionalText("Code"),
  name: ItemName,
  name2: OptionalText("Name 2"),
  price: withDefault(MenuPrice, ZERO_PRICE),
  deliveryPrice: OptionalPrice,
  cost: OptionalPrice,
  perXUnit: withDefault(Schema.NullOr(Quantity(false)), null),
  unit: withDefault(Schema.NullOr(MenuId), null),
  productType: withDefault(Schema.Literals(["ALA_CARTE", "SET"]), "ALA_CARTE"),
  category: withDefault(Schema.NullOr(MenuId), null),
  description: LongText("Description"),
  shortDescription: OptionalText("Short description"),
  orderFrom: withDefault(OrderFrom, "ALL"),
  addonGroupUsed: withDefault(Schema.Boolean, false),
  addonGroups: IdList("add-on groups"),
  variantUsed: withDefault(Schema.Boolean, false),
  variants: IdList("variants"),
  variantCombination: withDefault(boundedList(VariantCombination, MENU_LIST_LIMIT, "variant combinations"), []),
  addonProductBinding: withDefault(boundedList(AddonProductBinding, MENU_LIST_LIMIT, "add-on bindings"), []),
  schedulerUsed: withDefault(Schema.Boolean, false),
  schedulers: IdList("schedulers"),
  takeawayUsed: withDefault(Schema.Boolean, false),
  takeaways: IdList("takeaways"),
  thumbnail: withDefault(Schema.NullOr(OptionalText("Thumbnail")), null),
  printDepartments: IdList("print departments"),
  available: withDefault(Schema.Boolean, true),
  inventoryBindings: InventoryBindings,
  taxes: IdList("taxes"),
  noSst: withDefault(Schema.Boolean, false),
});
export type Product = typeof Product.Type & { readonly id: string };
