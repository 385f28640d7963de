// Who a signed-in user is, as far as authorisation cares (spec 1 §6): the token's role claim
// (admin or staff: provider roles), agent records (an agent is anyone with at least one), and the
// debug-by claim of an impersonation. The derived flags of spec 1 §6 are computed here, once.
// Decisions where the spec is silent:
// - A user may hold both provider roles; admin wins (isAdmin) and staff adds nothing to it.
// - `canSwitchUser` (spec 1 §6: admin, staff, or a user already debugging) and
//   `canListenLive` (admin or staff; the country check belongs to the caller) are flags too, so
//   the server and the UI read one definition.
import { Schema } from "effect";
import { Id } from "./fields";

export const ProviderRole = Schema.Literals(["admin", "staff"]);
export type ProviderRole = typeof ProviderRole.Type;

export const UserClaims = Schema.Struct({
  userId: Id,
  roles: Schema.Array(ProviderRole),
  /** Ids of the agent (reseller/dealer) records this user owns; empty for non-agents. */
  agentIds: Schema.Array(Id),
  /** The admin or staff user id impersonating this user (the token's debug-by claim). */
  debugBy: Schema.optionalKey(Id),
});
export type UserClaims = typeof UserClaims.Type;

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
