// Owns: who may use each entry of the provider admin section (spec 1 §6 "Admin menu
// visibility"), read by the drawer (route handles) and by the server routes behind each page, so
// an entry hidden from a role is also refused to it.
// Decision where the spec is silent: the Machine Lab (issue 8, issue 18) is not an admin menu
// entry of the spec; its rule lives with it (ui/lab/labAccess.ts).
import type { RoleFlags } from "./roleFlags";

export type ProviderArea =
  | "agentList"
  | "licenseOrders"
  | "deliveryCompanies"
  | "rewardJob"
  | "payments"
  | "settings"
  | "restaurantTags"
  | "orders"
  | "util"
  | "businessList"
  | "dealerLead"
  | "restaurantList";

export const canUseProviderArea = (flags: RoleFlags, area: ProviderArea): boolean => {
  switch (area) {
    case "agentList":
    case "licenseOrders":
    case "deliveryCompanies":
    case "rewardJob":
    case "payments":
    case "settings":
      return flags.isAdmin;
    case "restaurantTags":
    case "orders":
    case "util":
      return flags.isAdminOrStaff;
    case "businessList":
    case "dealerLead":
    case "restaurantList":
      return flags.isAdminOrStaffOrAgent;
    default: {
      const unknown: never = area;
      return unknown;
    }
  }
};
