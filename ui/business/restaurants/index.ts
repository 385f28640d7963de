// The restaurant area's routes (spec 1 §2 "Restaurant list, restaurant create (needs a business),
// restaurant settings pages for each settings group"), under their business:
//   /b/:businessId/restaurants                      restaurant-list
//   /b/:businessId/restaurants/new                  restaurant-create
//   /b/:businessId/restaurants/:restaurantId        → its profile page
//   /b/:businessId/restaurants/:restaurantId/{group} restaurant-{group}, one per settings group
//   /b/:businessId/restaurants/:restaurantId/machines restaurant-machines: machine OTP, revoke,
//                                                   clear transactions, delete
//   /b/:businessId/restaurants/:restaurantId/receipts restaurant-receipts: the bills of a period
//   /b/:businessId/restaurants/:restaurantId/orders  restaurant-orders: the platforms' orders of the restaurant,
//                                                   each with its timeline, accept and decline
//   /b/:businessId/restaurants/:restaurantId/delivery restaurant-delivery: each platform's connection, menu sync,
//                                                   store pause (only for who may update the restaurant)
// All are in the layout's restaurant section (the back button leads to the business overview);
// the settings pages fill the drawer's Restaurant group. Each page is a lazy chunk.
import { redirect, type RouteObject } from "react-router";
import type { RouteHandle } from "../../app/routeHandle";
import { restaurantSettingsPath } from "../../app/paths/restaurantPaths";
import { SETTINGS_PAGES } from "./settings/settingsPages";

const RESTAURANT_PATH = "/b/:businessId/restaurants/:restaurantId";

const settingsRoutes: RouteObject[] = SETTINGS_PAGES.map((page) => ({
  path: page.path,
  handle: {
    name: `restaurant-${page.path}`,
    section: "restaurant",
    nav: { group: "Restaurant", label: page.label, icon: page.icon },
    ...(page.allow === undefined ? {} : { allow: page.allow }),
  } satisfies RouteHandle,
  lazy: async () => ({ Component: await page.load() }),
}));

export const restaurantRoutes: RouteObject[] = [
  {
    path: "/b/:businessId/restaurants",
    handle: { name: "restaurant-list", section: "restaurant", nav: { group: "Business", label: "Restaurants", icon: "pi pi-shop" } } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./list/RestaurantListPage")).RestaurantListPage }),
  },
  {
    path: "/b/:businessId/restaurants/new",
    handle: { name: "restaurant-create", section: "restaurant" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./create/CreateRestaurantPage")).CreateRestaurantPage }),
  },
  {
    path: RESTAURANT_PATH,
    children: [
      {
        index: true,
        loader: ({ params }) => redirect(restaurantSettingsPath(params.businessId ?? "", params.restaurantId ?? "", "profile")),
      },
      ...settingsRoutes,
      {
        path: "machines",
        handle: { name: "restaurant-machines", section: "restaurant", nav: { group: "Restaurant", label: "Machines", icon: "pi pi-tablet" } } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import("./machines/MachinesPage")).MachinesPage }),
      },
      {
        path: "delivery",
        handle: {
          name: "restaurant-delivery",
          section: "restaurant",
          nav: { group: "Restaurant", label: "Delivery platforms", icon: "pi pi-send" },
          rights: { action: "update", subject: "Restaurant" },
        } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import("./delivery/DeliveryPage")).DeliveryPage }),
      },
      {
        path: "orders",
        handle: {
          name: "restaurant-orders",
          section: "restaurant",
          nav: { group: "Restaurant", label: "Orders", icon: "pi pi-shopping-cart" },
          rights: { action: "read", subject: "Restaurant" },
        } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import("./orders/RestaurantOrdersPage")).RestaurantOrdersPage }),
      },
      {
        path: "receipts",
        handle: { name: "restaurant-receipts", section: "restaurant", nav: { group: "Restaurant", label: "Receipts", icon: "pi pi-receipt" } } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import("./receipts/ReceiptsPage")).ReceiptsPage }),
      },
    ],
  },
];
