// Owns: a catalog's view of a master-menu product and add-on (spec 4 §3): the catalog's overrides
// applied over the master values. Without a catalog (a channel no catalog serves) the master
// menu is the view.
// Decisions where the spec is silent: an add-on's own overridePrice/overrideActive apply first,
// then the catalog's add-on override; a variant price override replaces the price of the
// combination with the same key; a schedule override replaces the product's schedulers.
import type { Addon } from "./addonGroup";
import type { Catalog } from "./catalog";
import type { MenuPrice, OrderFrom } from "./menuFields";
import type { Product, VariantCombination } from "./product";

export interface ProductView {
  readonly id: string;
  readonly name: string;
  readonly price: MenuPrice;
  readonly variantCombination: ReadonlyArray<VariantCombination>;
  readonly orderFrom: OrderFrom;
  /** The scheduler ids that apply (none: always in schedule). */
  readonly schedulers: ReadonlyArray<string>;
}

export interface AddonView {
  readonly id: string;
  readonly name: string;
  readonly price: MenuPrice;
  readonly active: boolean;
}

/** True when `catalog` (or the master menu, when null) offers the product. */
export const offers = (catalog: Catalog | null, productId: string): boolean => catalog === null || catalog.productAvailable.includes(productId);

export const productView = (product: Product, catalog: Catalog | null): ProductView => {
  const o = catalog?.override.product.find((x) => x.id === product.id);
  const variantPrice = new Map((o?.variantPrice ?? []).map((v) => [v.combinationKey, v.price]));
  return {
    id: product.id,
    name: o?.name ?? product.name,
    price: o?.price ?? product.price,
    variantCombination: product.variantCombination.map((v) => ({ ...v, price: variantPrice.get(v.combinationKey) ?? v.price })),
    orderFrom: o?.orderFrom ?? product.orderFrom,
    schedulers: o?.schedulers ?? (product.schedulerUsed ? product.schedulers : []),
  };
};

export const addonView = (addon: Addon, addonGroupId: string, catalog: Catalog | null): AddonView => {
  const o = catalog?.override.addon.find((x) => x.addonGroupId === addonGroupId && x.id === addon.id);
  return {
    id: addon.id,
    name: o?.name ?? addon.name,
    price: o?.price ?? addon.overridePrice ?? addon.price,
    active: o?.active ?? addon.overrideActive ?? true,
  };
};
