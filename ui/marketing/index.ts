// The marketing area's own pages (spec 3 §2, spec 1 §2), as children of the area's layout route
// /b/:businessId/marketing (ui/loyalty's marketing-setting gate; `withMarketingPages` joins them):
//   (index)    → overview
//   overview   marketing-overview   drawer: Marketing > Overview
//   promotion  marketing-promotion  manage Promotion
//   voucher    marketing-voucher    manage Voucher
//   feedback   marketing-feedback   manage Voucher
// Every page is in the 'marketing' section (its back button reads 'Back to business') and gates
// itself by the user's rights in the business (frame/MarketingFrame.tsx), which also draws the
// area's menu of the sections the user may use.
import { createElement } from "react";
import { Navigate, type RouteObject } from "react-router";
import { marketingOverviewAccess } from "../../domain/auth/businessAccess";
import type { RouteHandle } from "../app/routeHandle";

const section = "marketing" as const;

export const marketingChildRoutes: RouteObject[] = [
  { index: true, handle: { section } satisfies RouteHandle, element: createElement(Navigate, { to: "overview", replace: true }) },
  {
    path: "overview",
    handle: { name: "marketing-overview", section, nav: { group: "Marketing", label: "Overview", icon: "pi pi-megaphone" }, rights: marketingOverviewAccess } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./overview/MarketingOverviewPage")).MarketingOverviewPage }),
  },
  {
    path: "promotion",
    handle: { name: "marketing-promotion", section } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./promotion/PromotionListPage")).PromotionListPage }),
  },
  {
    path: "voucher",
    handle: { name: "marketing-voucher", section } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./voucher/VoucherListPage")).VoucherListPage }),
  },
  {
    path: "feedback",
    handle: { name: "marketing-feedback", section } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./feedback/FeedbackRewardPage")).FeedbackRewardPage }),
  },
];

/** The marketing area's layout route with these pages among its children. */
export const withMarketingPages = (area: RouteObject): RouteObject =>
  area.index === true ? area : { ...area, children: [...(area.children ?? []), ...marketingChildRoutes] };
