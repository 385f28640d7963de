// The `loyalty_jobs` read model (key `{kind}-{businessId}-{jobId}`): every scheduled loyalty job
// the runner must look at, and from when. A business's season job exists while its level cycle
// has months (programme LevelCycleReplaced); a scheduled benefit's job appears with the benefit
// (BenefitsReplaced, schedule type); the free-credit expiry job (one per business, id
// CREDIT_EXPIRY_JOB_ID) appears with the programme (ProgrammeCreated), since any programme's
// members may hold free credit lots. `since` is the instant after which due runs count: the
// instant the job was configured (or its trigger last changed), moved forward by every claimed
// run (`JobRunClaimed.dueAt`), so a runner started after downtime finds exactly the runs missed.
// `open` lists claimed runs not yet completed (with their lease), for a takeover after a crash.
// `lastRun` and `completedRuns` are what the provider's Reward job page shows of its history;
// a provider admin's re-run of a completed run (JobRunRerun) becomes the last run, marked as a
// re-run with who asked, without counting as one more scheduled run.
// Decisions (spec silent):
// - A benefit that is deleted or no longer scheduled keeps its row; the runner checks the
//   programme and skips it (a projection cannot list rows, and the row does no harm).
// - A changed trigger restarts the job from the change: runs the old trigger missed are not
//   caught up under the new one.
import { Temporal } from "temporal-polyfill";
import type { RecordedEvent } from "../../engine/events";
import type { Projection, ProjectionTx, Row } from "../../engine/projection";
import type { Benefit } from "../programme/benefits";
import type { LevelCycle } from "../programme/levelCycle";
import { businessIdOfProgrammeStream } from "../programme/programmeModel";
import { JOB_STREAM_PREFIX, type JobKind, type JobRunEvent } from "./jobRun";

/** The user behind a run's event; null for the system's job runner. */
const userOf = (recorded: RecordedEvent): string | null => {
  const actor = recorded.meta.actor;
  return actor === null || actor.startsWith("system:") ? null : actor;
};
import { readTable } from "../../engine/readTable";

export const JOBS_TABLE = "loyalty_jobs";

// The business column serves the Reward job page's filter; adding it also rebuilt stores whose
// rows predate `lastRun` and `completedRuns`. The kind column came with the credit expiry job:
// the changed shape makes a store written before it rebuild the table from the log, which gives
// every existing programme its credit expiry job.
export const loyaltyJobsTable = readTable({
  name: JOBS_TABLE,
  columns: { businessId: { type: "text", of: (row) => String(row.businessId) }, kind: { type: "text", of: (row) => String(row.kind) } },
  indexes: [["businessId"]],
});
export const SEASON_JOB_ID = "season";
export const CREDIT_EXPIRY_JOB_ID = "credit";

export interface OpenRun {
  readonly streamId: string;
  readonly dueAt: string;
  readonly leaseUntil: string;
}

export interface CompletedRun {
  readonly streamId: string;
  readonly dueAt: string;
  readonly completedAt: string;
  /** Members served and members whose part failed (logged, not retried by the run). */
  readonly served: number;
  readonly failed: number;
  /** Members the run applies to; absent on rows written before it was counted. */
  readonly visited?: number;
  /** The user who ran it from the Reward job page; null (or absent on older rows) for the job runner. */
  readonly by?: string | null;
  readonly rerun?: boolean;
  /** The error that broke a re-run off. */
  readonly error?: string | null;
}

export interface JobRow {
  readonly key: string;
  readonly kind: JobKind;
  readonly businessId: string;
  readonly jobId: string;
  readonly since: string;
  /** The trigger the job was set up with (benefits), to notice a change. */
  readonly trigger: string | null;
  readonly open: ReadonlyArray<OpenRun>;
  readonly lastRun: CompletedRun | null;
  readonly completedRuns: number;
}

export const jobKey = (kind: JobKind, businessId: string, jobId: string): string => `${kind}-${businessId}-${jobId}`;

/** The job row key of a run stream `job-{key}-{dueKey}`. */
const jobKeyOfStream = (streamId: string): string => {
  const rest = streamId.slice(JOB_STREAM_PREFIX.length);
  return rest.slice(0, rest.lastIndexOf("-"));
};

const later = (a: string, b: string): string => (Temporal.Instant.compare(Temporal.Instant.from(a), Temporal.Instant.from(b)) >= 0 ? a : b);

