// Owns: the legacy menu's records (spec 4 §7 "Legacy menu": product, product-category and
// addon-group, payloads not shown) and how each maps onto the menu v3 items of the same
// aggregate (no second store): a legacy write becomes the v3 change of the same item, so the
// dependency rules and messages are those of the v3 module commands.
// Decisions where the spec is silent (the legacy shape, also in README "Legacy menu"):
// - A legacy record is the v3 item's core fields with `_id` for `id` (as the legacy document store
//   named it) and, for an add-on group, `type` for `addonGroupType`; prices are the same Money.
//   product-category {_id, name, name2}; addon-group {_id, name, min, max, stackable, type,
//   addons: [{_id, name, name2, price, productId}]}; product {_id, code, name, name2, price,
//   category, addonGroups, description, available, orderFrom}.
// - An update names every legacy field (missing ones take their defaults, as a v3 update does);
//   the v3-only fields of the stored item (variants, schedulers, bindings, an add-on's overrides
//   and inventory...) are kept, so a legacy POS editing a v3 menu loses nothing it cannot see.
// - A product's `addonGroupUsed` follows its list: true when it names any add-on group.
import { Schema } from "effect";
import { ADDON_GROUP_TYPES, type Addon, AddonGroup } from "./addonGroup";
import { Category } from "./category";
import { IdList, ItemName, LongText, MENU_LIST_LIMIT, MenuId, MenuPrice, OptionalText, OrderFrom, ZERO_PRICE, withDefault } from "./menuFields";
import { boundedList } from "../shared/inputBounds";
import { Product } from "./product";

const LegacyId = Schema.optionalKey(MenuId);
const Count = AddonGroup.fields.min;

export const LegacyCategory = Schema.Struct({ _id: LegacyId, name: ItemName, name2: OptionalText("Name 2") });
export type LegacyCategory = typeof LegacyCategory.Type;

export const LegacyAddon = Schema.Struct({
  _id: MenuId,
  name: ItemName,
  name2: OptionalText("Name 2"),
  price: withDefault(MenuPrice, ZERO_PRICE),
  productId: withDefault(Schema.NullOr(MenuId), null),
});
export type LegacyAddon = typeof LegacyAddon.Type;

export const LegacyAddonGroup = Schema.Struct({
  _id: LegacyId,
  name: ItemName,
  min: Count,
  max: AddonGroup.fields.max,
  stackable: withDefault(Schema.Boolean, false),
  type: withDefault(Schema.Literals(ADDON_GROUP_TYPES), "NORMAL"),
  addons: withDefault(boundedList(LegacyAddon, MENU_LIST_LIMIT, "add-ons"), []),
});
export type LegacyAddonGroup = typeof LegacyAddonGroup.Type;

export const LegacyProduct = Schema.Struct({
  _id: LegacyId,
  code: OptionalText("Code"),
  name: ItemName,
  name2: OptionalText("Name 2"),
  price: withDefault(MenuPrice, ZERO_PRICE),
  category: withDefault(Schema.NullOr(MenuId), null),
  addonGroups: IdList("add-on groups"),
  description: LongText("Description"),
  available: withDefault(Schema.Boolean, true),
  orderFrom: withDefault(OrderFrom, "ALL"),
});
export type LegacyProduct = typeof LegacyProduct.Type;

const withStoredId = <F extends Schema.Struct.Fields>(fields: F) => Schema.Struct({ ...fields, _id: MenuId });
/** What the legacy routes answer (the UI or a legacy client decodes them strictly). */
export const LegacyCategoryResponse = withStoredId(LegacyCategory.fields);
export const LegacyAddonGroupResponse = withStoredId(LegacyAddonGroup.fields);
export const LegacyProductResponse = withStoredId(LegacyProduct.fields);

export const LEGACY_SCHEMAS = { "product-category": LegacyCategory, "addon-group": LegacyAddonGroup, product: LegacyProduct } as const;

const decodeCategory = Schema.decodeUnknownSync(Category);
const decodeGroup = Schema.decodeUnknownSync(AddonGroup);
const decodeProduct = Schema.decodeUnknownSync(Product);

type Stored<T> = T & { readonly id: string };

/** The v3 category of a legacy one (id given: the new or stored id). */
export const categoryOfLegacy = (id: string, legacy: LegacyCategory): Stored<Category> =>
  ({ ...decodeCategory({ name: legacy.name, name2: legacy.name2 }), id });

const addonOfLegacy = (legacy: LegacyAddon, before: Addon | undefined): Addon => ({
  ...(before ?? { variantCombination: null, overridePrice: null, overrideActive: null, orderFrom: "ALL", inventoryBindings: [] }),
  id: legacy._id, name: legacy.name, name2: legacy.name2, price: legacy.price, productId: legacy.productId,
});

export const addonGroupOfLegacy = (id: string, legacy: LegacyAddonGroup, before?: Stored<AddonGroup>): Stored<AddonGroup> => {
  const base = before ?? { ...decodeGroup({ name: legacy.name }), id };
  const addons = legacy.addons.map((a) => addonOfLegacy(a, before?.addons.find((old) => old.id === a._id)));
  return { ...base, id, name: legacy.name, min: legacy.min, max: legacy.max, stackable: legacy.stackable, addonGroupType: legacy.type, addons };
};

export const productOfLegacy = (id: string, legacy: LegacyProduct, before?: Stored<Product>): Stored<Product> => {
  const base = before ?? { ...decodeProduct({ name: legacy.name }), id };
  const { _id: _ignored, ...fields } = legacy;
  return { ...base, ...fields, id, addonGroupUsed: legacy.addonGroups.length > 0 };
};

export const legacyCategoryOf = (item: Stored<Category>): LegacyCategory & { readonly _id: string } => ({ _id: item.id, name: item.name, name2: item.name2 });

export const legacyAddonGroupOf = (item: Stored<AddonGroup>): LegacyAddonGroup & { readonly _id: string } => ({
  _id: item.id, name: item.name, min: item.min, max: item.max, stackable: item.stackable, type: item.addonGroupType,
  addons: item.addons.map((a) => ({ _id: a.id, name: a.name, name2: a.name2, price: a.price, productId: a.productId })),
});

export const legacyProductOf = (item: Stored<Product>): LegacyProduct & { readonly _id: string } => ({
  _id: item.id, code: item.code, name: item.name, name2: item.name2, price: item.price, category: item.category,
  addonGroups: item.addonGroups, description: item.description, available: item.available, orderFrom: item.orderFrom,
});
