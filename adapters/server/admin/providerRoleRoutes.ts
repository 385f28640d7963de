// The provider team's roles (ARCHITECTURE §3, pinned): `PUT /api/v2/admin/provider-roles/{phoneNumber}
// {role: "staff"|"admin"|null}`, admin only (403 'You are not allowed to do this' otherwise); the
// phone must belong to a registered user ('Invalid user', 404); null removes the role; the
// user's next token carries it. Answers {userId, role}.
// Decision where the contract is silent: the phone in the path is read like every phone input
// (national or international form), and an admin may not change their own role (403), so the
// provider is never left without the admin who made the change.
// The provider team page reads (issue 18), admin only as the PUT:
//   GET /admin/provider-roles?skip&limit → paged ProviderTeamMember rows (domain/auth/
//       providerTeamView.ts) by name: each admin or staff user, their role, who granted it, when.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { setProviderRole } from "../../../domain/auth/application/setProviderRole";
import { ProviderTeamPage, teamMemberOf } from "../../../domain/auth/providerTeamView";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { ProviderRole } from "../../../domain/auth/roles";
import { USERS_TABLE, readUserRow, UserRow } from "../../../domain/auth/users.projection";
import { PhoneNumberSchema } from "../../../domain/shared/phoneNumberSchema";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { TOTAL_CAP, pageOf } from "../business/paging";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

const RoleBody = Schema.Struct({ role: Schema.NullOr(ProviderRole) });
const PhoneParam = Schema.Struct({ phoneNumber: PhoneNumberSchema });
const decodeRow = Schema.decodeUnknownSync(UserRow);

export const providerRoleRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  app.get("/admin/provider-roles", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(flagsFor(caller.user.claims).isAdmin);
    const { offset, limit } = pageOf(request.query);
    const { rows, total } = await readModels.list(USERS_TABLE, {
      where: { onProviderTeam: true }, orderBy: { field: "name", direction: "asc" }, limit, offset, totalCap: TOTAL_CAP,
    });
    const users = rows.map((row) => decodeRow(row));
    const grantors = new Map<string, string | undefined>();
    for (const grantor of new Set(users.flatMap((user) => (user.grantedBy == null ? [] : [user.grantedBy])))) {
      grantors.set(grantor, (await readUserRow(readModels.get, grantor))?.name);
    }
    const resources = users.flatMap((user) => teamMemberOf(user, (id) => grantors.get(id)) ?? []);
    return success(Schema.encodeSync(ProviderTeamPage)({ resources, pagination: { totalResources: total } }));
  });

  app.put<{ Params: { phoneNumber: string } }>("/admin/provider-roles/:phoneNumber", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(flagsFor(caller.user.claims).isAdmin);
    const { phoneNumber } = decodeBody(PhoneParam, request.params);
    const { role } = decodeBody(RoleBody, request.body);
    forbidUnless(phoneNumber !== caller.user.phoneNumber);
    const userId = await setProviderRole(engine, { phoneNumber, role }, caller.options());
    return success({ userId, role });
  });
};