const put = (tx: ProjectionTx, row: JobRow): Promise<void> => tx.put(JOBS_TABLE, row.key, row as unknown as Row);

const onLevelCycle = async (businessId: string, cycle: LevelCycle, at: string, tx: ProjectionTx): Promise<void> => {
  const key = jobKey("season", businessId, SEASON_JOB_ID);
  if (cycle.month.length === 0) return tx.remove(JOBS_TABLE, key);
  if ((await tx.get(JOBS_TABLE, key)) !== undefined) return;
  await put(tx, { key, kind: "season", businessId, jobId: SEASON_JOB_ID, since: at, trigger: null, open: [], lastRun: null, completedRuns: 0 });
};

const onProgrammeCreated = async (businessId: string, at: string, tx: ProjectionTx): Promise<void> => {
  const key = jobKey("creditExpiry", businessId, CREDIT_EXPIRY_JOB_ID);
  await put(tx, { key, kind: "creditExpiry", businessId, jobId: CREDIT_EXPIRY_JOB_ID, since: at, trigger: null, open: [], lastRun: null, completedRuns: 0 });
};

const onBenefits = async (businessId: string, benefits: ReadonlyArray<Benefit>, at: string, tx: ProjectionTx): Promise<void> => {
  for (const benefit of benefits) {
    if (benefit.options.type !== "schedule") continue;
    const key = jobKey("benefit", businessId, benefit.id);
    const trigger = JSON.stringify(benefit.options.triggerer);
    const row = (await tx.get(JOBS_TABLE, key)) as JobRow | undefined;
    if (row !== undefined && row.trigger === trigger) continue;
    await put(tx, { key, kind: "benefit", businessId, jobId: benefit.id, since: row === undefined ? at : later(row.since, at), trigger, open: row?.open ?? [], lastRun: row?.lastRun ?? null, completedRuns: row?.completedRuns ?? 0 });
  }
};

const onRun = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  const key = jobKeyOfStream(recorded.streamId);
  const row = (await tx.get(JOBS_TABLE, key)) as JobRow | undefined;
  if (row === undefined) return;
  const event = recorded as unknown as JobRunEvent;
  const others = row.open.filter((run) => run.streamId !== recorded.streamId);
  switch (event.type) {
    case "JobRunClaimed": {
      const open = [...others, { streamId: recorded.streamId, dueAt: event.data.dueAt, leaseUntil: event.data.leaseUntil }];
      return put(tx, { ...row, since: later(row.since, event.data.dueAt), open });
    }
    case "JobRunResumed": {
      const run = row.open.find((r) => r.streamId === recorded.streamId);
      return run === undefined ? undefined : put(tx, { ...row, open: [...others, { ...run, leaseUntil: event.data.leaseUntil }] });
    }
    case "JobRunCompleted": {
      const { completedAt, served, failed, visited } = event.data;
      const dueAt = row.open.find((run) => run.streamId === recorded.streamId)?.dueAt ?? completedAt;
      const lastRun: CompletedRun = { streamId: recorded.streamId, dueAt, completedAt, served, failed, ...(visited === undefined ? {} : { visited }), by: userOf(recorded), rerun: false, error: null };
      return put(tx, { ...row, open: others, lastRun, completedRuns: row.completedRuns + 1 });
    }
    case "JobRunRerun": {
      const { dueAt, completedAt, served, failed, visited, error } = event.data;
      return put(tx, { ...row, lastRun: { streamId: recorded.streamId, dueAt, completedAt, served, failed, visited, by: userOf(recorded), rerun: true, error } });
    }
    default:
      return undefined;
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (recorded.streamId.startsWith(JOB_STREAM_PREFIX)) return onRun(recorded, tx);
  if (!recorded.streamId.startsWith("programme-")) return;
  const businessId = businessIdOfProgrammeStream(recorded.streamId);
  if (recorded.type === "ProgrammeCreated") return onProgrammeCreated(businessId, recorded.occurredAt, tx);
  if (recorded.type === "LevelCycleReplaced") {
    return onLevelCycle(businessId, (recorded.data as { levelCycle: LevelCycle }).levelCycle, recorded.occurredAt, tx);
  }
  if (recorded.type === "BenefitsReplaced") {
    return onBenefits(businessId, (recorded.data as { benefits: ReadonlyArray<Benefit> }).benefits, recorded.occurredAt, tx);
  }
};

export const loyaltyJobsProjection: Projection = { name: "loyalty-jobs", tables: [loyaltyJobsTable], apply };
