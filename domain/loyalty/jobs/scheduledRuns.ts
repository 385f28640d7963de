// Owns: the runs of one scheduled loyalty job (a `loyalty_jobs` row) over a span, read off the
// business's programme: the season reset while its level cycle has months, a scheduled benefit
// while it exists and is still scheduled, the free-credit expiry every day for as long as the
// programme exists (any member may hold free credit lots: sent credit, benefits, store bundles). The runner takes the runs due in (since, now]; the
// provider's Reward job page shows the next one to happen.
// Decisions where the spec is silent: the next run is the first after the job's `since` (the last
// claimed run), so a run missed while no runner was up shows as due in the past; it is looked for
// up to NEXT_RUN_HORIZON_DAYS past now (a season cycle or a yearly cron fits), and a job with no
// run in that span has no next run (null).
// A provider admin's "Run now" (runJobNow.ts) acts on ONE period: the oldest run due and not yet
// claimed (what the runner would do next, so no missed run is skipped), else the job's latest
// due instant at or before now (the season reset of the last reset day within a year, a cron
// benefit's last run, a birthday benefit's current day, the credit expiry's current day), which the runner has usually done
// already: that is a re-run.
import { Temporal } from "temporal-polyfill";
import { isScheduleBenefit } from "../programme/benefits";
import type { Programme } from "../programme/programmeModel";
import { lastCronRun } from "../cronSchedule";
import { type DueRun, dailyRunOf, dueBenefitRuns, dueDailyRuns, dueSeasonRuns } from "./dueRuns";
import { type JobKind, dueKeyOf } from "./jobRun";

export const LATEST_RUN_LOOKBACK_DAYS = 366;

export const NEXT_RUN_HORIZON_DAYS = 400;

/** What of a programme decides its jobs' runs. */
export type JobSchedule = Pick<Programme, "levelCycle" | "benefits">;

export interface ScheduledJob {
  readonly kind: JobKind;
  readonly jobId: string;
}

/** The scheduled benefit a benefit job serves, or undefined once it is gone or no longer scheduled. */
export const scheduledBenefitOf = (programme: JobSchedule, jobId: string) =>
  programme.benefits.filter(isScheduleBenefit).find((benefit) => benefit.id === jobId);

/** Whether the programme still asks for this job's runs. */
export const jobIsActive = (job: ScheduledJob, programme: JobSchedule): boolean => {
  switch (job.kind) {
    case "season": return programme.levelCycle.month.length > 0;
    case "benefit": return scheduledBenefitOf(programme, job.jobId) !== undefined;
    case "creditExpiry": return true;
  }
};

/** The job's runs due in (since, until], oldest first (at most dueRuns' MAX_CATCH_UP). */
export const runsBetween = (job: ScheduledJob, programme: JobSchedule, since: Temporal.Instant, until: Temporal.Instant, timeZone: string): ReadonlyArray<DueRun> => {
  if (!jobIsActive(job, programme)) return [];
  if (job.kind === "season") return dueSeasonRuns(programme.levelCycle, since, until, timeZone);
  if (job.kind === "creditExpiry") return dueDailyRuns(since, until, timeZone);
  const benefit = scheduledBenefitOf(programme, job.jobId);
  return benefit === undefined ? [] : dueBenefitRuns(benefit.options.triggerer, since, until, timeZone);
};

/** The job's first run after `since` (its last claimed run), up to the horizon past `now`; null when none. */
export const nextRun = (job: ScheduledJob, programme: JobSchedule, since: Temporal.Instant, now: Temporal.Instant, timeZone: string): DueRun | null => {
  const from = Temporal.Instant.compare(since, now) > 0 ? since : now;
  return runsBetween(job, programme, since, from.add({ hours: 24 * NEXT_RUN_HORIZON_DAYS }), timeZone)[0] ?? null;
};

/** The job's latest due run at or before `now` (within LATEST_RUN_LOOKBACK_DAYS); null when none. */
export const latestRun = (job: ScheduledJob, programme: JobSchedule, now: Temporal.Instant, timeZone: string): DueRun | null => {
  if (!jobIsActive(job, programme)) return null;
  const yearAgo = now.subtract({ hours: 24 * LATEST_RUN_LOOKBACK_DAYS });
  if (job.kind === "season") return dueSeasonRuns(programme.levelCycle, yearAgo, now, timeZone).at(-1) ?? null;
  if (job.kind === "creditExpiry") return dailyRunOf(now, timeZone);
  const benefit = scheduledBenefitOf(programme, job.jobId);
  if (benefit === undefined) return null;
  const trigger = benefit.options.triggerer;
  // A birthday benefit runs at the start of every business day, as the credit expiry does; a
  // 24-hour look-back would miss it late on a 25-hour day (summer time ending).
  if (!("cron" in trigger)) return dailyRunOf(now, timeZone);
  const dueAt = lastCronRun(trigger.cron, now, timeZone);
  return dueAt === null || Temporal.Instant.compare(dueAt, yearAgo) <= 0 ? null : { dueAt, dueKey: dueKeyOf(dueAt), date: dueAt.toZonedDateTimeISO(timeZone).toPlainDate() };
};

/** The one run a provider admin's "Run now" acts on: the oldest due since `since`, else the latest at or before now. */
export const runNowPeriod = (job: ScheduledJob, programme: JobSchedule, since: Temporal.Instant, now: Temporal.Instant, timeZone: string): DueRun | null =>
  runsBetween(job, programme, since, now, timeZone)[0] ?? latestRun(job, programme, now, timeZone);
