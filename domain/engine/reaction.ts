// Reactions (ARCHITECTURE §2.6): what follows a committed event later, in its own transaction
// (a level-up's voucher claims, the restaurant's receipt log, partner syncs). A reaction names
// the event types it follows and runs ONE follow-up through the command runner, idempotent by a
// key derived from the source event, so running it again (a retry, a restart after a crash
// between the follow-up and the checkpoint) appends nothing new.
// This module holds the pure parts: the reaction's shape, the key and run options derived from
// an event, the retry backoff, and the ports the stores implement to feed reactions (the
// committed log in commit order, the checkpoints with their failure state and lease). The
// subscription loop lives in adapters/engine/reactions/reactionRunner.ts.
// Decisions where the spec is silent:
// - A follow-up's refusal by a rule (a reward voucher out of quota) is final, not retried: the
//   handler answers it as a note, counted on the checkpoint (`refusals`, `lastRefusal`); any
//   thrown error is a failure, retried from the same event with exponential backoff (1 s
//   doubling to 5 min), so one event never gets skipped.
// - A reaction new to a store starts at the beginning of the log: what it follows from before
//   it existed is followed once, and what an older build already did is a no-op by its id.
import type { Engine, RunOptions } from "./commandRunner";
import type { RecordedEvent } from "./events";

/** Where a reader stands in the committed log: the writing transaction's id, then the position. */
export interface LogCursor {
  /** The transaction id (PostgreSQL xid8, as decimal text); "0" in the memory store. */
  readonly tx: string;
  readonly position: number;
}

export const LOG_START: LogCursor = { tx: "0", position: 0 };

/** The order readers read the log in: by transaction, then position. */
export const compareCursors = (a: LogCursor, b: LogCursor): number => {
  const byTx = BigInt(a.tx) - BigInt(b.tx);
  return byTx !== 0n ? (byTx < 0n ? -1 : 1) : a.position - b.position;
};

export interface CommittedEvent {
  readonly cursor: LogCursor;
  readonly event: RecordedEvent;
}

export interface Reaction {
  /** Names the checkpoint and the idempotency keys: never rename a reaction that has run. */
  readonly name: string;
  /** The event types it follows; every other event only moves its checkpoint. */
  readonly follows: ReadonlyArray<string>;
  /** Runs the follow-up through `engine.runner` with `options`; answers what a rule refused. */
  readonly handle: (event: RecordedEvent, engine: Engine, options: RunOptions) => Promise<ReadonlyArray<string>>;
}

/** The idempotency key of a reaction's follow-up to one event. */
export const reactionKey = (name: string, event: Pick<RecordedEvent, "streamId" | "version">): string =>
  `reaction:${name}:${event.streamId}:${event.version}`;

/** How a reaction runs its follow-up: as the system, traced to the event, once per event. */
export const reactionRunOptions = (name: string, event: RecordedEvent): RunOptions => ({
  actor: `system:reaction-${name}`,
  correlationId: event.meta.correlationId,
  causationId: `${event.streamId}:${event.version}`,
  idempotency: { key: reactionKey(name, event) },
});

export interface Backoff {
  readonly baseMs: number;
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 300_000 };

/** The wait before attempt `attempts + 1`, after `attempts` (≥ 1) failures in a row. */
export const retryDelayMs = (attempts: number, backoff: Backoff = DEFAULT_BACKOFF): number =>
  Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(Math.max(attempts, 1) - 1, 30));

/** What a reaction's checkpoint remembers besides its lease. Instants are epoch milliseconds. */
export interface CheckpointState {
  /** The last event followed (or passed over); the next read starts after it. */
  readonly cursor: LogCursor;
  /** Failures in a row on the event after the cursor (0 when healthy). */
  readonly attempts: number;
  /** Every failure so far. */
  readonly failures: number;
  readonly lastError: string | null;
  readonly lastErrorAt: number | null;
  /** When the failing event may be tried again; null when healthy. */
  readonly nextAttemptAt: number | null;
  readonly refusals: number;
  readonly lastRefusal: string | null;
}

export interface ReactionCheckpoint extends CheckpointState {
  readonly name: string;
  readonly leaseOwner: string | null;
  readonly leaseUntil: number;
}

export const NEW_CHECKPOINT: CheckpointState = {
  cursor: LOG_START, attempts: 0, failures: 0, lastError: null, lastErrorAt: null, nextAttemptAt: null, refusals: 0, lastRefusal: null,
};

/**
 * The checkpoints of every reaction, one row each. A lease makes one process at a time run a
 * reaction across several server processes: taken when free, expired or already the taker's,
 * and every write is conditional on still holding it.
 */
export interface ReactionCheckpoints {
  /** Takes or renews the lease of `name` for `owner` until `until` (creating the checkpoint at
   *  the log's start); undefined when another owner holds an unexpired lease at `now`. */
  readonly lease: (name: string, owner: string, now: number, until: number) => Promise<ReactionCheckpoint | undefined>;
  /** Writes the state and renews the lease while `owner` holds it; false when it lost the lease. */
  readonly save: (name: string, owner: string, state: CheckpointState, until: number) => Promise<boolean>;
  /** Gives the lease up (a clean shutdown), so another process can take the reaction at once. */
  readonly release: (name: string, owner: string) => Promise<void>;
  readonly list: () => Promise<ReadonlyArray<ReactionCheckpoint>>;
}

/** How far the committed log goes past a cursor: its last committed event, and how many
 *  committed events follow the cursor (up to a cap), counting any that an older transaction
 *  still open holds back from readers for now. */
export interface LogHead {
  readonly head: LogCursor;
  readonly behind: number;
}
