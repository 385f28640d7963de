// Assigning a title to many members (spec 2 §7), under /api/v2/businesses/{businessId}/membership:
//   PUT /assign-title {memberIds, titleId, days} → {titleId, updated}
// Needs `update Membership`. The members change together in one unit of work
// (domain/loyalty/application/assignTitle.ts: 'Title not found', 'Member not found').
import type { FastifyInstance } from "fastify";
import { assignTitle } from "../../../domain/loyalty/application/assignTitle";
import { AssignTitleInput } from "../../../domain/loyalty/member/memberInput";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { membershipBusiness } from "./memberAccess";

type ByBusiness = { Params: { businessId: string } };

export const memberTitleRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.put<ByBusiness>("/businesses/:businessId/membership/assign-title", async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "update");
    const input = decodeBody(AssignTitleInput, request.body);
    return success(await assignTitle(engine, businessId, input, caller.options()));
  });
};
