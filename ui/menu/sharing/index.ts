// The menu sharing page's route, beside the module pages (ui/menu/index.ts):
//   /b/:businessId/restaurants/:restaurantId/menu/sharing  menu-sharing  (drawer: Menu group, for users who may read the
//                              menu; changing it needs update Menu, which the server checks)
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../app/routeHandle";

export const menuSharingRoute: RouteObject = {
  path: "/b/:businessId/restaurants/:restaurantId/menu/sharing",
  handle: {
    name: "menu-sharing",
    section: "restaurant",
    nav: { group: "Menu", label: "Sharing", icon: "pi pi-share-alt" },
    rights: { action: "read", subject: "Menu" },
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./MenuSharingPage")).MenuSharingPage }),
};
