// Owns: re-running a failed reaction on demand (issue 18 "Reward job ... failures with their
// error, re-run one"), stream `reaction-rerun-{name}`: a provider admin asks for the failing
// event to be tried again now instead of at its next backoff attempt; the request is an event,
// so who asked and when stay on record (the event's actor), and every server process sees it:
// the one holding the reaction's lease tries the event at its next pass
// (adapters/engine/reactions/reactionRunner.ts).
// Exactly once is kept by the reaction itself: its follow-up runs with an idempotency key derived
// from the source event (reaction.ts reactionKey), so a re-run of an event whose follow-up had in
// fact landed changes nothing.
// Decisions where the spec is silent: only a failing reaction can be re-run ('Only a failed
// reaction can be re-run', 409); a request names the failure it re-runs by the reaction's count
// of failures then (it only grows), so asking again for the same failure appends nothing and a
// re-run that fails again waits out its backoff like any failure.
import { Schema } from "effect";
import { IsoInstant, isoOf, message } from "../auth/fields";
import type { Engine, RunOptions } from "./commandRunner";
import { type DecideContext, type Decider, type Decision, accept, reject } from "./decider";

export const NOT_FAILING = "Only a failed reaction can be re-run";
export const REACTION_RERUN_PREFIX = "reaction-rerun-";
export const reactionRerunStreamId = (reaction: string): string => `${REACTION_RERUN_PREFIX}${reaction}`;

export const ReactionRerunEvent = Schema.Union([
  message("ReactionRerunRequested", { reaction: Schema.String, failures: Schema.Int, failureAt: IsoInstant, at: IsoInstant }),
]);
export type ReactionRerunEvent = typeof ReactionRerunEvent.Type;

export type ReactionRerunCommand = {
  readonly type: "RequestRerun";
  /** The failure being re-run: when the reaction last failed, null when it is not failing. */
  readonly data: { readonly reaction: string; readonly failures: number; readonly failureAt: string | null };
};

export interface ReactionRerunState {
  readonly lastFailures: number | null;
}

const evolve = (_state: ReactionRerunState, event: ReactionRerunEvent): ReactionRerunState => ({ lastFailures: event.data.failures });

const decide = (command: ReactionRerunCommand, state: ReactionRerunState, ctx: DecideContext): Decision<ReactionRerunEvent> => {
  const { reaction, failures, failureAt } = command.data;
  if (failureAt === null) return reject(NOT_FAILING, 409);
  if (state.lastFailures === failures) return accept();
  return accept({ type: "ReactionRerunRequested", data: { reaction, failures, failureAt, at: isoOf(ctx.now) } });
};

export const reactionRerunDecider: Decider<ReactionRerunState, ReactionRerunCommand, ReactionRerunEvent> = {
  initialState: { lastFailures: null },
  decide,
  evolve,
};

/** Whether a re-run was asked for the reaction's latest failure (its count of failures): the runner tries it now. */
export const rerunAskedFor = (events: ReadonlyArray<{ readonly type: string; readonly data: unknown }>, failures: number): boolean => {
  const last = events.at(-1);
  return last !== undefined && last.type === "ReactionRerunRequested" && (last.data as ReactionRerunEvent["data"]).failures === failures;
};

/** The application function of POST /admin/reactions/{name}/rerun: asks for the reaction's failing event to be tried now. */
export const requestReactionRerun = async (
  engine: Engine,
  status: { readonly name: string; readonly attempts: number; readonly failures: number; readonly lastErrorAt: string | null },
  options: RunOptions,
): Promise<void> => {
  const failureAt = status.attempts > 0 ? status.lastErrorAt : null;
  await engine.runner.run(reactionRerunDecider, reactionRerunStreamId(status.name), { type: "RequestRerun", data: { reaction: status.name, failures: status.failures, failureAt } }, options);
};
