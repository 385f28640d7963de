// Owns: the module keys of the menu v3 document (spec 4 §3) and the item Schema of each, which
// the server decodes a PUT's `data` with and the UI's forms validate with.
import type { Schema } from "effect";
import { AddonGroup } from "./addonGroup";
import { Catalog } from "./catalog";
import { Category } from "./category";
import { CookingGuide } from "./cookingGuide";
import { PrintDepartment } from "./printDepartment";
import { Product } from "./product";
import { Recipe } from "./recipe";
import { Scheduler } from "./scheduler";
import { Sku } from "./sku";
import { Takeaway } from "./takeaway";
import { Unit } from "./unit";
import { Variant } from "./variant";

export const MENU_MODULES = [
  "addonGroup", "catalog", "category", "product", "scheduler", "variant", "takeaway", "unit", "sku", "recipe", "printDepartment", "cookingGuide",
] as const;
export type MenuModule = (typeof MENU_MODULES)[number];

export const ITEM_SCHEMAS = {
  addonGroup: AddonGroup,
  catalog: Catalog,
  category: Category,
  product: Product,
  scheduler: Scheduler,
  variant: Variant,
  takeaway: Takeaway,
  unit: Unit,
  sku: Sku,
  recipe: Recipe,
  printDepartment: PrintDepartment,
  cookingGuide: CookingGuide,
} as const satisfies Record<MenuModule, Schema.Top>;

/** A stored item of module M: its decoded shape with its id. */
export type ItemOf<M extends MenuModule> = (typeof ITEM_SCHEMAS)[M]["Type"] & { readonly id: string; readonly isDefault?: true };

/** An item of any module as the document stores it. */
export type MenuItem = { readonly id: string; readonly isDefault?: true; readonly name?: string };
