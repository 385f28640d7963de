// The pre-publish rules of a delivery menu (issue 17: "rejections by hidden rules", "a greyed
// out publish button with no reason"): every problem the platform would reject the menu for, found
// before calling out, each naming the menu item at fault and the module (screen) that fixes it.
// A menu with a problem is never sent (application/menuSync.ts); the dry run lists them.
// Rules: the store has delivery opening hours; the menu offers at least one item; the platform
// sells in the business's currency; names within its lengths; counts within its limits (the
// platform's rule pack, rulePacks.ts); a
// modifier group has a modifier and can be satisfied (its minimum is at most its modifiers); a
// modifier of a required group (minimum 1 or more) has a price above 0.
// Decision where the spec is silent: the problems come in menu order, the store's first.
import type { GrabMenu } from "../grabfood/grabMenu";
import { DELIVERY_HOURS_REQUIRED } from "../application/pushOpeningHours";
import { RULE_PACKS, type RulePack } from "./rulePacks";

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
export const currencyNotSold = (code: string, platform = "GrabFood"): string => `${platform} does not sell in ${code}`;
export const nameTooLong = (what: string, name: string, max: number): string => `${what} "${name}" is longer than ${max} characters`;
export const emptyModifierGroup = (group: string, item: string): string => `Add-on group "${group}" of "${item}" has no add-on`;
export const unsatisfiableGroup = (group: string, item: string, min: number, count: number): string =>
  `Add-on group "${group}" of "${item}" needs ${min} choices but offers ${count}`;
export const freeRequiredModifier = (modifier: string, group: string, item: string): string =>
  `Add-on "${modifier}" of the required group "${group}" (${item}) has a price of 0`;
export const tooMany = (what: string, max: number, where: string): string => `${where} has more than ${max} ${what}`;

const problem = (message: string, module: FixModule, itemId: string | null = null, itemName: string | null = null): PublishProblem => ({ message, module, itemId, itemName });

/** Every problem of `menu` under `pack` (GrabFood's when none is given). */
export const publishProblems = (menu: GrabMenu, hasOpeningHours: boolean, pack: RulePack = RULE_PACKS.grabfood): PublishProblem[] => {
  const limits = pack.limits;
  const found: PublishProblem[] = [];
  if (!hasOpeningHours) found.push(problem(DELIVERY_HOURS_REQUIRED, "in-house-delivery"));
  if (!pack.currencies.has(menu.currency.code)) found.push(problem(currencyNotSold(menu.currency.code, pack.name), "business"));
  const items = menu.categories.flatMap((c) => c.items);
  if (items.length === 0) found.push(problem(NOTHING_TO_PUBLISH, "catalog"));
  if (menu.categories.length > limits.categories) found.push(problem(tooMany("categories", limits.categories, "The menu"), "category"));
  if (menu.sellingTimes.length > limits.sellingTimes) found.push(problem(tooMany("schedules", limits.sellingTimes - 1, "The menu"), "scheduler"));
  const groupsSeen = new Set<string>();
  for (const category of menu.categories) {
    if ([...category.name].length > limits.categoryName) found.push(problem(nameTooLong("Category", category.name, limits.categoryName), "category", category.id, category.name));
    if (category.items.length > limits.itemsPerCategory) found.push(problem(tooMany("items", limits.itemsPerCategory, `Category "${category.name}"`), "category", category.id, category.name));
    for (const item of category.items) {
      if ([...item.name].length > limits.itemName) found.push(problem(nameTooLong("Item", item.name, limits.itemName), "product", item.id, item.name));
      if (item.modifierGroups.length > limits.groupsPerItem) found.push(problem(tooMany("add-on groups", limits.groupsPerItem, `"${item.name}"`), "product", item.id, item.name));
      for (const group of item.modifierGroups) {
        const at = (message: string) => problem(message, "addonGroup", group.id, group.name);
        if (group.modifiers.length === 0) found.push(at(emptyModifierGroup(group.name, item.name)));
        else if (group.selectionRangeMin > group.modifiers.length) found.push(at(unsatisfiableGroup(group.name, item.name, group.selectionRangeMin, group.modifiers.length)));
        if (group.selectionRangeMin > 0) {
          for (const modifier of group.modifiers.filter((m) => m.price === 0)) found.push(at(freeRequiredModifier(modifier.name, group.name, item.name)));
        }
        if (groupsSeen.has(group.id)) continue;
        groupsSeen.add(group.id);
        if ([...group.name].length > limits.groupName) found.push(at(nameTooLong("Add-on group", group.name, limits.groupName)));
        if (group.modifiers.length > limits.modifiersPerGroup) found.push(at(tooMany("add-ons", limits.modifiersPerGroup, `Add-on group "${group.name}"`)));
        for (const modifier of group.modifiers) {
          if ([...modifier.name].length > limits.modifierName) found.push(at(nameTooLong("Add-on", modifier.name, limits.modifierName)));
        }
      }
    }
  }
  return found;
};
