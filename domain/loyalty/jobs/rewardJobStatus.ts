// Owns: what the provider's Reward job page (spec 1 §6 "Reward job", issue 18) shows of one
// scheduled loyalty job, as a response Schema the server encodes and the admin client decodes,
// and the pure function that builds it from the job's row and its business's programme.
// Decisions where the spec is silent:
// - A job whose benefit was deleted or unscheduled (or a season job whose cycle lost its months)
//   stays listed as inactive, with its history, and no next run.
// - A claimed run is `stalled` once its lease has passed: the next tick of any server takes it
//   over (loyaltyJobRunner.ts), so the page shows it rather than offering a button.
// - `runNow` is the one period a provider admin's Run now acts on (scheduledRuns.ts
//   runNowPeriod), `rerun` when it is the last run done (the button reads "Re-run"); null for an
//   inactive job or while a run is in progress (claimed runs are finished by the runner).
// - The last run names the user who ran it from the page (`by`, `byName` resolved by the route);
//   runs of the job runner have none.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { JOB_KINDS } from "./jobRun";
import type { JobRow } from "./loyaltyJobs.projection";
import { type JobSchedule, jobIsActive, nextRun, runNowPeriod } from "./scheduledRuns";

export const SEASON_RESET_NAME = "Season reset";
export const CREDIT_EXPIRY_NAME = "Credit expiry";
export const DELETED_BENEFIT_NAME = "Deleted benefit";

export const RewardJobStatus = Schema.Struct({
  key: Schema.String,
  kind: Schema.Literals(JOB_KINDS),
  businessId: Schema.String,
  businessName: Schema.String,
  /** The business's IANA time zone, the one its runs fall due in. */
  timeZone: Schema.String,
  name: Schema.String,
  active: Schema.Boolean,
  /** Due runs count from this instant on. */
  since: Schema.String,
  /** In the past when a run is due and no runner has taken it yet. */
  nextRunAt: Schema.NullOr(Schema.String),
  openRuns: Schema.Array(Schema.Struct({ dueAt: Schema.String, leaseUntil: Schema.String, stalled: Schema.Boolean })),
  lastRun: Schema.NullOr(Schema.Struct({
    dueAt: Schema.String,
    completedAt: Schema.String,
    /** Members the run applies to; null for runs recorded before it was counted. */
    visited: Schema.NullOr(Schema.Number),
    served: Schema.Number,
    failed: Schema.Number,
    rerun: Schema.Boolean,
    error: Schema.NullOr(Schema.String),
    by: Schema.NullOr(Schema.String),
    byName: Schema.NullOr(Schema.String),
  })),
  completedRuns: Schema.Number,
  runNow: Schema.NullOr(Schema.Struct({ dueAt: Schema.String, rerun: Schema.Boolean })),
});
export type RewardJobStatus = typeof RewardJobStatus.Type;
/** What POST /admin/reward-jobs/{key}/run answers: the run's outcome and the job as it stands after it. */
export const RunNowAnswer = Schema.Struct({
  run: Schema.Struct({
    dueAt: Schema.String,
    rerun: Schema.Boolean,
    visited: Schema.Number,
    served: Schema.Number,
    failed: Schema.Number,
    error: Schema.NullOr(Schema.String),
  }),
  job: RewardJobStatus,
});
export type RunNowAnswer = typeof RunNowAnswer.Type;
export const RewardJobPage = Schema.Struct({
  resources: Schema.Array(RewardJobStatus),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

const nameOf = (row: JobRow, programme: JobSchedule | null): string => {
  if (row.kind === "season") return SEASON_RESET_NAME;
  if (row.kind === "creditExpiry") return CREDIT_EXPIRY_NAME;
  const benefit = programme === null ? undefined : programme.benefits.find((b) => b.id === row.jobId);
  return benefit?.name ?? DELETED_BENEFIT_NAME;
};

export interface JobContext {
  readonly programme: JobSchedule | null;
  readonly businessName: string;
  readonly timeZone: string;
  readonly now: Temporal.Instant;
  /** The display name of a user who ran a job from the page. */
  readonly userName?: (userId: string) => string | null;
}

const sameInstant = (a: string, b: string): boolean => Temporal.Instant.compare(Temporal.Instant.from(a), Temporal.Instant.from(b)) === 0;

const lastRunOf = (row: JobRow, userName: (userId: string) => string | null): RewardJobStatus["lastRun"] => {
  if (row.lastRun === null) return null;
  const { dueAt, completedAt, served, failed, visited, rerun, error, by } = row.lastRun;
  const user = by ?? null;
  return { dueAt, completedAt, visited: visited ?? null, served, failed, rerun: rerun ?? false, error: error ?? null, by: user, byName: user === null ? null : userName(user) };
};

export const rewardJobStatus = (row: JobRow, { programme, businessName, timeZone, now, userName = () => null }: JobContext): RewardJobStatus => {
  const active = programme !== null && jobIsActive(row, programme);
  const since = Temporal.Instant.from(row.since);
  const next = active ? nextRun(row, programme, since, now, timeZone) : null;
  const lastRun = lastRunOf(row, userName);
  const period = active && row.open.length === 0 ? runNowPeriod(row, programme, since, now, timeZone) : null;
  const runNow = period === null ? null : { dueAt: period.dueAt.toString(), rerun: lastRun !== null && sameInstant(lastRun.dueAt, period.dueAt.toString()) };
  return {
    key: row.key,
    kind: row.kind,
    businessId: row.businessId,
    businessName,
    timeZone,
    name: nameOf(row, programme),
    active,
    since: row.since,
    nextRunAt: next === null ? null : next.dueAt.toString(),
    openRuns: row.open.map((run) => ({
      dueAt: run.dueAt,
      leaseUntil: run.leaseUntil,
      stalled: Temporal.Instant.compare(now, Temporal.Instant.from(run.leaseUntil)) >= 0,
    })),
    lastRun,
    completedRuns: row.completedRuns,
    runNow,
  };
};
