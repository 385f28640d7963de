// The shapes events take once they leave a decider: a versioned type on the way into the log,
// and a recorded event (stream, version, global position, metadata) on the way out.
import type { DomainEvent } from "./decider";

export interface EventMetadata {
  /** The user (or system job) who caused the event; null for anonymous calls (sign-up). */
  readonly actor: string | null;
  readonly correlationId: string;
  readonly causationId?: string | null;
  readonly idempotencyKey?: string | null;
}

/** An event ready to append: its type, the schema version it was written with, its payload. */
export interface NewEvent extends DomainEvent {
  readonly v: number;
}

export interface RecordedEvent extends NewEvent {
  readonly position: number;
  readonly streamId: string;
  /** 1-based position of the event within its stream. */
  readonly version: number;
  readonly meta: EventMetadata;
  /** ISO instant from the DecideContext that decided it (never the database clock). */
  readonly occurredAt: string;
}
