// The legacy menu migration page's route, beside the module pages (ui/menu/index.ts):
//   /b/:businessId/restaurants/:restaurantId/menu/migrate  menu-migrate  (drawer: Menu group, for users who may create in
//                              the menu, as the server needs for a migration)
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../app/routeHandle";

export const menuMigrationRoute: RouteObject = {
  path: "/b/:businessId/restaurants/:restaurantId/menu/migrate",
  handle: {
    name: "menu-migrate",
    section: "restaurant",
    nav: { group: "Menu", label: "Migrate legacy menu", icon: "pi pi-arrow-right-arrow-left" },
    rights: { action: "create", subject: "Menu" },
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./MenuMigrationPage")).MenuMigrationPage }),
};
