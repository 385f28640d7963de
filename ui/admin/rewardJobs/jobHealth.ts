// Owns: the one-word health the Reward job page shows for a scheduled job and for a reaction, so
// a provider admin sees what needs a look without reading every column.
// Decisions where the spec is silent:
// - a job: "Inactive" once its programme no longer asks for it; "Stalled" when a run's lease has
//   passed without completion (the next tick of any server takes it over); "Overdue" when its
//   next run is in the past (no runner has taken it: every server's job runner may be off);
//   else "Scheduled";
// - a reaction: "Failing" while its last attempt failed (it retries with backoff); "Behind" while
//   events wait for it; else "Caught up".
import { Temporal } from "temporal-polyfill";
import type { ReactionStatus, RewardJobStatus } from "../../ports/adminPort";

export type Health = { readonly label: string; readonly severity: "success" | "info" | "warning" | "danger" | "secondary" };

export const jobHealth = (job: RewardJobStatus, now: Temporal.Instant): Health => {
  if (!job.active) return { label: "Inactive", severity: "secondary" };
  if (job.openRuns.some((run) => run.stalled)) return { label: "Stalled", severity: "danger" };
  if (job.openRuns.length > 0) return { label: "Running", severity: "info" };
  if (job.nextRunAt !== null && Temporal.Instant.compare(Temporal.Instant.from(job.nextRunAt), now) <= 0) return { label: "Overdue", severity: "warning" };
  return { label: "Scheduled", severity: "success" };
};

export const reactionHealth = (reaction: ReactionStatus): Health => {
  if (reaction.attempts > 0) return { label: "Failing", severity: "danger" };
  if (reaction.lag > 0) return { label: "Behind", severity: "warning" };
  return { label: "Caught up", severity: "success" };
};
