// The pre-publish rule pack of a GrabFood menu (issue 17: "rejections by hidden rules", "a greyed
// out publish button with no reason"): every problem GrabFood would reject the menu for, found
// before calling out, each naming the menu item at fault and the module (screen) that fixes it.
// A menu with a problem is never sent (application/menuSync.ts); the dry run lists them.
// Rules: the store has delivery opening hours; the menu offers at least one item; GrabFood sells
// in the business's currency; names within GrabFood's lengths; counts within its limits; a
// modifier group has a modifier and can be satisfied (its minimum is at most its modifiers); a
// modifier of a required group (minimum 1 or more) has a price above 0.
// Decision where the spec is silent: the problems come in menu order, the store's first.
import { GRAB_CURRENCIES, GRAB_LIMITS, type GrabMenu } from "../grabfood/grabMenu";
import { DELIVERY_HOURS_REQUIRED } from "../application/pushOpeningHours";

/** Where a problem is fixed: a menu module (its item) or the restaurant's delivery hours setting. */
export type FixModule = "in-house-delivery" | "catalog" | "category" | "product" | "addonGroup" | "scheduler" | "business";

export interface PublishProblem {
  readonly message: string;
  readonly module: FixModule;
  /** The item to open in that module, when one is at fault. */
  readonly itemId: string | null;
  readonly itemName: string | null;
}

export const NOTHING_TO_PUBLISH = "The DELIVERY menu has no item to publish";
export const currencyNotSold = (code: string): string => `GrabFood does not sell in ${code}`;
export const nameTooLong = (what: string, name: string, max: number): string => `${what} "${name}" is longer than ${max} characters`;
export const emptyModifierGroup = (group: string, item: string): string => `Add-on group "${group}" of "${item}" has no add-on`;
export const unsatisfiableGroup = (group: string, item: string, min: number, count: number): string =>
  `Add-on group "${group}" of "${item}" needs ${min} choices but offers ${count}`;
export const freeRequiredModifier = (modifier: string, group: string, item: string): string =>
  `Add-on "${modifier}" of the required group "${group}" (${item}) has a price of 0`;
export const tooMany = (what: string, max: number, where: string): string => `${where} has more than ${max} ${what}`;

const problem = (message: string, module: FixModule, itemId: string | null = null, itemName: string | null = null): PublishProblem => ({ message, module, itemId, itemName });

export const publishProblems = (menu: GrabMenu, hasOpeningHours: boolean): PublishProblem[] => {
  const found: PublishProblem[] = [];
  if (!hasOpeningHours) found.push(problem(DELIVERY_HOURS_REQUIRED, "in-house-delivery"));
  if (!(menu.currency.code in GRAB_CURRENCIES)) found.push(problem(currencyNotSold(menu.currency.code), "business"));
  const items = menu.categories.flatMap((c) => c.items);
  if (items.length === 0) found.push(problem(NOTHING_TO_PUBLISH, "catalog"));
  if (menu.categories.length > GRAB_LIMITS.categories) found.push(problem(tooMany("categories", GRAB_LIMITS.categories, "The menu"), "category"));
  if (menu.sellingTimes.length > GRAB_LIMITS.sellingTimes) found.push(problem(tooMany("schedules", GRAB_LIMITS.sellingTimes - 1, "The menu"), "scheduler"));
  const groupsSeen = new Set<string>();
  for (const category of menu.categories) {
    if ([...category.name].length > GRAB_LIMITS.categoryName) found.push(problem(nameTooLong("Category", category.name, GRAB_LIMITS.categoryName), "category", category.id, category.name));
    if (category.items.length > GRAB_LIMITS.itemsPerCategory) found.push(problem(tooMany("items", GRAB_LIMITS.itemsPerCategory, `Category "${category.name}"`), "category", category.id, category.name));
    for (const item of category.items) {
      if ([...item.name].length > GRAB_LIMITS.itemName) found.push(problem(nameTooLong("Item", item.name, GRAB_LIMITS.itemName), "product", item.id, item.name));
      if (item.modifierGroups.length > GRAB_LIMITS.groupsPerItem) found.push(problem(tooMany("add-on groups", GRAB_LIMITS.groupsPerItem, `"${item.name}"`), "product", item.id, item.name));
      for (const group of item.modifierGroups) {
        const at = (message: string) => problem(message, "addonGroup", group.id, group.name);
        if (group.modifiers.length === 0) found.push(at(emptyModifierGroup(group.name, item.name)));
        else if (group.selectionRangeMin > group.modifiers.length) found.push(at(unsatisfiableGroup(group.name, item.name, group.selectionRangeMin, group.modifiers.length)));
        if (group.selectionRangeMin > 0) {
          for (const modifier of group.modifiers.filter((m) => m.price === 0)) found.push(at(freeRequiredModifier(modifier.name, group.name, item.name)));
        }
        if (groupsSeen.has(group.id)) continue;
        groupsSeen.add(group.id);
        if ([...group.name].length > GRAB_LIMITS.groupName) found.push(at(nameTooLong("Add-on group", group.name, GRAB_LIMITS.groupName)));
        if (group.modifiers.length > GRAB_LIMITS.modifiersPerGroup) found.push(at(tooMany("add-ons", GRAB_LIMITS.modifiersPerGroup, `Add-on group "${group.name}"`)));
        for (const modifier of group.modifiers) {
          if ([...modifier.name].length > GRAB_LIMITS.modifierName) found.push(at(nameTooLong("Add-on", modifier.name, GRAB_LIMITS.modifierName)));
        }
      }
    }
  }
  return found;
};
