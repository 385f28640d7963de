// What one due run of a scheduled loyalty job does to the business's members, read off the
// programme as it stands: the season reset (seasonReset.ts), the scheduled benefit's
// distribution (benefitDistribution.ts) or the free-credit expiry (expireFreeCredit.ts, the
// function POST /membership/credit-expiry runs). The job runner (adapters/server/jobs/loyaltyJobRunner.ts)
// and a provider admin's Run now (runJobNow.ts) both do a run through it, under the run's
// stream, so the per-member idempotency keys are the same whoever does it.
// Null when the programme no longer asks for the job (its benefit deleted or unscheduled, or the
// level cycle without months).
import type { DueRun } from "../jobs/dueRuns";
import { type ScheduledJob, jobIsActive, scheduledBenefitOf } from "../jobs/scheduledRuns";
import type { Programme } from "../programme/programmeModel";
import { runBenefit } from "./benefitDistribution";
import { expireFreeCredit } from "./expireFreeCredit";
import { type JobRunScope, type RunTally, runSeasonReset } from "./seasonReset";

export type JobWork = (scope: JobRunScope) => Promise<RunTally>;

export const jobWork = (job: ScheduledJob, programme: Programme, run: DueRun, timeZone: string): JobWork | null => {
  if (!jobIsActive(job, programme)) return null;
  if (job.kind === "season") return (scope) => runSeasonReset(scope, programme);
  if (job.kind === "creditExpiry") {
    return ({ engine, runStream, actor }) => expireFreeCredit(engine, programme.businessId, { actor, correlationId: runStream }, runStream);
  }
  const benefit = scheduledBenefitOf(programme, job.jobId);
  return benefit === undefined ? null : (scope) => runBenefit(scope, programme, benefit, run, timeZone);
};
