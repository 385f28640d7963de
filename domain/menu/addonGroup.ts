// Owns: the add-on group item and its add-ons (spec 4 §3): min 0, max 1, stackable false,
// type NORMAL by default.
// Decisions where the spec is silent: an add-on has its own `orderFrom` (ALL by default, spec 4
// §4 "the most restrictive of the add-on and its product"), its own inventory bindings (spec 4
// §4 "used by ... add-on"), and `variantCombination` names the combination key of its product.
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import {
  INVALID_QUANTITY, InventoryBindings, ItemId, ItemName, MENU_LIST_LIMIT, MenuId, MenuPrice, OptionalPrice, OptionalText, OrderFrom, ZERO_PRICE, withDefault,
} from "./menuFields";

export const ADDON_GROUP_TYPES = ["NORMAL", "DYNAMIC", "PRODUCT"] as const;

const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MENU_LIST_LIMIT }, { message: INVALID_QUANTITY }));

export const Addon = Schema.Struct({
  id: MenuId,
  name: ItemName,
  name2: OptionalText("Name 2"),
  price: withDefault(MenuPrice, ZERO_PRICE),
  productId: withDefault(Schema.NullOr(MenuId), null),
  variantCombination: withDefault(Schema.NullOr(MenuId), null),
  overridePrice: OptionalPrice,
  overrideActive: withDefault(Schema.NullOr(Schema.Boolean), null),
  orderFrom: withDefault(OrderFrom, "ALL"),
  inventoryBindings: InventoryBindings,
});
export type Addon = typeof Addon.Type;

export const AddonGroup = Schema.Struct({
  id: ItemId,
  name: ItemName,
  addons: withDefault(boundedList(Addon, MENU_LIST_LIMIT, "add-ons"), []),
  min: withDefault(Count, 0),
  max: withDefault(Count, 1),
  stackable: withDefault(Schema.Boolean, false),
  position: withDefault(Count, 0),
  addonGroupType: withDefault(Schema.Literals(ADDON_GROUP_TYPES), "NORMAL"),
});
export type AddonGroup = typeof AddonGroup.Type & { readonly id: string };
