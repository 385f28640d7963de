// The rule pack of each delivery platform: the name it is called by in messages, the currencies
// it sells in and its menu limits, which the pre-publish rules (publishRules.ts) check before any
// call out. GrabFood's come from its contract (grabfood/grabMenu.ts).
// Decisions where the spec is silent (foodpanda's and ShopeeFood's partner documents are not
// public): foodpanda sells in the currencies of its Asian markets and takes up to 100 categories
// of 500 items, 20 topping groups of 50 toppings per item, 20 schedules, names of 120 characters
// (items) or 100 (the rest); ShopeeFood sells in VND, IDR, THB and MYR and takes 50 categories of
// 200 items, 10 option groups of 50 options per item, 10 schedules, names of 100 characters
// (items) or 50 (the rest). Both are tighter than needed rather than looser: a menu that passes
// here is not refused for its size.
import type { DeliveryPlatform } from "../deliveryPlatform";
import { GRAB_CURRENCIES, GRAB_LIMITS } from "../grabfood/grabMenu";

export interface MenuLimits {
  readonly categories: number;
  readonly itemsPerCategory: number;
  readonly groupsPerItem: number;
  readonly modifiersPerGroup: number;
  /** Selling times (schedules) a menu may carry, the default one included. */
  readonly sellingTimes: number;
  readonly categoryName: number;
  readonly itemName: number;
  readonly groupName: number;
  readonly modifierName: number;
}

export interface RulePack {
  /** The platform as its messages name it. */
  readonly name: string;
  readonly currencies: ReadonlySet<string>;
  readonly limits: MenuLimits;
}

export const RULE_PACKS: Readonly<Record<DeliveryPlatform, RulePack>> = {
  grabfood: { name: "GrabFood", currencies: new Set(Object.keys(GRAB_CURRENCIES)), limits: GRAB_LIMITS },
  foodpanda: {
    name: "foodpanda",
    currencies: new Set(["MYR", "SGD", "THB", "PHP", "TWD", "HKD", "BDT", "PKR", "KHR", "LAK", "MMK"]),
    limits: { categories: 100, itemsPerCategory: 500, groupsPerItem: 20, modifiersPerGroup: 50, sellingTimes: 20, categoryName: 100, itemName: 120, groupName: 100, modifierName: 100 },
  },
  shopeefood: {
    name: "ShopeeFood",
    currencies: new Set(["VND", "IDR", "THB", "MYR"]),
    limits: { categories: 50, itemsPerCategory: 200, groupsPerItem: 10, modifiersPerGroup: 50, sellingTimes: 10, categoryName: 50, itemName: 100, groupName: 50, modifierName: 50 },
  },
};
