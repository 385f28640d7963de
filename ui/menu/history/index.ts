// The menu history page's route, beside the module pages (ui/menu/index.ts):
//   /b/:businessId/restaurants/:restaurantId/menu/history  menu-history  (drawer: Menu group, for users who may read the menu; the
//                                server refuses a rollback to those who may not change it)
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../app/routeHandle";

export const menuHistoryRoute: RouteObject = {
  path: "/b/:businessId/restaurants/:restaurantId/menu/history",
  handle: {
    name: "menu-history",
    section: "restaurant",
    nav: { group: "Menu", label: "History", icon: "pi pi-history" },
    rights: { action: "read", subject: "Menu" },
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./MenuHistoryPage")).MenuHistoryPage }),
};
