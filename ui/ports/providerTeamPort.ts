// The Provider team page's port (issue 18): the provider's admins and staff, a page at a time, and
// the pinned role change (`PUT /admin/provider-roles/{phoneNumber} {role}`, null removes it), as
// types only. Rows are the domain's response Schemas' types; pages are asked by 0-based number.
import type { ProviderTeamMember, ProviderTeamPage } from "../../domain/auth/providerTeamView";
import type { ProviderRole } from "../../domain/auth/roles";

export type { ProviderRole, ProviderTeamMember, ProviderTeamPage };

export interface ProviderTeamPort {
  readonly listTeam: (page: number) => Promise<ProviderTeamPage>;
  /** Gives the registered user of `phoneNumber` exactly `role`; null removes their role. */
  readonly setRole: (phoneNumber: string, role: ProviderRole | null) => Promise<void>;
}
