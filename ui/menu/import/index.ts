// The menu import page's route, under a restaurant (/b/:businessId/restaurants/:restaurantId):
//   menu/import  menu-import  (drawer: Restaurant group, for users who may update the menu; the
//                              server also needs create for an import)
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../app/routeHandle";

export const menuImportRoute: RouteObject = {
  path: "menu/import",
  handle: {
    name: "menu-import",
    section: "restaurant",
    nav: { group: "Restaurant", label: "Menu import", icon: "pi pi-upload" },
    rights: { action: "update", subject: "Menu" },
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./MenuImportPage")).MenuImportPage }),
};
