// The member calls (spec 2 §7; ARCHITECTURE §3), under /api/v2/businesses/{businessId}/membership:
//   POST /members {phoneNumber, name?, birthday?, cardNo?} (Idempotency-Key) → the member; runs
//        the on-join reward (recorded on the member, then claimed, memberRewardClaims.ts)
//   GET  /members ?limit&skip&sortBy&descending&search → {resources, pagination.totalResources}
//   GET  /members/{memberId}                          → the member
//   PUT  /members/{memberId} {level, experience, cardNo?, titles?, _rev?} → the member (edit)
//   PUT  /members/{memberId} {stat, totalSpent?}      → the member ('Member stat updated')
// Reads need `read Membership`, writes `update Membership` in the business (memberAccess.ts).
// Decisions where the spec is silent: the list is sorted by `sortBy` (name, phoneNumber, cardNo,
// level, experience, joinedAt, balance, totalSpentAmount, visitCount, lastVisit; `-field` or
// `descending=true` for descending), newest members first by default; search matches name,
// phone and card number.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { EnrolInput, MemberEditInput, StatBody, birthdayOf } from "../../../domain/loyalty/member/memberInput";
import { memberPhoneClaim, memberPhoneStreamId } from "../../../domain/loyalty/member/memberPhoneClaim";
import { MEMBER_SEARCH_FIELDS, MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import { cardNoOf } from "../../../domain/loyalty/member/memberUpdate";
import { toE164 } from "../../../domain/shared/phone";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { type Caller, callerOf } from "../business/caller";
import { paged, pageOf } from "../business/paging";
import { businessTimeZone } from "./businessTimeZone";
import { memberRowIn, membershipBusiness } from "./memberAccess";
import { memberRunner } from "./memberCommandRunner";
import { levelProgrammeOf, loadProgramme } from "./memberProgramme";
import { assignRewardClaims } from "./memberRewardClaims";
import { memberView } from "./memberView";

type ByBusiness = { Params: { businessId: string } };
type ByMember = { Params: { businessId: string; memberId: string } };

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
    const programme = await loadProgramme(caller.engine, businessId);
    const input = decodeBody(EnrolInput, request.body);
    const phoneNumber = toE164(input.phoneNumber) ?? input.phoneNumber;
    const memberId = caller.newId(`enrol-member:${businessId}`);
    const claimStream = memberPhoneStreamId(businessId, phoneNumber);
    await caller.run(memberPhoneClaim, claimStream, { type: "Claim", data: { key: phoneNumber, ownerId: memberId } });
    const run = memberRunner(caller, await businessTimeZone(caller.engine.store.readModels, businessId));
    const name = input.name?.trim() || null;
    const onJoinRewardIds = programme.onJoinReward.vouchers;
    try {
      await run(memberId, {
        type: "EnrolMember",
        data: { memberId, businessId, phoneNumber, name, birthday: birthdayOf(input.birthday ?? "") ?? null, cardNo: cardNoOf(input.cardNo), onJoinRewardIds },
      }, `enrol-member:${businessId}`);
    } catch (error) {
      await caller.run(memberPhoneClaim, claimStream, { type: "Release", data: { key: phoneNumber, ownerId: memberId } });
      throw error;
    }
    const rewards = await assignRewardClaims(caller.engine, caller.user.userId, request.id, { memberId, phoneNumber, name }, "join", onJoinRewardIds);
    const answer = await memberAnswer(caller, businessId, memberId);
    return success({ ...answer.data, rewardClaims: rewards });
  });

  app.get<ByBusiness>(`${BASE}/members`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    const programme = await loadProgramme(engine, businessId);
    const query = (request.query ?? {}) as Row;
    const page = pageOf(query);
    const { rows, total } = await readModels.list(MEMBERS_TABLE, {
      where: { businessId },
      search: { fields: MEMBER_SEARCH_FIELDS, text: page.search },
      orderBy: orderOf(query, page),
      limit: page.limit,
      offset: page.offset,
    });
    const now = engine.context().now;
    return paged(rows.map((row) => memberView(row, programme, now)), total);
  });

  app.get<ByMember>(`${BASE}/members/:memberId`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    return memberAnswer(caller, businessId, request.params.memberId);
  });

  app.put<ByMember>(`${BASE}/members/:memberId`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "update");
    const programme = await loadProgramme(engine, businessId);
    const memberId = String((await memberRowIn(caller, businessId, request.params.memberId)).id);
    const run = memberRunner(caller, await businessTimeZone(readModels, businessId));
    const body = (request.body ?? {}) as Row;
    if ("stat" in body) {
      const { stat, totalSpent } = decodeBody(StatBody, body);
      await run(memberId, { type: "UpdateStat", data: { stat, totalSpent } });
    } else {
      const input = decodeBody(MemberEditInput, body);
      await run(memberId, {
        type: "UpdateMember",
        data: {
          levelling: levelProgrammeOf(programme),
          level: input.level,
          experience: input.experience,
          cardNo: input.cardNo,
          titles: (input.titles ?? []).map((t) => ({ id: t.id, days: t.days === "" ? null : t.days })),
          knownTitleIds: programme.titles.map((t) => t.id),
          rev: caller.revision(input._rev),
        },
      });
    }
    return memberAnswer(caller, businessId, memberId);
  });
};
