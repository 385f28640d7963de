// Assigning a title to many members (spec 2 §7), under /api/v2/businesses/{businessId}/membership:
//   PUT /assign-title {memberIds, titleId, days} → {titleId, updated}
// Needs `update Membership`. Each member gets the title for `days` more (a held title is extended,
// a new one lasts to the end of the day that many days ahead, domain/loyalty/titles.ts).
// Decisions where the spec is silent: the title must be one of the programme's ('Title not
// found', 400) and every member one of the business's ('Member not found', 404), both checked
// before any member changes; members are then updated one stream each.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { AssignTitleInput } from "../../../domain/loyalty/member/memberInput";
import { TITLE_NOT_FOUND } from "../../../domain/loyalty/programme/titles";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { businessTimeZone } from "./businessTimeZone";
import { memberRowIn, membershipBusiness } from "./memberAccess";
import { memberRunner } from "./memberCommandRunner";
import { loadProgramme } from "./memberProgramme";

type ByBusiness = { Params: { businessId: string } };

export const memberTitleRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.put<ByBusiness>("/businesses/:businessId/membership/assign-title", async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "update");
    const programme = await loadProgramme(engine, businessId);
    const { memberIds, titleId, days } = decodeBody(AssignTitleInput, request.body);
    const knownTitleIds = programme.titles.map((t) => t.id);
    if (!knownTitleIds.includes(titleId)) throw new DomainError(TITLE_NOT_FOUND, 400, ["titleId"]);
    const ids = [...new Set(memberIds)];
    for (const memberId of ids) await memberRowIn(caller, businessId, memberId);
    const run = memberRunner(caller, await businessTimeZone(engine.store.readModels, businessId));
    for (const memberId of ids) await run(memberId, { type: "AssignTitle", data: { titleId, days, knownTitleIds } });
    return success({ titleId, updated: ids.length });
  });
};
