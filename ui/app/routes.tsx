// The route table (spec 1 §2): the auth screens behind the guest guard, every signed-in page
// (home, the business and restaurant areas, the Machine Lab) inside the app layout behind the
// signed-in guard, the member-facing pages (ui/customer: a voucher link, a member store address),
// and the public not-found page for any other path. The root applies a
// `country` query parameter before navigation and shows a spinner while the first page's code
// loads; each page is a lazy chunk. Exported as data so tests can mount it in a memory router.
import type { RouteObject } from "react-router";
import { adminRoutes } from "../admin";
import { authRoutes } from "../auth";
import { businessRoutes } from "../business";
import { customerRoutes } from "../customer";
import { labRoute } from "../lab";
import { countryQueryLoader } from "../layout/country/countryChoice";
import { marketingRoute } from "../loyalty";
import { withMarketingPages } from "../marketing";
import { menuRoutes } from "../menu";
import { reportRoutes } from "../report";
import { notFoundRoute } from "../shell";
import { PageLoading } from "../shell/PageLoading";
import { GuestOnly, SignedInOnly } from "./guards";
import { PublicLayout } from "./PublicLayout";
import { RootFrame } from "./RootFrame";
import type { RouteHandle } from "./routeHandle";
import { indexRoutes } from "./routeIndex";

const pages: RouteObject[] = [
  { element: <GuestOnly />, children: [authRoutes] },
  {
    element: <SignedInOnly />,
    children: [
      {
        lazy: async () => ({ Component: (await import("../layout/AppLayout")).AppLayout }),
        children: [
          {
            index: true,
            handle: { name: "home" } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import("./HomeLanding")).HomeLanding }),
          },
          ...businessRoutes,
          ...menuRoutes,
          ...adminRoutes,
          ...reportRoutes,
          withMarketingPages(marketingRoute),
          labRoute,
        ],
      },
    ],
  },
  customerRoutes,
  { element: <PublicLayout />, children: [notFoundRoute] },
];

export const routes: RouteObject[] = [
  {
    element: <RootFrame routeIndex={indexRoutes(pages)} />,
    loader: countryQueryLoader,
    hydrateFallbackElement: <PageLoading />,
    children: pages,
  },
];
