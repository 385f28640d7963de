// The provider's Reward job page (spec 1 §6 "Reward job", admin only: domain/auth/providerAreas.ts),
// under /api/v2:
//   GET /admin/reward-jobs?business&skip&limit → paged RewardJobStatus rows
//       (domain/loyalty/jobs/rewardJobStatus.ts): every scheduled loyalty job, its next run in its
//       business's time zone, its runs in progress and its last completed run.
//   POST /admin/reward-jobs/{key}/run {} → { run, job }: Run now / Re-run of the job's one period
//       (domain/loyalty/application/runJobNow.ts), done at once and recorded with the admin as
//       actor; idempotent per member; 'Job not found' 404, 'Job is not active' and 'Run in
//       progress' 409.
// The reactions beside them are GET /admin/reactions (reactionRoutes.ts).
// Decision where the spec is silent: rows come in job key order (kind, then business), so a
// business's jobs stay together and a page never shifts while runs complete.
import { Schema } from "effect";
import { USERS_TABLE } from "../../../domain/auth/users.projection";
import { DomainError } from "../../../domain/engine/decider";
import { runJobNow } from "../../../domain/loyalty/application/runJobNow";
import type { FastifyInstance } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { BUSINESS_ID_NOT_FOUND } from "../../../domain/business/business";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
import { JOBS_TABLE, type JobRow } from "../../../domain/loyalty/jobs/loyaltyJobs.projection";
import { RewardJobPage, RunNowAnswer, rewardJobStatus } from "../../../domain/loyalty/jobs/rewardJobStatus";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { requiredTrimmedText } from "../../../domain/shared/fieldRules";
import { ID_MAX_LENGTH } from "../../../domain/shared/inputBounds";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { TOTAL_CAP, pageOf } from "../business/paging";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

const JobFilters = Schema.Struct({ business: Schema.optionalKey(requiredTrimmedText(BUSINESS_ID_NOT_FOUND, ID_MAX_LENGTH)) });

export const JOB_NOT_FOUND = "Job not found";

export const rewardJobRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  /** The statuses of `rows`: each business read once, and the names of the users who ran a job from the page. */
  const statusesOf = async (rows: ReadonlyArray<JobRow>) => {
    const now = engine.context().now;
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
    const userIds = [...new Set(rows.flatMap((row) => (row.lastRun?.by ? [row.lastRun.by] : [])))];
    const names = new Map(await Promise.all(userIds.map(async (id) => {
      const user = await readModels.get(USERS_TABLE, id);
      return [id, typeof user?.name === "string" && user.name !== "" ? user.name : null] as const;
    })));
    const userName = (id: string) => names.get(id) ?? null;
    return Promise.all(rows.map(async (row) => rewardJobStatus(row, { ...(await contextOf(row.businessId)), userName })));
  };

  app.get("/admin/reward-jobs", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "rewardJob"));
    const { business } = decodeBody(JobFilters, request.query ?? {});
    const { offset, limit } = pageOf(request.query);
    const { rows, total } = await readModels.list(JOBS_TABLE, {
      where: business === undefined ? {} : { businessId: business }, limit, offset, totalCap: TOTAL_CAP,
    });
    const resources = await statusesOf(rows as unknown as ReadonlyArray<JobRow>);
    return success(Schema.encodeSync(RewardJobPage)({ resources, pagination: { totalResources: total } }));
  });

  app.post<{ Params: { key: string } }>("/admin/reward-jobs/:key/run", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "rewardJob"));
    const row = await readModels.get(JOBS_TABLE, request.params.key);
    if (row === undefined) throw new DomainError(JOB_NOT_FOUND, 404);
    const { dueAt, rerun, visited, served, failed, error } = await runJobNow(engine, row as unknown as JobRow, caller.user.userId);
    const after = (await readModels.get(JOBS_TABLE, request.params.key)) ?? row;
    const [job] = await statusesOf([after as unknown as JobRow]);
    return success(Schema.encodeSync(RunNowAnswer)({ run: { dueAt, rerun, visited, served, failed, error }, job: job! }));
  });
};
