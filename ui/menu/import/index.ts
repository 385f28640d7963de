// The menu import page's route, beside the module pages (ui/menu/index.ts):
//   /b/:businessId/restaurants/:restaurantId/menu/import  menu-import  (drawer: Menu group, for users who may update the menu; the
//                              server also needs create for an import)
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../app/routeHandle";

export const menuImportRoute: RouteObject = {
  path: "/b/:businessId/restaurants/:restaurantId/menu/import",
  handle: {
    name: "menu-import",
    section: "restaurant",
    nav: { group: "Menu", label: "Import", icon: "pi pi-upload" },
    rights: { action: "update", subject: "Menu" },
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./MenuImportPage")).MenuImportPage }),
};
