// Owns: how the catalog grid's edits change a catalog (spec 4 §3 Catalog "overrides of product and
// add-on name, price, variant price, order-from, add-on availability, schedule"). Each edit
// answers a new catalog; an override left with nothing in it is dropped, so clearing every cell
// gives back the catalog without that override (the master menu's values apply again).
import type { AddonOverride, Catalog, ProductOverride } from "../../../domain/menu/catalog";
import type { Money } from "../../../domain/shared/money";

export type StoredCatalog = Catalog & { readonly id: string };

/** One edit of the grid: the catalog it makes from the latest unsaved one. */
export type CatalogEdit = (catalog: StoredCatalog) => StoredCatalog;

const blankOverride = (id: string): ProductOverride => ({ id, name: null, price: null, variantPrice: [], orderFrom: null, schedulers: null });

const isEmpty = (o: ProductOverride): boolean => o.name === null && o.price === null && o.variantPrice.length === 0 && o.orderFrom === null && o.schedulers === null;

export const productOverrideOf = (catalog: StoredCatalog, productId: string): ProductOverride | undefined => catalog.override.product.find((o) => o.id === productId);

/** The catalog with `change` applied to the product's override. */
export const withOverride = (catalog: StoredCatalog, productId: string, change: Partial<Omit<ProductOverride, "id">>): StoredCatalog => {
  const next = { ...(productOverrideOf(catalog, productId) ?? blankOverride(productId)), ...change };
  const others = catalog.override.product.filter((o) => o.id !== productId);
  return { ...catalog, override: { ...catalog.override, product: isEmpty(next) ? others : [...others, next] } };
};

/** The catalog with the price of one variant combination of the product set, or cleared (null). */
export const withVariantPrice = (catalog: StoredCatalog, productId: string, combinationKey: string, price: Money | null): StoredCatalog => {
  const others = (productOverrideOf(catalog, productId)?.variantPrice ?? []).filter((v) => v.combinationKey !== combinationKey);
  return withOverride(catalog, productId, { variantPrice: price === null ? others : [...others, { combinationKey, price }] });
};

const sameAddon = (groupId: string, addonId: string) => (o: AddonOverride) => o.addonGroupId === groupId && o.id === addonId;

export const addonOverrideOf = (catalog: StoredCatalog, groupId: string, addonId: string): AddonOverride | undefined => catalog.override.addon.find(sameAddon(groupId, addonId));

/** The catalog with `change` applied to one add-on's override (availability, price, name). */
export const withAddonOverride = (catalog: StoredCatalog, groupId: string, addonId: string, change: Partial<Omit<AddonOverride, "addonGroupId" | "id">>): StoredCatalog => {
  const old = addonOverrideOf(catalog, groupId, addonId) ?? { addonGroupId: groupId, id: addonId, name: null, price: null, active: null };
  const next = { ...old, ...change };
  const others = catalog.override.addon.filter((o) => !sameAddon(groupId, addonId)(o));
  const empty = next.name === null && next.price === null && next.active === null;
  return { ...catalog, override: { ...catalog.override, addon: empty ? others : [...others, next] } };
};
