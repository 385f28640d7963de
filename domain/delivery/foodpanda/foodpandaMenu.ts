// The menu we push to foodpanda (its catalog import), as a pure mapping of the recorded delivery
// menu (../grabfood/grabMenu.ts; ../menuSync/menuSyncModel.ts says why one shape is recorded).
// foodpanda publishes no partner contract, so its format is ours, modelled on what its partner
// portal shows: a catalog of schedules, categories, topping groups and products, pushed in parts
// (the import's header, then its products in batches, then a commit that applies it at once;
// adapters/delivery/foodpanda/foodpandaClient.ts).
// Decisions where the spec is silent:
// - Prices are integers in the currency's minor units (`currency.exponent`), like the record.
// - A schedule is a selling time's week as {day, from, to} openings (sunday first; an all-day day
//   is 00:00-23:59, a closed day has none); a product names its schedule when it sells at other
//   times than the store, else none.
// - A topping group is listed once under the catalog and referenced by its products (foodpanda's
//   portal edits them once for every product).
// - `available: false` is our UNAVAILABLE (sold by measure...), HIDE is not sent.
import { GRAB_DAYS, type GrabDay } from "../openingHoursPush";
import type { GrabMenu, GrabServiceHour } from "../grabfood/grabMenu";

export const FOODPANDA_BATCH_SIZE = 100;

export interface FoodpandaOpening {
  readonly day: GrabDay;
  readonly from: string;
  readonly to: string;
}

export interface FoodpandaSchedule {
  readonly id: string;
  readonly name: string;
  readonly openings: ReadonlyArray<FoodpandaOpening>;
}

export interface FoodpandaTopping {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly available: boolean;
}

export interface FoodpandaToppingGroup {
  readonly id: string;
  readonly name: string;
  readonly minQuantity: number;
  readonly maxQuantity: number;
  readonly toppings: ReadonlyArray<FoodpandaTopping>;
}

export interface FoodpandaCategory {
  readonly id: string;
  readonly name: string;
  readonly position: number;
}

export interface FoodpandaProduct {
  readonly id: string;
  readonly name: string;
  readonly categoryId: string;
  readonly price: number;
  readonly available: boolean;
  readonly scheduleId: string | null;
  readonly toppingGroupIds: ReadonlyArray<string>;
}

/** The import's header: everything but the products. */
export interface FoodpandaCatalogHeader {
  readonly vendorCode: string;
  readonly currency: { readonly code: string; readonly exponent: number };
  readonly schedules: ReadonlyArray<FoodpandaSchedule>;
  readonly categories: ReadonlyArray<FoodpandaCategory>;
  readonly toppingGroups: ReadonlyArray<FoodpandaToppingGroup>;
  readonly productCount: number;
}

export interface FoodpandaCatalog {
  readonly header: FoodpandaCatalogHeader;
  readonly products: ReadonlyArray<FoodpandaProduct>;
}

const openingsOf = (day: GrabDay, hour: GrabServiceHour): FoodpandaOpening[] => {
  switch (hour.openPeriodType) {
    case "OpenAllDay": return [{ day, from: "00:00", to: "23:59" }];
    case "CloseAllDay": return [];
    case "OpenPeriod": return hour.periods.map((p) => ({ day, from: p.startTime, to: p.endTime }));
    default: {
      const unknown: never = hour;
      return unknown;
    }
  }
};

/** foodpanda's catalog of the recorded menu. */
export const foodpandaCatalogOf = (menu: GrabMenu): FoodpandaCatalog => {
  const toppingGroups = new Map<string, FoodpandaToppingGroup>();
  const products: FoodpandaProduct[] = [];
  for (const category of menu.categories) {
    for (const item of category.items) {
      if (item.availableStatus === "HIDE") continue;
      for (const group of item.modifierGroups) {
        if (toppingGroups.has(group.id)) continue;
        toppingGroups.set(group.id, {
          id: group.id, name: group.name, minQuantity: group.selectionRangeMin, maxQuantity: group.selectionRangeMax,
          toppings: group.modifiers.map((m) => ({ id: m.id, name: m.name, price: m.price, available: m.availableStatus === "AVAILABLE" })),
        });
      }
      products.push({
        id: item.id, name: item.name, categoryId: category.id, price: item.price, available: item.availableStatus === "AVAILABLE",
        scheduleId: item.sellingTimeID ?? null, toppingGroupIds: item.modifierGroups.map((g) => g.id),
      });
    }
  }
  return {
    header: {
      vendorCode: menu.merchantID,
      currency: { code: menu.currency.code, exponent: menu.currency.exponent },
      schedules: menu.sellingTimes.map((t) => ({ id: t.id, name: t.name, openings: GRAB_DAYS.flatMap((day) => openingsOf(day, t.serviceHours[day])) })),
      categories: menu.categories.map((c, position) => ({ id: c.id, name: c.name, position })),
      toppingGroups: [...toppingGroups.values()],
      productCount: products.length,
    },
    products,
  };
};
