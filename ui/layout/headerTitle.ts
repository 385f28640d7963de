// The header's name rule (spec 1 §2): the user's display name for admin, staff or agent users,
// otherwise the name of the business being worked on (none outside a business). Roles come from
// the session's token; whether the user is an agent, only from their profile (GET /my/user).
import type { RoleFlags } from "../../domain/auth/roleFlags";
import type { CurrentUser } from "../ports/authPort";

/** True when the header shows the user's own name; false for a business's name; null until the profile is known. */
export const headsWithOwnName = (flags: RoleFlags, user: CurrentUser | null): boolean | null =>
  flags.isAdminOrStaff || (user === null ? null : user.isAgent);

export const headerTitle = (ownName: boolean | null, user: CurrentUser | null, businessName: string | null): string | null =>
  ownName === null ? null : ownName ? (user?.name ?? null) : businessName;
