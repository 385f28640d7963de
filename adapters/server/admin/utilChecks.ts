// The Util page's data checks as jobs of this server process (domain/provider/utilChecks.ts): a
// started check runs in the background and reports its progress, which the page polls; each
// reuses the code of its command-line twin (memberLedgerCheck.ts for check-credit-ledgers,
// releaseOrphanClaims in dry-run for repair-claims, shadowRebuild.ts for rebuild-projections).
// Decisions where the spec is silent:
// - Jobs live in memory: a restart forgets them (a check only reads, so nothing is lost), and
//   with several server processes a check is polled on the process that runs it (the page
//   polls the id it was given; another process answers 404 'Check not found').
// - A kind already running is not started twice: starting it again answers the running job.
// - The 20 latest jobs are kept.
import { productEventTypes, productProjections } from "../../../domain/catalogue";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import { releaseOrphanClaims } from "../../../domain/claims/application/releaseOrphanClaims";
import { claimKindOf } from "../../../domain/claims/orphanClaims";
import { LOG_START } from "../../../domain/engine/reaction";
import type { UtilCheck, UtilCheckKind, UtilCheckResult } from "../../../domain/provider/utilChecks";
import { shadowRebuild } from "../../store/shadowRebuild";
import type { EngineRuntime } from "../engineRuntime";
import { checkBusinessLedgers } from "../loyalty/memberLedgerCheck";

const KEPT = 20;
const LOG_BATCH = 1000;
const EVENT_COUNT_CAP = 100_000_000;

type Progress = (done: number, total: number) => void;
type Runner = (engine: EngineRuntime, progress: Progress) => Promise<UtilCheckResult>;

const UNITS: Record<UtilCheckKind, string> = { creditLedgers: "businesses", orphanClaims: "events", projectionRebuild: "events" };

const creditLedgers: Runner = async (engine, progress) => {
  const { rows } = await engine.readModels.list(BUSINESSES_TABLE, { totalCap: 0 });
  let checked = 0;
  const mismatches = [];
  progress(0, rows.length);
  for (const [index, business] of rows.entries()) {
    const businessId = String(business.id);
    const result = await checkBusinessLedgers(engine, businessId);
    checked += result.checked;
    mismatches.push(...result.mismatches.map((figures) => ({ businessId, ...figures })));
    progress(index + 1, rows.length);
  }
  return { kind: "creditLedgers", checked, mismatches };
};

const orphanClaims: Runner = async (engine, progress) => {
  const { store } = engine;
  const { behind: total } = await store.committedAfter(LOG_START, EVENT_COUNT_CAP);
  const claimStreams = new Set<string>();
  let events = 0;
  for (let batch = await store.readAll(0, LOG_BATCH); batch.length > 0; batch = await store.readAll(batch.at(-1)!.position, LOG_BATCH)) {
    events += batch.length;
    for (const event of batch) if (claimKindOf(event.streamId) !== undefined) claimStreams.add(event.streamId);
    progress(events, Math.max(total, events));
  }
  const report = await releaseOrphanClaims(engine, claimStreams, { dryRun: true });
  return {
    kind: "orphanClaims",
    events,
    held: report.held,
    orphans: report.orphans.map(({ released: _released, ...orphan }) => orphan),
  };
};

const projectionRebuild: Runner = async (engine, progress) => ({
  kind: "projectionRebuild",
  ...(await shadowRebuild(engine.store, productProjections, productEventTypes.upcast, progress)),
});

const RUNNERS: Record<UtilCheckKind, Runner> = { creditLedgers, orphanClaims, projectionRebuild };

export interface UtilCheckJobs {
  readonly start: (kind: UtilCheckKind) => UtilCheck;
  readonly get: (id: string) => UtilCheck | undefined;
  readonly list: () => ReadonlyArray<UtilCheck>;
  /** Settles when every running check has ended (for shutdown and tests). */
  readonly idle: () => Promise<void>;
}

export const utilCheckJobs = (engine: EngineRuntime): UtilCheckJobs => {
  const jobs = new Map<string, UtilCheck>();
  const running = new Set<Promise<void>>();
  const now = () => engine.context().now.toString();
  const update = (id: string, change: Partial<UtilCheck>) => {
    const job = jobs.get(id);
    if (job !== undefined) jobs.set(id, { ...job, ...change });
  };
  const start = (kind: UtilCheckKind): UtilCheck => {
    const busy = [...jobs.values()].find((job) => job.kind === kind && job.status === "running");
    if (busy !== undefined) return busy;
    const id = engine.context().newId();
    const job: UtilCheck = {
      id, kind, status: "running", progress: { done: 0, total: 0, unit: UNITS[kind] },
      startedAt: now(), finishedAt: null, error: null, result: null,
    };
    jobs.set(id, job);
    for (const old of [...jobs.keys()].slice(0, Math.max(0, jobs.size - KEPT))) jobs.delete(old);
    const work = RUNNERS[kind](engine, (done, total) => update(id, { progress: { done, total, unit: UNITS[kind] } })).then(
      (result) => update(id, { status: "done", result, finishedAt: now() }),
      (error: unknown) => update(id, { status: "failed", error: error instanceof Error ? error.message : String(error), finishedAt: now() }),
    );
    const tracked = work.finally(() => running.delete(tracked));
    running.add(tracked);
    return job;
  };
  return {
    start,
    get: (id) => jobs.get(id),
    list: () => [...jobs.values()].reverse(),
    idle: async () => {
      await Promise.all([...running]);
    },
  };
};
