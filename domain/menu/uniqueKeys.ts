// Owns: the unique keys of the menu document (spec 4 §3, §5): a refused duplicate answers
// '{key} has constraint'.
// Decisions where the spec is silent: ids are unique within a module; product names are unique
// ignoring case and surrounding spaces ('name has constraint'); a non-empty product code and a
// non-empty SKU code are unique within their module ('code has constraint').
import { type MenuModules, itemsOf } from "./menuModel";
import type { MenuItem, MenuModule } from "./menuModules";

export const constraintMessage = (key: string): string => `${key} has constraint`;

/** The text a unique name is compared by: case and surrounding spaces ignored. */
export const uniqueTextKey = (text: string): string => text.trim().toLowerCase();

const sameText = (a: string, b: string): boolean => uniqueTextKey(a) === uniqueTextKey(b);

const duplicateCode = (others: ReadonlyArray<{ readonly code: string }>, code: string): boolean =>
  code !== "" && others.some((other) => other.code === code);

/** The constraint a create or update of `item` in `module` breaks, or null. */
export const uniqueKeyProblem = (modules: MenuModules, module: MenuModule, item: MenuItem, operation: "create" | "update"): string | null => {
  const items = modules[module] as ReadonlyArray<MenuItem>;
  if (operation === "create" && items.some((other) => other.id === item.id)) return constraintMessage("id");
  if (module === "product") {
    const product = item as (typeof modules.product)[number];
    const others = itemsOf(modules, "product").filter((other) => other.id !== item.id);
    if (others.some((other) => sameText(other.name, product.name))) return constraintMessage("name");
    if (duplicateCode(others, product.code)) return constraintMessage("code");
  }
  if (module === "sku") {
    const sku = item as (typeof modules.sku)[number];
    if (duplicateCode(itemsOf(modules, "sku").filter((other) => other.id !== item.id), sku.code)) return constraintMessage("code");
  }
  return null;
};
