// The business area's routes (spec 1 §2 "Business list (paged, searchable) and business
// create/update/delete", company legal info), with the restaurant area's (ui/restaurant) after
// them, for the app layout's children:
//   /businesses            business-list        admin section; admin, staff and agent users
//   /create-business       create-business
//   /b/:businessId         business-overview
//   /b/:businessId/edit    business-edit        needs update on the Business (businessAccess.ts)
//   /b/:businessId/company company-legal-info   needs update on the Business
//   /b/:businessId/team    business-team        the team and its roles (needs read Permission)
// Each page is a lazy chunk; handles carry the route name, layout section and drawer entry.
import type { RouteObject } from "react-router";
import { businessEditAccess } from "../../domain/auth/businessAccess";
import { canUseProviderArea } from "../../domain/auth/providerAreas";
import type { RouteHandle } from "../app/routeHandle";
import { restaurantRoutes } from "./restaurants";
import { BUSINESS_LIST_PATH, CREATE_BUSINESS_PATH } from "../app/paths/businessPaths";

const BUSINESS_PATH = "/b/:businessId";

export const businessRoutes: RouteObject[] = [
  {
    path: BUSINESS_LIST_PATH,
    handle: {
      name: "business-list",
      section: "admin",
      nav: { group: "Admin", label: "Business list", icon: "pi pi-briefcase" },
      allow: (flags) => canUseProviderArea(flags, "businessList"),
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./list/BusinessListPage")).BusinessListPage }),
  },
  {
    path: CREATE_BUSINESS_PATH,
    handle: { name: "create-business", section: "business" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./create/CreateBusinessPage")).CreateBusinessPage }),
  },
  {
    path: BUSINESS_PATH,
    handle: { name: "business-overview", section: "business", nav: { group: "Business", label: "Overview", icon: "pi pi-home" } } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./overview/BusinessOverviewPage")).BusinessOverviewPage }),
  },
  {
    path: `${BUSINESS_PATH}/edit`,
    handle: {
      name: "business-edit",
      section: "business",
      nav: { group: "Business", label: "Business profile", icon: "pi pi-pencil" },
      rights: businessEditAccess,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./edit/EditBusinessPage")).EditBusinessPage }),
  },
  {
    path: `${BUSINESS_PATH}/company`,
    handle: {
      name: "company-legal-info",
      section: "business",
      nav: { group: "Business", label: "Company legal info", icon: "pi pi-building" },
      rights: businessEditAccess,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./company/CompanyPage")).CompanyPage }),
  },
  {
    path: `${BUSINESS_PATH}/team`,
    handle: {
      name: "business-team",
      section: "business",
      nav: { group: "Business", label: "Team", icon: "pi pi-users" },
      rights: { action: "read", subject: "Permission" },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./team/TeamPage")).TeamPage }),
  },
  ...restaurantRoutes,
];
