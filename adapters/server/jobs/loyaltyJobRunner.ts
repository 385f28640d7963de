// The loyalty job runner inside the server (issue 4 item 5): on a timer (every minute unless
// configured) it looks at every scheduled job (domain/loyalty/jobs/loyaltyJobs.projection.ts:
// season resets, scheduled benefits, the daily free-credit expiry), works out the runs due since the job's cursor
// (domain/loyalty/jobs/dueRuns.ts) and performs each one EXACTLY ONCE across every server process
// sharing the store: a run is first claimed on its own stream (domain/loyalty/jobs/jobRun.ts,
// appended at version 0, so the unique (stream_id, version) makes any other claimant lose),
// then applied through the member stream's commands (domain/loyalty/application/seasonReset.ts,
// benefitDistribution.ts, expireFreeCredit.ts), then marked completed; every command goes through the engine's one
// runner. The first tick happens at start, so runs missed while the server was down catch up
// then (each missed run once, oldest first; dueRuns.ts).
// The clock is the engine's DecideContext (`engine.context().now`): tests drive `tick()` with an
// injected clock and never wait for the timer.
// Decisions (spec silent):
// - A claimed run whose process died (lease passed without completion) is taken over by the
//   next tick of any runner (ResumeRun); its per-member work is idempotent.
// - A failing job is logged and left for the next tick; it never stops the other jobs.
// - Jobs run as the actor `system:loyalty-jobs`.
import { Temporal } from "temporal-polyfill";
import type { Engine } from "../../../domain/engine/commandRunner";
import { DomainError } from "../../../domain/engine/decider";
import { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
import { type JobWork, jobWork } from "../../../domain/loyalty/application/jobWork";
import type { DueRun } from "../../../domain/loyalty/jobs/dueRuns";
import { type JobRunCommand, jobRunDecider, jobRunStreamId } from "../../../domain/loyalty/jobs/jobRun";
import { JOBS_TABLE, type JobRow } from "../../../domain/loyalty/jobs/loyaltyJobs.projection";
import { runsBetween } from "../../../domain/loyalty/jobs/scheduledRuns";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";

export const JOBS_ACTOR = "system:loyalty-jobs";
export const DEFAULT_TICK_MS = 60_000;
export const DEFAULT_LEASE_SECONDS = 600;

export interface JobRunnerOptions {
  readonly engine: Engine;
  /** Names this runner in the run streams (e.g. host and pid). */
  readonly runnerId: string;
  readonly tickMs?: number;
  readonly leaseSeconds?: number;
  readonly log?: (message: string, error?: unknown) => void;
}

export interface TickReport {
  /** Runs this runner claimed (or took over) and completed in this tick. */
  readonly completed: ReadonlyArray<{ readonly streamId: string; readonly served: number; readonly failed: number }>;
}

export interface JobRunner {
  readonly tick: () => Promise<TickReport>;
  /** Starts the timer; the first tick runs at once (the catch-up). */
  readonly start: () => void;
  /** Stops the timer and waits for a tick in progress. */
  readonly stop: () => Promise<void>;
}

interface Due {
  readonly streamId: string;
  readonly run: DueRun;
  readonly work: JobWork;
}

export const loyaltyJobRunner = (options: JobRunnerOptions): JobRunner => {
  const { engine, runnerId } = options;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const log = options.log ?? (() => undefined);

  /** The run stream's command; null when it is refused (another runner holds the run). */
  const command = async (streamId: string, cmd: JobRunCommand) => {
    try {
      return await engine.runner.run(jobRunDecider, streamId, cmd, { actor: JOBS_ACTOR, correlationId: streamId });
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  };

  const perform = async (streamId: string, work: JobWork) => {
    const tally = await work({ engine, runStream: streamId, actor: JOBS_ACTOR });
    await engine.runner.run(jobRunDecider, streamId, { type: "CompleteRun", data: { runner: runnerId, ...tally } }, { actor: JOBS_ACTOR, correlationId: streamId });
    return { streamId, ...tally };
  };

  const dueOf = (row: JobRow, programme: Programme, timeZone: string, now: Temporal.Instant): ReadonlyArray<Due> =>
    runsBetween(row, programme, Temporal.Instant.from(row.since), now, timeZone).flatMap((run) => {
      const work = jobWork(row, programme, run, timeZone);
      const streamId = jobRunStreamId({ kind: row.kind, businessId: row.businessId, jobId: row.jobId, dueKey: run.dueKey });
      return work === null ? [] : [{ streamId, run, work }];
    });

  const runJob = async (row: JobRow, now: Temporal.Instant, completed: TickReport["completed"][number][]) => {
    const programme = await programmeOf(engine.readModels, row.businessId);
    if (programme === null) return;
    const timeZone = await businessTimeZone(engine.readModels, row.businessId);
    for (const due of dueOf(row, programme, timeZone, now)) {
      const claimed = await command(due.streamId, {
        type: "ClaimRun",
        data: { kind: row.kind, businessId: row.businessId, jobId: row.jobId, dueKey: due.run.dueKey, dueAt: due.run.dueAt.toString(), runner: runnerId, leaseSeconds },
      });
      if (claimed === null) continue; // another runner has it
      completed.push(await perform(due.streamId, due.work));
    }
    for (const open of row.open) {
      if (Temporal.Instant.compare(now, Temporal.Instant.from(open.leaseUntil)) < 0) continue;
      const resumed = await command(open.streamId, { type: "ResumeRun", data: { runner: runnerId, leaseSeconds } });
      if (resumed === null) continue;
      const state = resumed.state;
      if (state.status !== "claimed") continue;
      const dueAt = Temporal.Instant.from(state.run.dueAt);
      const run: DueRun = { dueAt, dueKey: state.run.dueKey, date: dueAt.toZonedDateTimeISO(timeZone).toPlainDate() };
      const work = jobWork(row, programme, run, timeZone) ?? (async () => ({ visited: 0, served: 0, failed: 0 }));
      completed.push(await perform(open.streamId, work));
    }
  };

  const tick = async (): Promise<TickReport> => {
    const now = engine.context().now;
    const completed: TickReport["completed"][number][] = [];
    const { rows } = await engine.readModels.list(JOBS_TABLE);
    for (const row of rows as unknown as ReadonlyArray<JobRow>) {
      try {
        await runJob(row, now, completed);
      } catch (error) {
        log(`loyalty job ${row.key} failed`, error);
      }
    }
    return { completed };
  };

  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const safeTick = () => {
    if (busy) return;
    busy = true;
    running = tick()
      .catch((error) => log("loyalty jobs tick failed", error))
      .finally(() => {
        busy = false;
      });
  };

  return {
    tick,
    start: () => {
      if (timer !== null) return;
      safeTick();
      timer = setInterval(safeTick, options.tickMs ?? DEFAULT_TICK_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
