// The menu import page's route, under a restaurant (/b/:businessId/restaurants/:restaurantId):
//   menu/import  menu-import  (drawer: Restaurant group, for users who may read the menu; the
//                              server refuses an import to those who may not create and update)
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../app/routeHandle";

export const menuImportRoute: RouteObject = {
  path: "menu/import",
  handle: {
    name: "menu-import",
    section: "restaurant",
    nav: { group: "Restaurant", label: "Menu import", icon: "pi pi-upload" },
    rights: { action: "read", subject: "Menu" },
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./MenuImportPage")).MenuImportPage }),
};
