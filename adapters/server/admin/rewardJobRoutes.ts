// The provider's Reward job page (spec 1 §6 "Reward job", admin only: domain/auth/providerAreas.ts),
// under /api/v2:
//   GET /admin/reward-jobs?business&skip&limit → paged RewardJobStatus rows
//       (domain/loyalty/jobs/rewardJobStatus.ts): every scheduled loyalty job, its next run in its
//       business's time zone, its runs in progress and its last completed run.
// The reactions beside them are GET /admin/reactions (reactionRoutes.ts).
// Decision where the spec is silent: rows come in job key order (kind, then business), so a
// business's jobs stay together and a page never shifts while runs complete.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roles";
import { BUSINESS_ID_NOT_FOUND } from "../../../domain/business/business";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
import { JOBS_TABLE, type JobRow } from "../../../domain/loyalty/jobs/loyaltyJobs.projection";
import { RewardJobPage, rewardJobStatus } from "../../../domain/loyalty/jobs/rewardJobStatus";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { requiredTrimmedText } from "../../../domain/shared/fieldRules";
import { ID_MAX_LENGTH } from "../../../domain/shared/inputBounds";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { TOTAL_CAP, pageOf } from "../business/paging";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

const JobFilters = Schema.Struct({ business: Schema.optionalKey(requiredTrimmedText(BUSINESS_ID_NOT_FOUND, ID_MAX_LENGTH)) });

export const rewardJobRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  app.get("/admin/reward-jobs", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "rewardJob"));
    const { business } = decodeBody(JobFilters, request.query ?? {});
    const { offset, limit } = pageOf(request.query);
    const { rows, total } = await readModels.list(JOBS_TABLE, {
      where: business === undefined ? {} : { businessId: business }, limit, offset, totalCap: TOTAL_CAP,
    });
    const now = engine.context().now;
    // A page holds few businesses, each read once.
    const businesses = new Map<string, ReturnType<typeof businessOf>>();
    const businessOf = async (businessId: string) => {
      const [programme, businessRow, timeZone] = await Promise.all([
        programmeOf(readModels, businessId),
        readModels.get(BUSINESSES_TABLE, businessId),
        businessTimeZone(readModels, businessId),
      ]);
      return { programme, businessName: String(businessRow?.name ?? ""), timeZone, now };
    };
    const contextOf = (businessId: string) => {
      const known = businesses.get(businessId) ?? businessOf(businessId);
      businesses.set(businessId, known);
      return known;
    };
    const resources = await Promise.all((rows as unknown as ReadonlyArray<JobRow>).map(async (row) => rewardJobStatus(row, await contextOf(row.businessId))));
    return success(Schema.encodeSync(RewardJobPage)({ resources, pagination: { totalResources: total } }));
  });
};
