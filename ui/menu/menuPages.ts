// Owns: the menu manager's pages (issue 16, spec 4 §2 "one page per module"): each module's address
// segment under /b/{businessId}/restaurants/{restaurantId}/menu, its drawer label and icon, and the
// module it manages. The dependency links of a delete (frame/DependencyList.tsx) lead here too.
import type { MenuModule } from "../../domain/menu/menuModules";
import { restaurantPath } from "../app/paths/restaurantPaths";

export interface MenuPage {
  readonly module: Exclude<MenuModule, "cookingGuide">;
  readonly segment: string;
  readonly label: string;
  readonly icon: string;
}

export const MENU_PAGES: ReadonlyArray<MenuPage> = [
  { module: "product", segment: "products", label: "Products", icon: "pi pi-box" },
  { module: "category", segment: "categories", label: "Categories", icon: "pi pi-folder" },
  { module: "addonGroup", segment: "addon-groups", label: "Add-on groups", icon: "pi pi-plus-circle" },
  { module: "variant", segment: "variants", label: "Variants", icon: "pi pi-clone" },
  { module: "scheduler", segment: "schedulers", label: "Schedulers", icon: "pi pi-clock" },
  { module: "takeaway", segment: "takeaway", label: "Takeaway", icon: "pi pi-shopping-bag" },
  { module: "unit", segment: "units", label: "Units", icon: "pi pi-sliders-h" },
  { module: "sku", segment: "stock-items", label: "Stock items (SKU)", icon: "pi pi-barcode" },
  { module: "recipe", segment: "recipes", label: "Recipes", icon: "pi pi-book" },
  { module: "catalog", segment: "catalogs", label: "Catalogs", icon: "pi pi-th-large" },
  { module: "printDepartment", segment: "print-departments", label: "Print departments", icon: "pi pi-print" },
];

export const menuPath = (businessId: string, restaurantId: string): string => `${restaurantPath(businessId, restaurantId)}/menu`;

/** The page of `module` (the list its items are found on). */
export const modulePath = (businessId: string, restaurantId: string, module: MenuModule): string => {
  const page = MENU_PAGES.find((p) => p.module === module) ?? MENU_PAGES[0];
  return `${menuPath(businessId, restaurantId)}/${page?.segment ?? ""}`;
};
