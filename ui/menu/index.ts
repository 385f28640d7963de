// The menu manager's routes (issue 16, spec 4 §2), under a restaurant:
//   /b/:businessId/restaurants/:restaurantId/menu/{segment}   menu-{segment}, one per module (menuPages.ts)
//   .../menu/import, .../menu/history, .../menu/migrate,       the import, the history, the legacy migration and
//   .../menu/sharing                                           the sharing (their own folders),
//                                                              outside the MenuArea frame: they read and
//                                                              write the menu through their own ports
// in the restaurant section, the drawer's "Menu" group; every entry needs read on the Menu
// subject in the business (spec 4 §6; the server refuses the others too: menuAccess.ts). The
// MenuArea frame reads the menu document once for all of them. Each page is a lazy chunk.
// Decision where the spec is silent: /menu itself leads to the products.
import { redirect, type RouteObject } from "react-router";
import type { RouteHandle } from "../app/routeHandle";
import { menuHistoryRoute } from "./history";
import { menuImportRoute } from "./import";
import { menuMigrationRoute } from "./migration";
import { menuSharingRoute } from "./sharing";
import { MENU_PAGES, type MenuPage, modulePath } from "./menuPages";

const rights = { action: "read", subject: "Menu" } as const;

const pageComponent = async (page: MenuPage) => {
  switch (page.module) {
    case "product": return (await import("./products/ProductsPage")).ProductsPage;
    case "category": return (await import("./categories/CategoriesPage")).CategoriesPage;
    case "addonGroup": return (await import("./addon-groups/AddonGroupsPage")).AddonGroupsPage;
    case "variant": return (await import("./variants/VariantsPage")).VariantsPage;
    case "scheduler": return (await import("./schedulers/SchedulersPage")).SchedulersPage;
    case "takeaway": return (await import("./takeaway/TakeawayPage")).TakeawayPage;
    case "unit": return (await import("./units/UnitsPage")).UnitsPage;
    case "sku": return (await import("./stock-items/StockItemsPage")).StockItemsPage;
    case "recipe": return (await import("./recipes/RecipesPage")).RecipesPage;
    case "catalog": return (await import("./catalogs/CatalogsPage")).CatalogsPage;
    case "printDepartment": return (await import("./print-departments/PrintDepartmentsPage")).PrintDepartmentsPage;
    default: {
      const unknown: never = page.module;
      return unknown;
    }
  }
};

export const menuRoutes: RouteObject[] = [
  {
    path: "/b/:businessId/restaurants/:restaurantId/menu",
    handle: { section: "restaurant" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./MenuArea")).MenuArea }),
    children: [
      {
        index: true,
        loader: ({ params }) => redirect(modulePath(params.businessId ?? "", params.restaurantId ?? "", "product")),
      },
      ...MENU_PAGES.map((page) => ({
        path: page.segment,
        handle: {
          name: `menu-${page.segment}`,
          section: "restaurant",
          nav: { group: "Menu", label: page.label, icon: page.icon },
          rights,
        } satisfies RouteHandle,
        lazy: async () => ({ Component: await pageComponent(page) }),
      })),
    ],
  },
  menuImportRoute,
  menuMigrationRoute,
  menuHistoryRoute,
  menuSharingRoute,
];
