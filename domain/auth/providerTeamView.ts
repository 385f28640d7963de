// The provider team's answers (issue 18, `GET /admin/provider-roles`): each admin or staff user of
// the provider with their role and who granted it when, as response Schemas the server encodes
// and the UI decodes. Built from rows of the `users` read model (users.projection.ts).
// Decisions where the spec is silent:
// - A grant made with no actor (the provisioned admin) has `grantedBy` null; one whose actor is
//   not a user (the demo seed's `system:demo-data`) keeps that actor with an empty name.
import { Schema } from "effect";
import { ProviderRole } from "./roles";
import { type UserRow, providerRoleOf } from "./users.projection";

export const TeamGrantor = Schema.Struct({ userId: Schema.String, name: Schema.String });
export type TeamGrantor = typeof TeamGrantor.Type;

export const ProviderTeamMember = Schema.Struct({
  userId: Schema.String,
  name: Schema.String,
  phoneNumber: Schema.String,
  role: ProviderRole,
  grantedBy: Schema.NullOr(TeamGrantor),
  grantedAt: Schema.NullOr(Schema.String),
});
export type ProviderTeamMember = typeof ProviderTeamMember.Type;

export const ProviderTeamPage = Schema.Struct({
  resources: Schema.Array(ProviderTeamMember),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});
export type ProviderTeamPage = typeof ProviderTeamPage.Type;

/** A team row as answered, the grantor's name looked up by `nameOf`; undefined for a user off the team. */
export const teamMemberOf = (row: UserRow, nameOf: (userId: string) => string | undefined): ProviderTeamMember | undefined => {
  const role = providerRoleOf(row.roles);
  if (role === null) return undefined;
  const grantor = row.grantedBy ?? null;
  return {
    userId: row.userId,
    name: row.name,
    phoneNumber: row.phoneNumber,
    role,
    grantedBy: grantor === null ? null : { userId: grantor, name: nameOf(grantor) ?? "" },
    grantedAt: row.grantedAt ?? null,
  };
};
