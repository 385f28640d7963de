// The member calls (spec 2 §7; ARCHITECTURE §3), under /api/v2/businesses/{businessId}/membership:
//   POST /members {phoneNumber, name?, birthday?, cardNo?} (Idempotency-Key) → the member with
//        the on-join reward's `rewardClaims` (domain/loyalty/application/enrolMember.ts)
//   GET  /members ?limit&skip&sortBy&descending&search → {resources, pagination.totalResources}
//   GET  /members/{memberId}                          → the member
//   PUT  /members/{memberId} {level, experience, cardNo?, titles?, _rev?} → the member (edit)
//   PUT  /members/{memberId} {stat, totalSpent?}      → the member ('Member stat updated')
// Reads need `read Membership`, writes `update Membership` in the business (memberAccess.ts);
// each write is one application function of domain/loyalty/application.
// Decisions where the spec is silent: the list is sorted by `sortBy` (name, phoneNumber, cardNo,
// level, experience, joinedAt, balance, totalSpentAmount, visitCount, lastVisit; `-field` or
// `descending=true` for descending), newest members first by default; search and totals as
// domain/loyalty/member/memberList.ts decides them.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { loadProgramme } from "../../../domain/loyalty/application/activeProgramme";
import { editMember } from "../../../domain/loyalty/application/editMember";
import { enrolMember } from "../../../domain/loyalty/application/enrolMember";
import { updateMemberStat } from "../../../domain/loyalty/application/updateMemberStat";
import { EnrolInput, MemberEditInput, StatBody } from "../../../domain/loyalty/member/memberInput";
import { memberPage } from "../../../domain/loyalty/member/memberList";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { type Caller, callerOf } from "../business/caller";
import { pageOf } from "../business/paging";
import { type ByMember, memberCaller, memberRowIn, membershipBusiness } from "./memberAccess";
import { sendMemberPage } from "./memberPageAnswer";
import { memberView } from "./memberView";

type ByBusiness = { Params: { businessId: string } };

const BASE = "/businesses/:businessId/membership";
export const SORT_FIELDS = ["name", "phoneNumber", "cardNo", "level", "experience", "joinedAt", "balance", "totalSpentAmount", "visitCount", "lastVisit"];
export const INVALID_SORT = "Invalid sortBy";

const orderOf = (query: Row, page: ReturnType<typeof pageOf>) => {
  if (typeof query.sortBy !== "string" || query.sortBy === "") return { field: "joinedAt", direction: "desc" as const };
  if (!SORT_FIELDS.includes(page.orderBy.field)) throw new DomainError(INVALID_SORT, 400, ["sortBy"]);
  const descending = query.descending === "true" || query.descending === "1" || page.orderBy.direction === "desc";
  return { field: page.orderBy.field, direction: descending ? ("desc" as const) : ("asc" as const) };
};

/** The member as the API answers it, read back after a write (read-your-writes). */
export const memberAnswer = async (caller: Caller, businessId: string, memberId: string) => {
  const programme = await loadProgramme(caller.engine, businessId);
  return success(memberView(await memberRowIn(caller, businessId, memberId), programme, caller.engine.context().now));
};

export const memberRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  app.post<ByBusiness>(`${BASE}/members`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "update");
    const input = decodeBody(EnrolInput, request.body);
    const { memberId, rewardClaims } = await enrolMember(engine, businessId, input, caller.options(`enrol-member:${businessId}`));
    const answer = await memberAnswer(caller, businessId, memberId);
    return success({ ...answer.data, rewardClaims });
  });

  app.get<ByBusiness>(`${BASE}/members`, async (request, reply) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    const query = (request.query ?? {}) as Row;
    const page = pageOf(query);
    const [programme, { rows, total }] = await Promise.all([
      loadProgramme(engine, businessId),
      memberPage(readModels, businessId, { search: page.search, orderBy: orderOf(query, page), limit: page.limit, offset: page.offset }),
    ]);
    return sendMemberPage(reply, rows, total, programme, engine.context().now);
  });

  app.get<ByMember>(`${BASE}/members/:memberId`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    return memberAnswer(caller, businessId, request.params.memberId);
  });

  app.put<ByMember>(`${BASE}/members/:memberId`, async (request) => {
    const { caller, ref } = await memberCaller(request, engine);
    const body = request.body;
    if (typeof body === "object" && body !== null && "stat" in body) await updateMemberStat(engine, ref, decodeBody(StatBody, body), caller.options());
    else {
      const input = decodeBody(MemberEditInput, body ?? {});
      await editMember(engine, ref, { ...input, _rev: caller.revision(input._rev) }, caller.options());
    }
    return memberAnswer(caller, ref.businessId, ref.memberId);
  });
};
