// The menu history page's route, under a restaurant (/b/:businessId/restaurants/:restaurantId):
//   menu/history  menu-history  (drawer: Restaurant group, for users who may read the menu; the
//                                server refuses a rollback to those who may not change it)
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../app/routeHandle";

export const menuHistoryRoute: RouteObject = {
  path: "menu/history",
  handle: {
    name: "menu-history",
    section: "restaurant",
    nav: { group: "Restaurant", label: "Menu history", icon: "pi pi-history" },
    rights: { action: "read", subject: "Menu" },
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./MenuHistoryPage")).MenuHistoryPage }),
};
