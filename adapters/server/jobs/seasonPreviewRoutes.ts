// The season-reset preview (issue 4 item 5: "who would move to which level before it runs"):
//   GET /api/v2/businesses/{businessId}/membership/season/preview
//     ?limit (1-1000, default 100)
//     → {nextReset: 'YYYY-MM-DD' | null, moves: [{memberId, name, phoneNumber, from: {level,
//        experience}, to: {level, experience}}], totalMoves}
// Authorised like the programme routes (`manage` on Membership in the business, spec 2 §6;
// another business's user gets 404 or 403). The moves are levelReset.ts previewSeasonReset over
// the business's members with the programme's current rules, exactly what the job would apply
// (seasonResetRun.ts, same resetProgress).
// Decisions (spec silent): members the reset leaves as they are are not listed; `nextReset` is
// the first reset date after today in the business time zone (null without season months);
// before setup the answer is 404 'Membership not found'. The members are walked 1,000 at a time
// (memberPages.ts), so a business of 100,000 is never held at once: `moves` lists the first
// `limit` moves (newest members first), `totalMoves` counts them all.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { type SeasonMove, nextResetDate, previewSeasonReset } from "../../../domain/loyalty/levelReset";
import { decodeMemberRow } from "../../../domain/loyalty/member/memberResponse";
import { memberPages } from "../../../domain/loyalty/member/memberPages";
import { PROGRAMME_NOT_FOUND } from "../../../domain/loyalty/programme/programme";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { dateInZone } from "../../../domain/shared/calendarDate";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { type ByBusiness, programmeCaller } from "../loyalty/programmeCommands";
import { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
import { levellingOf } from "../../../domain/loyalty/application/seasonReset";

const DEFAULT_LIMIT = 100;
const PreviewQuery = Schema.Struct({
  limit: Schema.optionalKey(Schema.FiniteFromString.check(
    Schema.isInt({ message: "Invalid limit" }),
    Schema.isBetween({ minimum: 1, maximum: 1000 }, { message: "Invalid limit" }),
  )),
});

export const seasonPreviewRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  app.get<ByBusiness>("/businesses/:businessId/membership/season/preview", async (request) => {
    const { businessId } = await programmeCaller(request, engine);
    const programme = await programmeOf(readModels, businessId);
    if (programme === null) throw new DomainError(PROGRAMME_NOT_FOUND, 404);
    const { limit } = decodeBody(PreviewQuery, request.query ?? {});
    const levelling = levellingOf(programme);
    const moves: Array<SeasonMove & { readonly name: string | null; readonly phoneNumber: string | null }> = [];
    let totalMoves = 0;
    for await (const page of memberPages(readModels, businessId)) {
      const rows = page.map((row) => decodeMemberRow(row));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const pageMoves = previewSeasonReset(rows, programme.levelCycle.rules, levelling);
      totalMoves += pageMoves.length;
      for (const move of pageMoves.slice(0, Math.max(0, (limit ?? DEFAULT_LIMIT) - moves.length))) {
        const row = byId.get(move.memberId);
        moves.push({ ...move, name: row?.name ?? null, phoneNumber: row?.phoneNumber ?? null });
      }
    }
    const today = dateInZone(engine.context().now, await businessTimeZone(readModels, businessId));
    const next = nextResetDate(programme.levelCycle, today);
    return success({ nextReset: next === null ? null : next.toString(), moves, totalMoves });
  });
};
