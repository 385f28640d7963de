// Owns: what a channel sees of a menu at an instant (spec 4 §4): what a POS, the customer app or
// a delivery platform is offered, with every override, channel and schedule rule applied.
// Decisions where the spec is silent:
// - A catalog channel is served by the first catalog of its type; when none exists the master
//   menu is the view. The POS sees the master menu. For a restaurant (sharing a master menu), a
//   catalog of the type naming it comes first, then one naming no restaurant; catalogs naming
//   only other restaurants are not its. Without a restaurant, the first of the type.
// - Hidden products and add-ons are left out; disabled ones are listed with `reason`.
// - An add-on is left out when inactive, when its effective channel (orderFrom narrowed by the
//   product it sells) hides it on this channel (customer channels: not ALL; POS: NONE), or, in a
//   DYNAMIC group, when the product's binding does not list it.
// - Taxes are inclusive when the catalog says so, else as the master catalog setting says.
import type { Temporal } from "temporal-polyfill";
import type { AddonGroup } from "./addonGroup";
import { type Availability, type Channel, productAvailability } from "./availability";
import type { Catalog } from "./catalog";
import { type AddonView, type ProductView, addonView, offers, productView } from "./catalogView";
import type { MenuPrice } from "./menuFields";
import { type MenuState, itemsOf } from "./menuModel";
import { addonOrderFrom, hiddenInCustomerApp } from "./orderingChannel";
import type { Product } from "./product";

export interface EffectiveAddonGroup {
  readonly id: string;
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly stackable: boolean;
  readonly addons: ReadonlyArray<AddonView>;
}

export interface EffectiveProduct extends ProductView {
  readonly code: string;
  readonly category: string | null;
  readonly deliveryPrice: MenuPrice | null;
  readonly orderable: boolean;
  readonly reason: string | null;
  readonly addonGroups: ReadonlyArray<EffectiveAddonGroup>;
}

export interface EffectiveMenu {
  readonly channel: Channel;
  readonly at: string;
  readonly catalog: { readonly id: string; readonly name: string } | null;
  readonly inclusiveTaxes: boolean;
  readonly categories: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly products: ReadonlyArray<EffectiveProduct>;
}

export const catalogFor = (menu: MenuState, channel: Channel, restaurantId?: string): Catalog | null => {
  if (channel === "POS") return null;
  const ofType = itemsOf(menu.modules, "catalog").filter((c) => c.type === channel);
  if (restaurantId === undefined) return ofType[0] ?? null;
  return ofType.find((c) => c.restaurants.includes(restaurantId)) ?? ofType.find((c) => c.restaurants.length === 0) ?? null;
};

const addonShown = (orderFrom: Product["orderFrom"], channel: Channel): boolean =>
  channel === "POS" ? orderFrom !== "NONE" : !hiddenInCustomerApp(orderFrom);

type OrderFromOf = ReadonlyMap<string, Product["orderFrom"]>;

const groupView = (orderFromOf: OrderFromOf, group: AddonGroup, product: Product, catalog: Catalog | null, channel: Channel): EffectiveAddonGroup => {
  const bound = product.addonProductBinding.find((b) => b.addonGroupId === group.id)?.addonIds;
  const addons = group.addons
    .filter((a) => group.addonGroupType !== "DYNAMIC" || bound === undefined || bound.includes(a.id))
    .filter((a) => addonShown(addonOrderFrom(a.orderFrom, a.productId === null ? undefined : orderFromOf.get(a.productId)), channel))
    .map((a) => addonView(a, group.id, catalog))
    .filter((a) => a.active);
  return { id: group.id, name: group.name, min: group.min, max: group.max, stackable: group.stackable, addons };
};

const statusOf = (availability: Availability): { readonly orderable: boolean; readonly reason: string | null } =>
  availability.kind === "disabled" ? { orderable: false, reason: availability.reason } : { orderable: true, reason: null };

export const effectiveMenu = (menu: MenuState, channel: Channel, instant: Temporal.Instant, timeZone: string, restaurantId?: string): EffectiveMenu => {
  const catalog = catalogFor(menu, channel, restaurantId);
  const schedulers = new Map(itemsOf(menu.modules, "scheduler").map((s) => [s.id, s]));
  const groups = new Map(itemsOf(menu.modules, "addonGroup").map((g) => [g.id, g]));
  const orderFromOf: OrderFromOf = new Map(itemsOf(menu.modules, "product").map((p) => [p.id, p.orderFrom]));
  const products = itemsOf(menu.modules, "product").filter((p) => offers(catalog, p.id)).flatMap((product): EffectiveProduct[] => {
    const view = productView(product, catalog);
    const applying = view.schedulers.flatMap((id) => schedulers.get(id) ?? []);
    const availability = productAvailability({ view, available: product.available, perXUnit: product.perXUnit, schedulers: applying }, channel, instant, timeZone);
    if (availability.kind === "hidden") return [];
    const addonGroups = product.addonGroupUsed ? product.addonGroups.flatMap((id) => groups.get(id) ?? []).map((g) => groupView(orderFromOf, g, product, catalog, channel)) : [];
    return [{ ...view, code: product.code, category: product.category, deliveryPrice: product.deliveryPrice, ...statusOf(availability), addonGroups }];
  });
  return {
    channel,
    at: instant.toString(),
    catalog: catalog === null ? null : { id: catalog.id, name: catalog.name },
    inclusiveTaxes: catalog?.inclusiveTaxes ?? menu.masterCatalogSetting.inclusiveTaxes,
    categories: itemsOf(menu.modules, "category").map((c) => ({ id: c.id, name: c.name })),
    products,
  };
};
