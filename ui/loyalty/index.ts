// The marketing area's frame and its loyalty routes (spec 1 §2, spec 2 §2), for the app layout's
// children. /b/:businessId/marketing runs the marketing-setting check (MarketingSettingGate);
// under it, loyalty/ reads the programme and applies the setup/overview redirects (LoyaltyArea):
//   loyalty                    membership-landing   'Get started'
//   loyalty/setup              membership-setup
//   loyalty/overview           membership-overview  drawer: Loyalty > Overview
//   loyalty/tier               membership-tier      drawer: Loyalty > Leveling
//   loyalty/tier/:tier         (one-based tier panel)   loyalty/tier/level/:level (level panel)
//   loyalty/member             membership-member    drawer: Loyalty > Member
//   loyalty/report             membership-report    drawer: Loyalty > Transaction
//   loyalty/reward             membership-reward    drawer: Loyalty > Reward
//   loyalty/benefit            membership-benefit   drawer: Loyalty > Benefit
//   loyalty/store              membership-store     drawer: Loyalty > Store
//   loyalty/store/:categoryIndex/bundle/:bundleIndex  (bundle panel, zero-based; "new" adds one)
//   loyalty/setting            membership-setting   drawer: Loyalty > Setting
// Every route is in the marketing section (back button 'Back to business'); the Loyalty drawer
// entries need manage on Membership in the business (spec 2 §6). Other marketing
// children (vouchers, promotions) join MARKETING_PATH's children.
// Decision where the spec is silent: the drawer lists only the loyalty pages that exist.
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../app/routeHandle";
import { LANDING_ROUTE, LOYALTY_SEGMENT, MARKETING_PATH, SETUP_ROUTE } from "../app/paths/loyaltyPaths";

const LOYALTY_GROUP = "Loyalty";
const rights = { action: "manage", subject: "Membership" } as const;

const tierPage = async () => ({ Component: (await import("./tier/TierPage")).TierPage });
/** The tier and level panels are drawn by the tier page from the address; the child routes only match it. */
const Panel = () => null;

export const loyaltyRoute: RouteObject = {
  path: LOYALTY_SEGMENT,
  handle: { section: "marketing" } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./entry/LoyaltyArea")).LoyaltyArea }),
  children: [
    {
      index: true,
      handle: { name: LANDING_ROUTE, section: "marketing" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./entry/LoyaltyLandingPage")).LoyaltyLandingPage }),
    },
    {
      path: "setup",
      handle: { name: SETUP_ROUTE, section: "marketing" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./setup/SetupPage")).SetupPage }),
    },
    {
      path: "overview",
      handle: { name: "membership-overview", section: "marketing", nav: { group: LOYALTY_GROUP, label: "Overview", icon: "pi pi-chart-bar" }, rights } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./overview/OverviewPage")).OverviewPage }),
    },
    {
      path: "member",
      handle: { name: "membership-member", section: "marketing", nav: { group: LOYALTY_GROUP, label: "Member", icon: "pi pi-users" }, rights } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./members/MembersPage")).MembersPage }),
    },
    {
      path: "report",
      handle: { name: "membership-report", section: "marketing", nav: { group: LOYALTY_GROUP, label: "Transaction", icon: "pi pi-list" }, rights } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./transactions/TransactionsPage")).TransactionsPage }),
    },
    {
      path: "setting",
      handle: { name: "membership-setting", section: "marketing", nav: { group: LOYALTY_GROUP, label: "Setting", icon: "pi pi-cog" }, rights } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./settings/SettingsPage")).SettingsPage }),
    },
    {
      path: "store",
      handle: { name: "membership-store", section: "marketing", nav: { group: LOYALTY_GROUP, label: "Store", icon: "pi pi-shopping-bag" }, rights } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./store/StorePage")).StorePage }),
      children: [
        { path: ":categoryIndex/bundle/:bundleIndex", handle: { name: "membership-store-bundle", section: "marketing" } satisfies RouteHandle, Component: Panel },
      ],
    },
    {
      path: "benefit",
      handle: { name: "membership-benefit", section: "marketing", nav: { group: LOYALTY_GROUP, label: "Benefit", icon: "pi pi-gift" }, rights } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./benefits/BenefitsPage")).BenefitsPage }),
    },
    {
      path: "reward",
      handle: { name: "membership-reward", section: "marketing", nav: { group: LOYALTY_GROUP, label: "Reward", icon: "pi pi-ticket" }, rights } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./rewards/RewardsPage")).RewardsPage }),
    },
    {
      path: "tier",
      handle: { name: "membership-tier", section: "marketing", nav: { group: LOYALTY_GROUP, label: "Leveling", icon: "pi pi-sort-amount-up" }, rights } satisfies RouteHandle,
      lazy: tierPage,
      children: [
        { path: "level/:level", handle: { name: "membership-tier-level", section: "marketing" } satisfies RouteHandle, Component: Panel },
        { path: ":tier", handle: { name: "membership-tier-panel", section: "marketing" } satisfies RouteHandle, Component: Panel },
      ],
    },
  ],
};

export const marketingRoute: RouteObject = {
  path: MARKETING_PATH,
  handle: { section: "marketing" } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import("./entry/MarketingSettingGate")).MarketingSettingGate }),
  children: [loyaltyRoute],
};
