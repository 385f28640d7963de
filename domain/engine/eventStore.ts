// The EventStore port: append-only streams with optimistic concurrency, an idempotency-key
// ledger and inline projections committed in the same transaction as the events. A unit of work
// appends to several streams in ONE transaction: every stream moves, or none does.
import type { EventMetadata, NewEvent, RecordedEvent } from "./events";
import type { Projection, ReadModels } from "./projection";
import type { CommittedEvent, LogCursor, LogHead, ReactionCheckpoints } from "./reaction";

/** What the idempotency ledger keeps for a key: the first result and what the request looked like. */
export interface IdempotencyRecord {
  readonly key: string;
  readonly result: unknown;
  /** A digest of the request that used the key first; a different request with it is refused. */
  readonly fingerprint?: string;
}

export interface StreamAppend {
  readonly streamId: string;
  /** The stream's version the decision was made on (0 for a stream that does not exist yet). */
  readonly expectedVersion: number;
  readonly events: ReadonlyArray<NewEvent>;
}

export interface AppendRequest extends StreamAppend {
  readonly meta: EventMetadata;
  readonly occurredAt: string;
  /** When set, the key is recorded with `result`, atomically with the events. */
  readonly idempotency?: IdempotencyRecord;
}

/** Several streams appended together: all of them, with their projections and the key, or nothing. */
export interface UnitAppendRequest {
  readonly streams: ReadonlyArray<StreamAppend>;
  readonly meta: EventMetadata;
  readonly occurredAt: string;
  readonly idempotency?: IdempotencyRecord;
}

export type AppendOutcome =
  | { readonly kind: "appended"; readonly nextVersion: number; readonly events: ReadonlyArray<RecordedEvent> }
  | { readonly kind: "conflict"; readonly actualVersion: number }
  | { readonly kind: "duplicate"; readonly result: unknown; readonly fingerprint?: string };

export type UnitAppendOutcome =
  | { readonly kind: "appended"; readonly events: ReadonlyArray<RecordedEvent> }
  | { readonly kind: "conflict"; readonly streamId: string }
  | { readonly kind: "duplicate"; readonly result: unknown; readonly fingerprint?: string };

/**
 * Test-only fault injection: called inside the append transaction, after every row is written
 * and before the commit, so a crash suite can kill the process there (never set in production).
 */
export type BeforeCommitHook = (streamIds: ReadonlyArray<string>) => Promise<void>;

export interface StreamSnapshot {
  readonly version: number;
  readonly events: ReadonlyArray<RecordedEvent>;
}

export interface EventStore {
  /** The stream's events after `afterVersion` (default 0: all of them) and its version. */
  readonly readStream: (streamId: string, afterVersion?: number) => Promise<StreamSnapshot>;
  /** Every event in commit order, from (exclusive) a global position. */
  readonly readAll: (after?: number, limit?: number) => Promise<ReadonlyArray<RecordedEvent>>;
  readonly append: (request: AppendRequest) => Promise<AppendOutcome>;
  readonly appendUnit: (request: UnitAppendRequest) => Promise<UnitAppendOutcome>;
  readonly findIdempotencyResult: (key: string) => Promise<{ readonly result: unknown; readonly fingerprint?: string } | undefined>;
  readonly readModels: ReadModels;
  /** Drops the projections' rows and replays the whole log through them in one transaction. */
  readonly rebuildProjections: () => Promise<{ readonly events: number }>;
  readonly close: () => Promise<void>;
  /** For reactions: committed events after `after` in commit order. An event whose transaction
   *  is still open is never passed over: reading stops short of it until it commits. */
  readonly readCommitted: (after: LogCursor, limit: number) => Promise<ReadonlyArray<CommittedEvent>>;
  /** The last committed event and how many committed events follow `after`, counted up to `cap`. */
  readonly committedAfter: (after: LogCursor, cap: number) => Promise<LogHead>;
  /** The reactions' checkpoints, failure state and leases (reaction.ts). */
  readonly checkpoints: ReactionCheckpoints;
}

export interface EventStoreOptions {
  readonly projections?: ReadonlyArray<Projection>;
  /** Applied to every recorded event before a projection sees it (the upcasters). */
  readonly upcast?: (event: RecordedEvent) => RecordedEvent;
  readonly beforeCommit?: BeforeCommitHook;
}
