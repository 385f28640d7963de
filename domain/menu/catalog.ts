// Owns: the catalog item (spec 4 §3): a channel's selection of the master menu with overrides.
// Decisions where the spec is silent:
// - `type` is the channel the catalog serves (DELIVERY, IN_HOUSE_DELIVERY, PICKUP, DINE_IN, TAKEAWAY).
// - `restaurants` lists the restaurants sharing the menu (menuSharing.ts) whose channel the
//   catalog serves: per-restaurant catalogs of a master menu. Empty (the default): every one.
// - `productAvailable` lists the ids of the master menu's products the catalog offers.
// - An override leaves a field as in the master menu when the field is absent (null).
//   Product overrides: name, price, variant prices (by combination key), order-from, schedule
//   (scheduler ids). Add-on overrides (by add-on id within a group): name, price, availability.
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import { IdList, ItemId, ItemName, MENU_LIST_LIMIT, MENU_MODULE_LIMIT, MenuId, MenuPrice, OrderFrom, withDefault } from "./menuFields";

export const CATALOG_TYPES = ["DELIVERY", "IN_HOUSE_DELIVERY", "PICKUP", "DINE_IN", "TAKEAWAY"] as const;
export const CatalogType = Schema.Literals(CATALOG_TYPES);
export type CatalogType = typeof CatalogType.Type;

const nullable = <S extends Schema.Top>(schema: S) => withDefault(Schema.NullOr(schema), null);

export const ProductOverride = Schema.Struct({
  id: MenuId,
  name: nullable(ItemName),
  price: nullable(MenuPrice),
  variantPrice: withDefault(boundedList(Schema.Struct({ combinationKey: MenuId, price: MenuPrice }), MENU_LIST_LIMIT, "variant prices"), []),
  orderFrom: nullable(OrderFrom),
  schedulers: nullable(IdList("schedulers")),
});
export type ProductOverride = typeof ProductOverride.Type;

export const AddonOverride = Schema.Struct({
  addonGroupId: MenuId,
  id: MenuId,
  name: nullable(ItemName),
  price: nullable(MenuPrice),
  active: nullable(Schema.Boolean),
});
export type AddonOverride = typeof AddonOverride.Type;

export const Catalog = Schema.Struct({
  id: ItemId,
  name: ItemName,
  type: withDefault(CatalogType, "DELIVERY"),
  productAvailable: withDefault(boundedList(MenuId, MENU_MODULE_LIMIT, "products"), []),
  inclusiveTaxes: withDefault(Schema.Boolean, false),
  restaurants: IdList("restaurants"),
  override: withDefault(
    Schema.Struct({
      product: withDefault(boundedList(ProductOverride, MENU_MODULE_LIMIT, "product overrides"), []),
      addon: withDefault(boundedList(AddonOverride, MENU_MODULE_LIMIT, "add-on overrides"), []),
    }),
    { product: [], addon: [] },
  ),
});
export type Catalog = typeof Catalog.Type & { readonly id: string };
