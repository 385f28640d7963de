// A business's team (spec 1 §6 'team (permission)', §7 "find user in business"), under /api/v2:
//   GET    /businesses/{businessId}/team                 → [{userId, name, phoneNumber, owner, grants}]
//   POST   /businesses/{businessId}/team  {phoneNumber, grants}  → the new member
//   PUT    /businesses/{businessId}/team/{userId}  {grants}      → the member
//   DELETE /businesses/{businessId}/team/{userId}                → {userId}
//   GET    /user/b/{businessId}/phone/{phone}  → {id, name, phoneNumber, permission (or null)}
//   GET    /user/b/{businessId}/email/{email}  → the same, found by email ('Invalid email', 400)
// Reading needs `read Permission` in the business, each write its action on Permission.
// Decisions where the spec is silent:
// - A caller may grant only what it holds itself in that business ('You cannot grant
//   permissions you do not have', 403), so a member with team rights cannot raise anyone (or
//   itself) above its own rights; the owner holds everything.
// - A phone without an account is 'Invalid user' (404); a malformed one 'Invalid phone no'.
// - Email: accounts are opened by phone and carry no email today (spec 1 §3 lists none), so the
//   lookup matches the `email` field of the users read model (trimmed, lower-cased) and answers
//   'Invalid user' (404) when none holds it, as for an unknown phone.
import { subject } from "@casl/ability";
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { userOfPhone } from "../../../domain/auth/application/phoneOwner";
import { PERMISSION_RECORDS_TABLE } from "../../../domain/auth/permissions";
import { INVALID_USER } from "../../../domain/auth/user";
import { USERS_TABLE } from "../../../domain/auth/users.projection";
import { changeMemberGrants } from "../../../domain/business/application/changeMemberGrants";
import { inviteTeamMember } from "../../../domain/business/application/inviteTeamMember";
import { removeTeamMember } from "../../../domain/business/application/removeTeamMember";
import { permissionRecordKey } from "../../../domain/business/permissionRecords.projection";
import { type Grant, InviteMemberInput, MemberGrantsInput } from "../../../domain/business/team";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { EmailSchema, normaliseEmail } from "../../../domain/shared/email";
import { PhoneNumberSchema } from "../../../domain/shared/phoneNumberSchema";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { businessFor } from "./access";
import { type Caller, callerOf } from "./caller";

export const GRANT_BEYOND_OWN = "You cannot grant permissions you do not have";

type ByBusiness = { Params: { businessId: string } };
type ByMember = { Params: { businessId: string; userId: string } };
const PhoneParam = Schema.Struct({ phone: PhoneNumberSchema });
const EmailParam = Schema.Struct({ email: EmailSchema });

const ensureGrantable = (caller: Caller, businessId: string, grants: ReadonlyArray<Grant>): void => {
  const beyond = grants.some((grant) => !caller.user.ability.can(grant.action, subject(grant.subject, { businessId })));
  if (beyond) throw new DomainError(GRANT_BEYOND_OWN, 403);
};

export const teamRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  const memberView = async (record: Row) => {
    const user = await readModels.get(USERS_TABLE, String(record.userId));
    return { userId: record.userId, name: user?.name ?? null, phoneNumber: user?.phoneNumber ?? null, owner: record.owner, grants: record.grants };
  };
  const recordOf = (userId: string, businessId: string) => readModels.get(PERMISSION_RECORDS_TABLE, permissionRecordKey(userId, businessId));

  app.get<ByBusiness>("/businesses/:businessId/team", async (request) => {
    const caller = await callerOf(request, engine);
    await businessFor(caller, request.params.businessId, "read", "Permission");
    const { rows } = await readModels.list(PERMISSION_RECORDS_TABLE, { where: { businessId: request.params.businessId } });
    return success(await Promise.all(rows.map(memberView)));
  });

  app.post<ByBusiness>("/businesses/:businessId/team", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await businessFor(caller, businessId, "create", "Permission");
    const { phoneNumber, grants } = decodeBody(InviteMemberInput, request.body);
    ensureGrantable(caller, businessId, grants);
    const userId = await inviteTeamMember(engine, { businessId, phoneNumber, grants }, caller.options(`invite-${businessId}`));
    const record = await recordOf(userId, businessId);
    return success(record === undefined ? null : await memberView(record));
  });

  app.put<ByMember>("/businesses/:businessId/team/:userId", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, userId } = request.params;
    await businessFor(caller, businessId, "update", "Permission");
    const { grants } = decodeBody(MemberGrantsInput, request.body);
    ensureGrantable(caller, businessId, grants);
    await changeMemberGrants(engine, { businessId, userId, grants }, caller.options());
    const record = await recordOf(userId, businessId);
    return success(record === undefined ? null : await memberView(record));
  });

  app.delete<ByMember>("/businesses/:businessId/team/:userId", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, userId } = request.params;
    await businessFor(caller, businessId, "delete", "Permission");
    await removeTeamMember(engine, { businessId, userId }, caller.options());
    return success({ userId });
  });

  app.get<{ Params: { businessId: string; phone: string } }>("/user/b/:businessId/phone/:phone", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await businessFor(caller, businessId, "read", "Permission");
    const { phone } = decodeBody(PhoneParam, { phone: request.params.phone });
    const userId = await userOfPhone(engine.runner, phone);
    const user = await readModels.get(USERS_TABLE, userId);
    if (user === undefined) throw new DomainError(INVALID_USER, 404);
    const permission = (await recordOf(userId, businessId)) ?? null;
    return success({ id: userId, name: user.name, phoneNumber: user.phoneNumber, permission });
  });

  app.get<{ Params: { businessId: string; email: string } }>("/user/b/:businessId/email/:email", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await businessFor(caller, businessId, "read", "Permission");
    const { email } = decodeBody(EmailParam, { email: request.params.email });
    const [user] = (await readModels.list(USERS_TABLE, { where: { email: normaliseEmail(email) }, limit: 1 })).rows;
    if (user === undefined) throw new DomainError(INVALID_USER, 404);
    const userId = String(user.userId);
    const permission = (await recordOf(userId, businessId)) ?? null;
    return success({ id: userId, name: user.name, phoneNumber: user.phoneNumber, permission });
  });
};
