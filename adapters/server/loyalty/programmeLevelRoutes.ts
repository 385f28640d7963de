// The level table of the tier and level page (spec 2 §2 Tier and level page, §3 Level row),
// under /api/v2/businesses/{businessId}/membership:
//   GET /levels ?skip&limit → {resources: [{level, exp, tier, memberCount, poolRewards,
//        levelRewardIds}], pagination: {totalResources: 1000}}
// `exp` is the experience to the next level (experienceCap.ts), `tier` the zero-based tier the
// level belongs to (tierDecision.ts), `poolRewards` the level-up draw's outcomes with their
// chance percentages (rewardDraw.ts; voucher null = no reward), `levelRewardIds` the fixed
// vouchers of that level, `memberCount` the members at that level.
// Decision where the spec is silent: levels 0-999 page like any list (20 by default).
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { MAX_LEVEL, experienceToLevelUp } from "../../../domain/loyalty/experienceCap";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import { PROGRAMME_NOT_FOUND } from "../../../domain/loyalty/programme/programme";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { rewardChances } from "../../../domain/loyalty/rewardDraw";
import { tierIndexOf, tierLadder } from "../../../domain/loyalty/tierDecision";
import { pageOf, paged } from "../business/paging";
import { type ByBusiness, programmeCaller } from "./programmeCommands";

export const programmeLevelRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  app.get<ByBusiness>("/businesses/:businessId/membership/levels", async (request) => {
    const pc = await programmeCaller(request, engine);
    const programme = await programmeOf(readModels, pc.businessId);
    if (programme === null) throw new DomainError(PROGRAMME_NOT_FOUND, 404);
    const page = pageOf(request.query);
    const ladder = tierLadder(programme.tier);
    const total = MAX_LEVEL + 1;
    const levels = Array.from({ length: Math.max(0, Math.min(page.limit, total - page.offset)) }, (_, i) => page.offset + i);
    const rows = await Promise.all(levels.map(async (level) => ({
      level,
      exp: experienceToLevelUp(programme, level),
      tier: tierIndexOf(ladder, level),
      memberCount: (await readModels.list(MEMBERS_TABLE, { where: { businessId: pc.businessId, level }, limit: 1 })).total,
      poolRewards: rewardChances(programme.onLevelReward, level),
      levelRewardIds: programme.onLevelReward.fixVouchers.filter((v) => v.level === level).map((v) => v.voucher),
    })));
    return paged(rows, total);
  });
};
