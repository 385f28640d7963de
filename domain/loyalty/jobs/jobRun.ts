// Owns: one due run of a loyalty scheduled job (issue 4 item 5: the season reset on the 1st of
// each configured month, each scheduled benefit's cron or birthday trigger; issue 18: the
// business's daily free-credit expiry), stream
// `job-{kind}-{businessId}-{jobId}-{dueKey}`. The stream decides that a due run happens EXACTLY
// ONCE: the first runner to claim it appends at version 0 and every other runner (another
// server process on the same PostgreSQL included) is refused 'Run already claimed'.
// Decisions (spec silent):
// - A claim holds a lease (`leaseUntil`). A run claimed but never completed (its process died)
//   may be taken over once the lease has passed (`ResumeRun`, decided on the stream's version,
//   so again only one runner wins); the work itself is idempotent per member (the runner's keys
//   and claim ids), so a resumed run never serves a member twice.
// - `dueAt` is the instant the run became due (a cron run, or the start of the due day in the
//   business time zone); `dueKey` names it in the stream id.
// - A completed run may be re-run by a provider admin (Reward job page, runJobNow.ts): the work
//   is done again under the same run stream, so its per-member keys make it give, reset or expire
//   nothing twice, and `JobRunRerun` records the outcome (members visited, served, failed, the
//   error of a work that broke off) with the admin as the event's actor. A run still claimed is
//   not re-run ('Run in progress'): its runner, or the takeover after its lease, finishes it.
import { Temporal } from "temporal-polyfill";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../../engine/decider";

export const JOB_KINDS = ["season", "benefit", "creditExpiry"] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const RUN_ALREADY_CLAIMED = "Run already claimed";
export const RUN_NOT_CLAIMED = "Run not claimed";
export const RUN_IN_PROGRESS = "Run in progress";

export interface RunIdentity {
  readonly kind: JobKind;
  readonly businessId: string;
  readonly jobId: string;
  readonly dueKey: string;
  readonly dueAt: string;
}

/** What a run did: members it applies to, changed now, refused (`visited` is absent on runs recorded before it was counted). */
export interface RunOutcome {
  readonly visited?: number;
  readonly served: number;
  readonly failed: number;
}

export interface RerunOutcome extends RunOutcome {
  readonly visited: number;
  /** The error that broke the work off, or null when every member was looked at. */
  readonly error: string | null;
}

export type JobRunEvent =
  | { readonly type: "JobRunClaimed"; readonly data: RunIdentity & { readonly runner: string; readonly leaseUntil: string } }
  | { readonly type: "JobRunResumed"; readonly data: { readonly runner: string; readonly leaseUntil: string } }
  | { readonly type: "JobRunCompleted"; readonly data: RunOutcome & { readonly runner: string; readonly completedAt: string } }
  | { readonly type: "JobRunRerun"; readonly data: RerunOutcome & { readonly runner: string; readonly dueAt: string; readonly completedAt: string } };

export type JobRunCommand =
  | { readonly type: "ClaimRun"; readonly data: RunIdentity & { readonly runner: string; readonly leaseSeconds: number } }
  | { readonly type: "ResumeRun"; readonly data: { readonly runner: string; readonly leaseSeconds: number } }
  | { readonly type: "CompleteRun"; readonly data: RunOutcome & { readonly runner: string } }
  | { readonly type: "RecordRerun"; readonly data: RerunOutcome & { readonly runner: string } };

export type JobRunState =
  | { readonly status: "none" }
  | { readonly status: "claimed" | "completed"; readonly run: RunIdentity; readonly runner: string; readonly leaseUntil: string };

export const JOB_STREAM_PREFIX = "job-";

/** The stream of one due run. */
export const jobRunStreamId = (run: Pick<RunIdentity, "kind" | "businessId" | "jobId" | "dueKey">): string =>
  `${JOB_STREAM_PREFIX}${run.kind}-${run.businessId}-${run.jobId}-${run.dueKey}`;

/** A stream-id-safe name of a due instant: `20260301T000000Z`. */
export const dueKeyOf = (dueAt: Temporal.Instant): string =>
  dueAt.toString({ smallestUnit: "second" }).replace(/[-:]/g, "");

const iso = (instant: Temporal.Instant): string => instant.toString({ smallestUnit: "millisecond" });
const leaseEnd = (ctx: DecideContext, seconds: number): string => iso(ctx.now.add({ seconds: Math.max(1, seconds) }));

export const decideJobRun = (command: JobRunCommand, state: JobRunState, ctx: DecideContext): Decision<JobRunEvent> => {
  switch (command.type) {
    case "ClaimRun": {
      if (state.status !== "none") return reject(RUN_ALREADY_CLAIMED, 409);
      const { leaseSeconds, ...data } = command.data;
      return accept({ type: "JobRunClaimed", data: { ...data, leaseUntil: leaseEnd(ctx, leaseSeconds) } });
    }
    case "ResumeRun": {
      if (state.status !== "claimed") return reject(state.status === "none" ? RUN_NOT_CLAIMED : RUN_ALREADY_CLAIMED, 409);
      if (Temporal.Instant.compare(ctx.now, Temporal.Instant.from(state.leaseUntil)) < 0) return reject(RUN_ALREADY_CLAIMED, 409);
      return accept({ type: "JobRunResumed", data: { runner: command.data.runner, leaseUntil: leaseEnd(ctx, command.data.leaseSeconds) } });
    }
    case "CompleteRun": {
      if (state.status !== "claimed") return reject(RUN_NOT_CLAIMED, 409);
      return accept({ type: "JobRunCompleted", data: { ...command.data, completedAt: iso(ctx.now) } });
    }
    case "RecordRerun": {
      if (state.status === "none") return reject(RUN_NOT_CLAIMED, 409);
      if (state.status === "claimed") return reject(RUN_IN_PROGRESS, 409);
      return accept({ type: "JobRunRerun", data: { ...command.data, dueAt: state.run.dueAt, completedAt: iso(ctx.now) } });
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const evolveJobRun = (state: JobRunState, event: JobRunEvent): JobRunState => {
  switch (event.type) {
    case "JobRunClaimed": {
      const { runner, leaseUntil, ...run } = event.data;
      return { status: "claimed", run, runner, leaseUntil };
    }
    case "JobRunResumed":
      return state.status === "none" ? state : { ...state, runner: event.data.runner, leaseUntil: event.data.leaseUntil };
    case "JobRunCompleted":
      return state.status === "none" ? state : { ...state, status: "completed" };
    case "JobRunRerun":
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const jobRunDecider: Decider<JobRunState, JobRunCommand, JobRunEvent> = {
  initialState: { status: "none" },
  decide: decideJobRun,
  evolve: evolveJobRun,
};
