// The loyalty overview's member figures (memberSummary.ts), under /api/v2:
//   GET /businesses/{businessId}/membership/summary → {memberCount, newThisMonth, levels,
//       newMembersByMonth}
// Needs read on Membership in the business, like the member list.
// Known limit: it reads every member row of the business (two fields are used); a business with
// hundreds of thousands of members wants a summary projection instead.
import type { FastifyInstance } from "fastify";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import { summariseMembers } from "../../../domain/loyalty/member/memberSummary";
import { callerOf } from "../business/caller";
import { success } from "../envelope";
import { membershipBusiness } from "./memberAccess";
import { viewClock } from "./programmeView";

type ByBusiness = { Params: { businessId: string } };

export const memberSummaryRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  app.get<ByBusiness>("/businesses/:businessId/membership/summary", async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    const { rows } = await engine.store.readModels.list(MEMBERS_TABLE, { where: { businessId } });
    const members = rows.map((row) => ({ joinedAt: String(row.joinedAt), level: Number(row.level) }));
    const clock = await viewClock(engine, businessId);
    return success(summariseMembers(members, clock.now, clock.timeZone));
  });
};
