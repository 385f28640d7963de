// The menu GrabFood pulls from us (its get-menu webhook answers `GetMenuNewResponse`, the
// "selling time based" menu of ../../../adapters/delivery/grabfood/contract/grabfood-openapi.yaml):
// the TypeScript shape of what the mapping (grabMenuMapping.ts) produces, and GrabFood's limits
// that the pre-publish rules (../menuSync/publishRules.ts) check. Money is in minor units of
// `currency.exponent`. Pure types and constants.
import type { GrabDay } from "../openingHoursPush";

export type GrabAvailability = "AVAILABLE" | "UNAVAILABLE" | "HIDE";

export interface GrabModifier {
  readonly id: string;
  readonly name: string;
  readonly availableStatus: GrabAvailability;
  readonly price: number;
}

export interface GrabModifierGroup {
  readonly id: string;
  readonly name: string;
  readonly availableStatus: GrabAvailability;
  readonly selectionRangeMin: number;
  readonly selectionRangeMax: number;
  readonly modifiers: ReadonlyArray<GrabModifier>;
}

export interface GrabItem {
  readonly id: string;
  readonly name: string;
  readonly availableStatus: GrabAvailability;
  readonly price: number;
  /** Only an UNAVAILABLE item carries it, at 0 (GrabFood's rule). */
  readonly maxStock?: number;
  /** Set when the item sells at other times than its category. */
  readonly sellingTimeID?: string;
  readonly modifierGroups: ReadonlyArray<GrabModifierGroup>;
}

export interface GrabCategory {
  readonly id: string;
  readonly name: string;
  readonly availableStatus: GrabAvailability;
  readonly sellingTimeID: string;
  readonly items: ReadonlyArray<GrabItem>;
}

export interface GrabOpenPeriod {
  readonly startTime: string;
  readonly endTime: string;
}

export type GrabServiceHour =
  | { readonly openPeriodType: "OpenAllDay" }
  | { readonly openPeriodType: "CloseAllDay" }
  | { readonly openPeriodType: "OpenPeriod"; readonly periods: ReadonlyArray<GrabOpenPeriod> };

export interface GrabSellingTime {
  readonly id: string;
  readonly name: string;
  /** "YYYY-MM-DD HH:mm:ss", local to the store. */
  readonly startTime: string;
  readonly endTime: string;
  readonly serviceHours: Readonly<Record<GrabDay, GrabServiceHour>>;
}

export const GRAB_CURRENCIES = { IDR: "Rp", MYR: "RM", PHP: "₱", SGD: "S$", THB: "฿", VND: "₫" } as const;
export type GrabCurrencyCode = keyof typeof GRAB_CURRENCIES;

export interface GrabCurrency {
  readonly code: string;
  readonly symbol: string;
  readonly exponent: number;
}

export interface GrabMenu {
  readonly merchantID: string;
  readonly partnerMerchantID: string;
  readonly currency: GrabCurrency;
  readonly sellingTimes: ReadonlyArray<GrabSellingTime>;
  readonly categories: ReadonlyArray<GrabCategory>;
}

/** GrabFood's limits (the contract's maxLength and "Max N allowed"). */
export const GRAB_LIMITS = {
  categories: 100,
  itemsPerCategory: 300,
  groupsPerItem: 30,
  modifiersPerGroup: 100,
  sellingTimes: 20,
  categoryName: 60,
  itemName: 80,
  groupName: 50,
  modifierName: 40,
  id: 64,
} as const;
