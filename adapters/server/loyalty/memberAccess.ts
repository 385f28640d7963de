// Who may touch a member: the caller needs `read` (lists, details, reports) or `update` (every
// write) on Membership in the member's business (spec 2 §6), checked on the STORED member row's
// businessId. A member of another business answers 404 'Member not found', like a missing one,
// so ids of other tenants are never confirmed (the application functions refuse it too).
import type { FastifyRequest } from "fastify";
import type { Action } from "../../../domain/auth/permissions";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { MEMBER_NOT_FOUND } from "../../../domain/loyalty/member/member";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import type { MemberRef } from "../../../domain/loyalty/application/memberUnit";
import { businessFor } from "../business/access";
import { type Caller, callerOf } from "../business/caller";
import type { EngineRuntime } from "../engineRuntime";

export type ByMember = { Params: { businessId: string; memberId: string } };

/** The business the caller may act on in the loyalty area, else 404 or 403. */
export const membershipBusiness = async (caller: Caller, businessId: string, action: Action): Promise<string> =>
  String((await businessFor(caller, businessId, action, "Membership")).id);

/** The member row of this business, else 404 'Member not found'. */
export const memberRowIn = async (caller: Caller, businessId: string, memberId: string): Promise<Row> => {
  const row = await caller.engine.store.readModels.get(MEMBERS_TABLE, memberId);
  if (row === undefined || row.businessId !== businessId) throw new DomainError(MEMBER_NOT_FOUND, 404);
  return row;
};

/** The caller and the member of the business it may update, else 401/403/404. */
export const memberCaller = async (request: FastifyRequest<ByMember>, engine: EngineRuntime): Promise<{ readonly caller: Caller; readonly ref: MemberRef }> => {
  const caller = await callerOf(request, engine);
  const businessId = await membershipBusiness(caller, request.params.businessId, "update");
  const memberId = String((await memberRowIn(caller, businessId, request.params.memberId)).id);
  return { caller, ref: { businessId, memberId } };
};
