// Owns: the addresses of the restaurant screens, under their business (/b/{businessId}, see
// ui/app/paths/businessPaths.ts): the list, creation, and one page per settings group named like
// its API group (spec 1 §3, §7: /restaurants/{id}/{group}).
import { businessOverviewPath } from "./businessPaths";

export const restaurantListPath = (businessId: string): string => `${businessOverviewPath(businessId)}/restaurants`;
export const createRestaurantPath = (businessId: string): string => `${restaurantListPath(businessId)}/new`;
export const restaurantPath = (businessId: string, restaurantId: string): string =>
  `${restaurantListPath(businessId)}/${encodeURIComponent(restaurantId)}`;
export const restaurantSettingsPath = (businessId: string, restaurantId: string, group: string): string =>
  `${restaurantPath(businessId, restaurantId)}/${group}`;
