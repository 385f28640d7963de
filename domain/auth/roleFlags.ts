// The derived flags of spec 1 §6, computed once from a user's claims (roles.ts). Apart from the
// claims' Schemas so that the UI's session, which runs before the first frame, does not bring
// effect's Schema into the first load (issue 14, initial JS); the claims are imported as a type.
// Decisions where the spec is silent:
// - A user may hold both provider roles; admin wins (isAdmin) and staff adds nothing to it.
// - `canSwitchUser` (spec 1 §6: admin, staff, or a user already debugging) and
//   `canListenLive` (admin or staff; the country check belongs to the caller) are flags too, so
//   the server and the UI read one definition.
import type { UserClaims } from "./roles";

export interface RoleFlags {
  readonly isAdmin: boolean;
  readonly isStaff: boolean;
  readonly isAgent: boolean;
  readonly isDebugUser: boolean;
  readonly isAdminOrStaff: boolean;
  readonly isAdminOrStaffOrAgent: boolean;
  readonly canSwitchUser: boolean;
  readonly canListenLive: boolean;
}

export const flagsFor = (claims: UserClaims): RoleFlags => {
  const isAdmin = claims.roles.includes("admin");
  const isStaff = claims.roles.includes("staff");
  const isAgent = claims.agentIds.length > 0;
  const isDebugUser = claims.debugBy !== undefined;
  const isAdminOrStaff = isAdmin || isStaff;
  return {
    isAdmin,
    isStaff,
    isAgent,
    isDebugUser,
    isAdminOrStaff,
    isAdminOrStaffOrAgent: isAdminOrStaff || isAgent,
    canSwitchUser: isAdminOrStaff || isDebugUser,
    canListenLive: isAdminOrStaff,
  };
};
