// Who is calling: what `requireUser(request)` resolves for a valid bearer token. Every route
// checks its subject against `ability` on the server (never trusting the UI's menu hiding),
// with the businessId taken from the stored resource, not from the request body.
import type { AppAbility } from "../../../domain/auth/permissions";
import type { UserClaims } from "../../../domain/auth/roles";

export interface AuthenticatedUser {
  readonly userId: string;
  readonly phoneNumber: string;
  readonly name: string;
  readonly claims: UserClaims;
  readonly ability: AppAbility;
  /** Set while an admin or staff user is switched into this user (the token's debug-by claim). */
  readonly debugBy?: string;
}
