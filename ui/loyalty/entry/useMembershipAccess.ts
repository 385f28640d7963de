// Whether the signed-in user may use the loyalty screens of a business (spec 2 §6: manage on the
// membership subject), from their rights in it (ui/session/useBusinessRights.ts).
// Null while the rights load.
import { type BusinessRight, useBusinessRights } from "../../session/useBusinessRights";

export const MANAGE_MEMBERSHIP: BusinessRight = { action: "manage", subject: "Membership" };

export const useMembershipAccess = (businessId: string): boolean | null => {
  const can = useBusinessRights(businessId);
  return can === null ? null : can(MANAGE_MEMBERSHIP);
};
