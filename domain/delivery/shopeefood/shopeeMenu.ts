// The menu ShopeeFood pulls from us (its get-menu webhook), as a pure mapping of the recorded
// delivery menu (../grabfood/grabMenu.ts; ../menuSync/menuSyncModel.ts says why one shape is
// recorded). ShopeeFood publishes no partner documentation, so the format is ours, modelled on
// its merchant app: dish groups of dishes, option groups, and time slots.
// Decisions where the spec is silent:
// - Prices are integers in the currency's minor units (`currency.exponent`), like the record.
// - A time slot is a selling time's week as {weekday 0 (sunday) - 6, ranges [{start, end}]}; a
//   closed day is left out; a dish names its time slot when it sells at other times than the store.
// - Option groups are listed once and referenced by their dishes; HIDE items are not sent.
import { GRAB_DAYS } from "../openingHoursPush";
import type { GrabMenu, GrabServiceHour } from "../grabfood/grabMenu";

export interface ShopeeRange {
  readonly start: string;
  readonly end: string;
}

export interface ShopeeTimeSlot {
  readonly id: string;
  readonly name: string;
  readonly weekly: ReadonlyArray<{ readonly weekday: number; readonly ranges: ReadonlyArray<ShopeeRange> }>;
}

export interface ShopeeOptionGroup {
  readonly id: string;
  readonly name: string;
  readonly minSelect: number;
  readonly maxSelect: number;
  readonly options: ReadonlyArray<{ readonly id: string; readonly name: string; readonly price: number; readonly isAvailable: boolean }>;
}

export interface ShopeeDish {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly isAvailable: boolean;
  readonly timeSlotId: string | null;
  readonly optionGroupIds: ReadonlyArray<string>;
}

export interface ShopeeMenu {
  readonly storeId: string;
  readonly currency: { readonly code: string; readonly exponent: number };
  readonly timeSlots: ReadonlyArray<ShopeeTimeSlot>;
  readonly dishGroups: ReadonlyArray<{ readonly id: string; readonly name: string; readonly sequence: number; readonly dishes: ReadonlyArray<ShopeeDish> }>;
  readonly optionGroups: ReadonlyArray<ShopeeOptionGroup>;
}

const rangesOf = (hour: GrabServiceHour): ShopeeRange[] => {
  switch (hour.openPeriodType) {
    case "OpenAllDay": return [{ start: "00:00", end: "23:59" }];
    case "CloseAllDay": return [];
    case "OpenPeriod": return hour.periods.map((p) => ({ start: p.startTime, end: p.endTime }));
    default: {
      const unknown: never = hour;
      return unknown;
    }
  }
};

/** ShopeeFood's menu of the recorded menu. */
export const shopeeMenuOf = (menu: GrabMenu): ShopeeMenu => {
  const optionGroups = new Map<string, ShopeeOptionGroup>();
  const dishGroups = menu.categories.map((category, sequence) => ({
    id: category.id,
    name: category.name,
    sequence,
    dishes: category.items.filter((item) => item.availableStatus !== "HIDE").map((item): ShopeeDish => {
      for (const group of item.modifierGroups) {
        if (!optionGroups.has(group.id)) {
          optionGroups.set(group.id, {
            id: group.id, name: group.name, minSelect: group.selectionRangeMin, maxSelect: group.selectionRangeMax,
            options: group.modifiers.map((m) => ({ id: m.id, name: m.name, price: m.price, isAvailable: m.availableStatus === "AVAILABLE" })),
          });
        }
      }
      return {
        id: item.id, name: item.name, price: item.price, isAvailable: item.availableStatus === "AVAILABLE",
        timeSlotId: item.sellingTimeID ?? null, optionGroupIds: item.modifierGroups.map((g) => g.id),
      };
    }),
  }));
  return {
    storeId: menu.merchantID,
    currency: { code: menu.currency.code, exponent: menu.currency.exponent },
    timeSlots: menu.sellingTimes.map((t) => ({
      id: t.id, name: t.name,
      weekly: GRAB_DAYS.map((day, weekday) => ({ weekday, ranges: rangesOf(t.serviceHours[day]) })).filter((d) => d.ranges.length > 0),
    })),
    dishGroups,
    optionGroups: [...optionGroups.values()],
  };
};
