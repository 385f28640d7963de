// The EventStore port: append-only streams with optimistic concurrency, an idempotency-key
// ledger and inline projections committed in the same transaction as the events.
import type { EventMetadata, NewEvent, RecordedEvent } from "./events";
import type { Projection, ReadModels } from "./projection";

export interface AppendRequest {
  readonly streamId: string;
  /** The stream's version the decision was made on (0 for a stream that does not exist yet). */
  readonly expectedVersion: number;
  readonly events: ReadonlyArray<NewEvent>;
  readonly meta: EventMetadata;
  readonly occurredAt: string;
  /** When set, the key is recorded with `result`, atomically with the events. */
  readonly idempotency?: { readonly key: string; readonly result: unknown };
}

export type AppendOutcome =
  | { readonly kind: "appended"; readonly nextVersion: number; readonly events: ReadonlyArray<RecordedEvent> }
  | { readonly kind: "conflict"; readonly actualVersion: number }
  | { readonly kind: "duplicate"; readonly result: unknown };

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
  readonly findIdempotencyResult: (key: string) => Promise<{ readonly result: unknown } | undefined>;
  readonly readModels: ReadModels;
  /** Drops the projections' rows and replays the whole log through them in one transaction. */
  readonly rebuildProjections: () => Promise<{ readonly events: number }>;
  readonly close: () => Promise<void>;
}

export interface EventStoreOptions {
  readonly projections?: ReadonlyArray<Projection>;
  /** Applied to every recorded event before a projection sees it (the upcasters). */
  readonly upcast?: (event: RecordedEvent) => RecordedEvent;
}
