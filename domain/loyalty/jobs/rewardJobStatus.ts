// Owns: what the provider's Reward job page (spec 1 §6 "Reward job", issue 18) shows of one
// scheduled loyalty job, as a response Schema the server encodes and the admin client decodes,
// and the pure function that builds it from the job's row and its business's programme.
// Decisions where the spec is silent:
// - A job whose benefit was deleted or unscheduled (or a season job whose cycle lost its months)
//   stays listed as inactive, with its history, and no next run.
// - A claimed run is `stalled` once its lease has passed: the next tick of any server takes it
//   over (loyaltyJobRunner.ts), so the page shows it rather than offering a button.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { JOB_KINDS } from "./jobRun";
import type { JobRow } from "./loyaltyJobs.projection";
import { type JobSchedule, jobIsActive, nextRun } from "./scheduledRuns";

export const SEASON_RESET_NAME = "Season reset";
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
  lastRun: Schema.NullOr(Schema.Struct({ dueAt: Schema.String, completedAt: Schema.String, served: Schema.Number, failed: Schema.Number })),
  completedRuns: Schema.Number,
});
export type RewardJobStatus = typeof RewardJobStatus.Type;
export const RewardJobPage = Schema.Struct({
  resources: Schema.Array(RewardJobStatus),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

const nameOf = (row: JobRow, programme: JobSchedule | null): string => {
  if (row.kind === "season") return SEASON_RESET_NAME;
  const benefit = programme === null ? undefined : programme.benefits.find((b) => b.id === row.jobId);
  return benefit?.name ?? DELETED_BENEFIT_NAME;
};

export interface JobContext {
  readonly programme: JobSchedule | null;
  readonly businessName: string;
  readonly timeZone: string;
  readonly now: Temporal.Instant;
}

export const rewardJobStatus = (row: JobRow, { programme, businessName, timeZone, now }: JobContext): RewardJobStatus => {
  const active = programme !== null && jobIsActive(row, programme);
  const next = active ? nextRun(row, programme, Temporal.Instant.from(row.since), now, timeZone) : null;
  const lastRun = row.lastRun === null ? null : { dueAt: row.lastRun.dueAt, completedAt: row.lastRun.completedAt, served: row.lastRun.served, failed: row.lastRun.failed };
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
  };
};
