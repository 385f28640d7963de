// The GrabFood menu (GetMenuNewResponse, grabMenu.ts) of a restaurant: its DELIVERY catalog's
// effective menu (domain/menu/effectiveMenu.ts: overrides applied, hidden items left out), its
// schedulers as selling times (sellingTimes.ts) and its delivery hours. Pure and total: any menu
// maps to a GrabMenu; whether GrabFood would take it is publishRules.ts's job.
// Decisions where the spec is silent:
// - The price sent is the catalog's override when the DELIVERY catalog sets one, else the
//   product's delivery price when it has one, else its price; converted to the currency's minor
//   unit (exponent 0 for VND, else 2), rounded half away from zero.
// - A product outside its schedule at the sync's instant is still AVAILABLE: its selling time
//   tells GrabFood when; any other reason a channel cannot order it (sold by measure) makes it
//   UNAVAILABLE with maxStock 0 (GrabFood's rule for UNAVAILABLE).
// - A product without a category, or whose category is gone, is listed under "Others"
//   (`uncategorised`); categories without a product are left out; order is the menu's.
// - Add-on groups become modifier groups (min, max as selection range), add-ons modifiers.
// - Variants are not sent: GrabFood has no variants and a product sells at its own price (a
//   variant as a modifier group is left for later).
import type { EffectiveMenu, EffectiveProduct } from "../../menu/effectiveMenu";
import { PRODUCT_NOT_IN_SCHEDULE } from "../../menu/availability";
import type { Scheduler } from "../../menu/scheduler";
import type { Money } from "../../shared/money";
import type { WeeklyOpenPeriods } from "../openingHoursPush";
import { GRAB_CURRENCIES, type GrabCategory, type GrabCurrency, type GrabItem, type GrabMenu, type GrabSellingTime } from "./grabMenu";
import { DEFAULT_SELLING_TIME_ID, defaultSellingTime, schedulersSellingTime } from "./sellingTimes";

export const UNCATEGORISED = { id: "uncategorised", name: "Others" } as const;

export interface GrabMenuSource {
  readonly merchantID: string;
  /** Our restaurant id. */
  readonly partnerMerchantID: string;
  /** The DELIVERY channel's effective menu. */
  readonly menu: EffectiveMenu;
  /** The menu's schedulers (those the products name are used). */
  readonly schedulers: ReadonlyArray<Scheduler>;
  /** Products whose price the DELIVERY catalog overrides. */
  readonly catalogPriced: ReadonlySet<string>;
  /** The business's currency code (MYR...). */
  readonly currency: string;
  /** The store's delivery hours, or null when it has none. */
  readonly openingHours: WeeklyOpenPeriods | null;
  /** The sync's local date, YYYY-MM-DD. */
  readonly date: string;
}

export const grabCurrencyOf = (code: string): GrabCurrency => ({
  code,
  symbol: GRAB_CURRENCIES[code as keyof typeof GRAB_CURRENCIES] ?? code.slice(0, 3),
  exponent: code === "VND" ? 0 : 2,
});

/** `money` in minor units of `exponent`. */
export const minorUnits = (money: Money, exponent: number): number => {
  const shift = exponent - money.precision;
  if (shift >= 0) return money.amount * 10 ** shift;
  const divisor = 10 ** -shift;
  return Math.sign(money.amount) * Math.round(Math.abs(money.amount) / divisor);
};

const itemPrice = (product: EffectiveProduct, catalogPriced: ReadonlySet<string>): Money =>
  catalogPriced.has(product.id) ? product.price : (product.deliveryPrice ?? product.price);

const itemOf = (product: EffectiveProduct, source: GrabMenuSource, exponent: number, sellingTimeId: string | null): GrabItem => {
  const sellable = product.orderable || product.reason === PRODUCT_NOT_IN_SCHEDULE;
  return {
    id: product.id,
    name: product.name,
    availableStatus: sellable ? "AVAILABLE" : "UNAVAILABLE",
    price: minorUnits(itemPrice(product, source.catalogPriced), exponent),
    ...(sellable ? {} : { maxStock: 0 }),
    ...(sellingTimeId === null ? {} : { sellingTimeID: sellingTimeId }),
    modifierGroups: product.addonGroups.map((group) => ({
      id: group.id,
      name: group.name,
      availableStatus: "AVAILABLE",
      selectionRangeMin: group.min,
      selectionRangeMax: group.max,
      modifiers: group.addons.map((addon) => ({ id: addon.id, name: addon.name, availableStatus: "AVAILABLE", price: minorUnits(addon.price, exponent) })),
    })),
  };
};

export const grabMenuOf = (source: GrabMenuSource): GrabMenu => {
  const currency = grabCurrencyOf(source.currency);
  const schedulers = new Map(source.schedulers.map((s) => [s.id, s]));
  const sellingTimes = new Map<string, GrabSellingTime>();
  const defaultTime = defaultSellingTime(source.openingHours, source.date);
  sellingTimes.set(defaultTime.id, defaultTime);
  const sellingTimeOf = (product: EffectiveProduct): string | null => {
    const known = product.schedulers.flatMap((id) => schedulers.get(id) ?? []);
    if (known.length === 0) return null;
    const time = schedulersSellingTime(known, source.date);
    if (!sellingTimes.has(time.id)) sellingTimes.set(time.id, time);
    return time.id;
  };
  const categoryNames = new Map(source.menu.categories.map((c) => [c.id, c.name]));
  const byCategory = new Map<string, GrabItem[]>();
  for (const product of source.menu.products) {
    const categoryId = product.category !== null && categoryNames.has(product.category) ? product.category : UNCATEGORISED.id;
    const items = byCategory.get(categoryId) ?? [];
    items.push(itemOf(product, source, currency.exponent, sellingTimeOf(product)));
    byCategory.set(categoryId, items);
  }
  const ordered = categoryNames.has(UNCATEGORISED.id) ? source.menu.categories : [...source.menu.categories, UNCATEGORISED];
  const categories: GrabCategory[] = ordered.flatMap((category) => {
    const items = byCategory.get(category.id);
    return items === undefined ? [] : [{ id: category.id, name: category.name, availableStatus: "AVAILABLE" as const, sellingTimeID: DEFAULT_SELLING_TIME_ID, items }];
  });
  return {
    merchantID: source.merchantID,
    partnerMerchantID: source.partnerMerchantID,
    currency,
    sellingTimes: [...sellingTimes.values()],
    categories,
  };
};
