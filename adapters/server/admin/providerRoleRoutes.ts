// The provider team's roles (ARCHITECTURE §3, pinned): `PUT /api/v2/admin/provider-roles/{phoneNumber}
// {role: "staff"|"admin"|null}`, admin only (403 'You are not allowed to do this' otherwise); the
// phone must belong to a registered user ('Invalid user', 404); null removes the role; the
// user's next token carries it. Answers {userId, role}.
// Decision where the contract is silent: the phone in the path is read like every phone input
// (national or international form), and an admin may not change their own role (403), so the
// provider is never left without the admin who made the change.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { setProviderRole } from "../../../domain/auth/application/setProviderRole";
import { ProviderRole, flagsFor } from "../../../domain/auth/roles";
import { PhoneNumberSchema } from "../../../domain/shared/phone";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

const RoleBody = Schema.Struct({ role: Schema.NullOr(ProviderRole) });
const PhoneParam = Schema.Struct({ phoneNumber: PhoneNumberSchema });

export const providerRoleRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
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
