// Owns: the addresses of the loyalty screens (spec 2 §2) and the names of the routes the loyalty
// area's redirects look at. The marketing area is
// /b/{businessId}/marketing (spec 1 §2); its loyalty child is `loyalty`, and the spec's loyalty
// children (setup, overview, tier, ...) live under it, so membership-overview never collides
// with marketing-overview. Decision where the spec is silent: `tier/{tier}` carries the tier
// number as shown (one-based, T1 is the base tier); `tier/level/{level}` the level itself.
import { businessOverviewPath } from "./businessPaths";

export const MARKETING_PATH = "/b/:businessId/marketing";
export const LOYALTY_SEGMENT = "loyalty";
export const LANDING_ROUTE = "membership-landing";
export const SETUP_ROUTE = "membership-setup";

export const loyaltyPath = (businessId: string): string => `${businessOverviewPath(businessId)}/marketing/${LOYALTY_SEGMENT}`;
export const setupPath = (businessId: string): string => `${loyaltyPath(businessId)}/setup`;
export const overviewPath = (businessId: string): string => `${loyaltyPath(businessId)}/overview`;
export const tierPagePath = (businessId: string): string => `${loyaltyPath(businessId)}/tier`;
/** `tierNumber` is one-based, as shown. */
export const tierPath = (businessId: string, tierNumber: number): string => `${tierPagePath(businessId)}/${tierNumber}`;
export const levelPath = (businessId: string, level: number): string => `${tierPagePath(businessId)}/level/${level}`;
export const memberPagePath = (businessId: string): string => `${loyaltyPath(businessId)}/member`;
export const reportPath = (businessId: string): string => `${loyaltyPath(businessId)}/report`;
export const settingPath = (businessId: string): string => `${loyaltyPath(businessId)}/setting`;
export const storePath = (businessId: string): string => `${loyaltyPath(businessId)}/store`;
/** A bundle panel: indexes as the store lists them (zero-based); `"new"` adds one to the category. */
export const bundlePath = (businessId: string, categoryIndex: number, bundleIndex: number | "new"): string =>
  `${storePath(businessId)}/${categoryIndex}/bundle/${bundleIndex}`;
export const benefitPath = (businessId: string): string => `${loyaltyPath(businessId)}/benefit`;
export const rewardPagePath = (businessId: string): string => `${loyaltyPath(businessId)}/reward`;
