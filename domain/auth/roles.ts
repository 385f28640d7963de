// Who a signed-in user is, as far as authorisation cares (spec 1 §6): the token's role claim
// (admin or staff: provider roles), agent records (an agent is anyone with at least one), and the
// debug-by claim of an impersonation, as the Schemas tokens are decoded with. The flags derived
// from them (spec 1 §6) are roleFlags.ts: the UI's session computes them on every page, and this
// module's Schemas are not needed for that (they stay off the first load, issue 14).
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
