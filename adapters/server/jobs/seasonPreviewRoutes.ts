// The season-reset preview (issue 4 item 5: "who would move to which level before it runs"):
//   GET /api/v2/businesses/{businessId}/membership/season/preview
//     → {nextReset: 'YYYY-MM-DD' | null, moves: [{memberId, name, phoneNumber, from: {level,
//        experience}, to: {level, experience}}]}
// Authorised like the programme routes (`manage` on Membership in the business, spec 2 §6;
// another business's user gets 404 or 403). The moves are levelReset.ts previewSeasonReset over
// the business's members with the programme's current rules, exactly what the job would apply
// (seasonResetRun.ts, same resetProgress).
// Decisions (spec silent): members the reset leaves as they are are not listed; `nextReset` is
// the first reset date after today in the business time zone (null without season months);
// before setup the answer is 404 'Membership not found'.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { nextResetDate, previewSeasonReset } from "../../../domain/loyalty/levelReset";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import { PROGRAMME_NOT_FOUND } from "../../../domain/loyalty/programme/programme";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { dateInZone } from "../../../domain/shared/calendarDate";
import { success } from "../envelope";
import { type ByBusiness, programmeCaller } from "../loyalty/programmeCommands";
import { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
import { levellingOf } from "../../../domain/loyalty/application/seasonReset";

export const seasonPreviewRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  app.get<ByBusiness>("/businesses/:businessId/membership/season/preview", async (request) => {
    const { businessId } = await programmeCaller(request, engine);
    const programme = await programmeOf(readModels, businessId);
    if (programme === null) throw new DomainError(PROGRAMME_NOT_FOUND, 404);
    const { rows } = await readModels.list(MEMBERS_TABLE, { where: { businessId } });
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    const members = rows.map((row) => ({ id: String(row.id), level: Number(row.level ?? 0), experience: Number(row.experience ?? 0) }));
    const moves = previewSeasonReset(members, programme.levelCycle.rules, levellingOf(programme)).map((move) => {
      const row = byId.get(move.memberId);
      return { ...move, name: (row?.name as string | null | undefined) ?? null, phoneNumber: (row?.phoneNumber as string | undefined) ?? null };
    });
    const today = dateInZone(engine.context().now, await businessTimeZone(readModels, businessId));
    const next = nextResetDate(programme.levelCycle, today);
    return success({ nextReset: next === null ? null : next.toString(), moves });
  });
};
