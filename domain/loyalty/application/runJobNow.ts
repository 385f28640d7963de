// A provider admin's Run now / Re-run of one scheduled loyalty job (Reward job page, issue 18):
// the job's one period (scheduledRuns.ts runNowPeriod: the oldest run due and not yet claimed,
// else its latest due run) is done now, under that period's run stream, so the work's per-member
// idempotency keys (`{runStream}:{memberId}`, seasonReset.ts, benefitDistribution.ts) are the
// ones the job runner uses: whoever does a period first, and however often it is re-run, nobody
// gets a benefit twice and no season reset is applied twice.
// - A period not yet claimed is claimed by the admin (`admin:{userId}` as the runner, the admin
//   as the events' actor), done and completed, exactly as the runner would; the runner then
//   finds it claimed and moves on.
// - A completed period is done again and the outcome recorded as `JobRunRerun` (jobRun.ts) with
//   the admin as actor: members visited, served (0 when everything was done already), failed,
//   and the error that broke the work off, if any.
// Decisions (spec silent): a period still claimed is refused ('Run in progress'), its runner or
// the takeover after its lease finishes it; a job the programme no longer asks for is refused
// ('Job is not active'). If the work of a newly claimed period breaks off, the run stays claimed
// and the job runner takes it over once its lease (RUN_NOW_LEASE_SECONDS, the runner's) passes.
import { Temporal } from "temporal-polyfill";
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { RUN_IN_PROGRESS, type RerunOutcome, jobRunDecider, jobRunStreamId } from "../jobs/jobRun";
import type { JobRow } from "../jobs/loyaltyJobs.projection";
import { runNowPeriod } from "../jobs/scheduledRuns";
import { programmeOf } from "../programme/programme.projection";
import { businessTimeZone } from "./businessTimeZone";
import { jobWork } from "./jobWork";

export const JOB_NOT_ACTIVE = "Job is not active";
export const RUN_NOW_LEASE_SECONDS = 600;

export interface RunNowResult extends RerunOutcome {
  readonly streamId: string;
  readonly dueAt: string;
  readonly rerun: boolean;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const runJobNow = async (engine: Engine, job: JobRow, actor: string): Promise<RunNowResult> => {
  const programme = await programmeOf(engine.readModels, job.businessId);
  const timeZone = await businessTimeZone(engine.readModels, job.businessId);
  const period = programme === null ? null : runNowPeriod(job, programme, Temporal.Instant.from(job.since), engine.context().now, timeZone);
  const work = programme === null || period === null ? null : jobWork(job, programme, period, timeZone);
  if (period === null || work === null) throw new DomainError(JOB_NOT_ACTIVE, 409);
  const streamId = jobRunStreamId({ kind: job.kind, businessId: job.businessId, jobId: job.jobId, dueKey: period.dueKey });
  const dueAt = period.dueAt.toString();
  const runner = `admin:${actor}`;
  const options = { actor, correlationId: streamId };
  const scope = { engine, runStream: streamId, actor };
  const { state } = await engine.runner.load(jobRunDecider, streamId);
  if (state.status === "claimed") throw new DomainError(RUN_IN_PROGRESS, 409);
  if (state.status === "none") {
    const identity = { kind: job.kind, businessId: job.businessId, jobId: job.jobId, dueKey: period.dueKey, dueAt };
    await engine.runner.run(jobRunDecider, streamId, { type: "ClaimRun", data: { ...identity, runner, leaseSeconds: RUN_NOW_LEASE_SECONDS } }, options);
    const tally = await work(scope);
    await engine.runner.run(jobRunDecider, streamId, { type: "CompleteRun", data: { runner, ...tally } }, options);
    return { streamId, dueAt, rerun: false, ...tally, error: null };
  }
  let outcome: RerunOutcome;
  try {
    outcome = { ...(await work(scope)), error: null };
  } catch (error) {
    outcome = { visited: 0, served: 0, failed: 0, error: errorText(error) };
  }
  await engine.runner.run(jobRunDecider, streamId, { type: "RecordRerun", data: { runner, ...outcome } }, options);
  return { streamId, dueAt, rerun: true, ...outcome };
};
