// The provider admin section's routes (issue 18, spec 1 §2 layout section "admin", §6), for the
// app layout's children; each drawer entry sits in the "Admin" group and shows only to the roles
// domain/auth/providerAreas.ts names (the server refuses the others):
//   /restaurants       admin-restaurant-list   admin, staff or agent
//   /restaurant-tags   restaurant-tags         admin or staff
//   /reward-job        reward-job              admin
//   /agents            agent-list              admin
//   /dealer-leads      dealer-leads            admin, staff or agent
//   /orders            orders                  admin or staff
//   /license-orders    license-orders          admin
//   /delivery-companies delivery-companies     admin
//   /settings          provider-settings       admin
//   /util              util                    admin or staff: data checks and the event export
//   /payments          payments                admin: transactions, settlements, payout approvals
//   /provider-team     provider-team           admin (the isAdmin flag: spec 1 §6's table has no
//                      such entry; the team is granted by an admin, so only an admin sees it)
// Each page is a lazy chunk.
import type { RouteObject } from "react-router";
import { canUseProviderArea } from "../../domain/auth/providerAreas";
import type { RouteHandle } from "../app/routeHandle";

export const adminRoutes: RouteObject[] = [
  {
    path: "/restaurants",
    handle: {
      name: "admin-restaurant-list",
      section: "admin",
      nav: { group: "Admin", label: "Restaurant list", icon: "pi pi-shop" },
      allow: (flags) => canUseProviderArea(flags, "restaurantList"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./restaurants/RestaurantListPage")).RestaurantListPage }),
  },
  {
    path: "/restaurant-tags",
    handle: {
      name: "restaurant-tags",
      section: "admin",
      nav: { group: "Admin", label: "Restaurant tags", icon: "pi pi-tags" },
      allow: (flags) => canUseProviderArea(flags, "restaurantTags"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./tags/RestaurantTagsPage")).RestaurantTagsPage }),
  },
  {
    path: "/reward-job",
    handle: {
      name: "reward-job",
      section: "admin",
      nav: { group: "Admin", label: "Reward job", icon: "pi pi-clock" },
      allow: (flags) => canUseProviderArea(flags, "rewardJob"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./rewardJobs/RewardJobsPage")).RewardJobsPage }),
  },
  {
    path: "/agents",
    handle: {
      name: "agent-list",
      section: "admin",
      nav: { group: "Admin", label: "Agent list", icon: "pi pi-id-card" },
      allow: (flags) => canUseProviderArea(flags, "agentList"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./agents/AgentListPage")).AgentListPage }),
  },
  {
    path: "/dealer-leads",
    handle: {
      name: "dealer-leads",
      section: "admin",
      nav: { group: "Admin", label: "Dealer Lead", icon: "pi pi-inbox" },
      allow: (flags) => canUseProviderArea(flags, "dealerLead"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./dealerLeads/DealerLeadsPage")).DealerLeadsPage }),
  },
  {
    path: "/orders",
    handle: {
      name: "orders",
      section: "admin",
      nav: { group: "Admin", label: "Orders", icon: "pi pi-shopping-bag" },
      allow: (flags) => canUseProviderArea(flags, "orders"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./orders/OrdersPage")).OrdersPage }),
  },
  {
    path: "/license-orders",
    handle: {
      name: "license-orders",
      section: "admin",
      nav: { group: "Admin", label: "Licence orders", icon: "pi pi-verified" },
      allow: (flags) => canUseProviderArea(flags, "licenseOrders"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./licences/LicenceOrdersPage")).LicenceOrdersPage }),
  },
  {
    path: "/delivery-companies",
    handle: {
      name: "delivery-companies",
      section: "admin",
      nav: { group: "Admin", label: "Delivery companies", icon: "pi pi-truck" },
      allow: (flags) => canUseProviderArea(flags, "deliveryCompanies"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./deliveryCompanies/DeliveryCompaniesPage")).DeliveryCompaniesPage }),
  },
  {
    path: "/settings",
    handle: {
      name: "provider-settings",
      section: "admin",
      nav: { group: "Admin", label: "Settings", icon: "pi pi-cog" },
      allow: (flags) => canUseProviderArea(flags, "settings"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./settings/ProviderSettingsPage")).ProviderSettingsPage }),
  },
  {
    path: "/payments",
    handle: {
      name: "payments",
      section: "admin",
      nav: { group: "Admin", label: "Payments", icon: "pi pi-wallet" },
      allow: (flags) => canUseProviderArea(flags, "payments"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./payments/PaymentsPage")).PaymentsPage }),
  },
  {
    path: "/provider-team",
    handle: {
      name: "provider-team",
      section: "admin",
      nav: { group: "Admin", label: "Provider team", icon: "pi pi-users" },
      allow: (flags) => flags.isAdmin,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./team/ProviderTeamPage")).ProviderTeamPage }),
  },
  {
    path: "/util",
    handle: {
      name: "util",
      section: "admin",
      nav: { group: "Admin", label: "Util", icon: "pi pi-wrench" },
      allow: (flags) => canUseProviderArea(flags, "util"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./util/UtilPage")).UtilPage }),
  },
];
