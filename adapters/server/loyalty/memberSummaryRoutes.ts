// The loyalty overview's member figures (memberSummary.ts), under /api/v2:
//   GET /businesses/{businessId}/membership/summary → {memberCount, newThisMonth, levels,
//       newMembersByMonth}
// Needs read on Membership in the business, like the member list.
// It reads the business's one member counts row (memberCounts.projection.ts), not its members.
import type { FastifyInstance } from "fastify";
import { memberCountsOf } from "../../../domain/loyalty/member/memberCounts.projection";
import { summariseCounts } from "../../../domain/loyalty/member/memberSummary";
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
    const counts = await memberCountsOf(engine.store.readModels, businessId);
    const clock = await viewClock(engine, businessId);
    return success(summariseCounts(counts, clock.now, clock.timeZone));
  });
};
