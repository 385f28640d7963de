// A write buffer over an event store, for bulk writers with the store to themselves (`npm run
// seed`, the bench): commands decide against it exactly as against the store, a stream is read
// through from the store once, and appends are kept in memory with their versions checked, so
// thousands of commands cost no round trip each. `flush` writes everything buffered with ONE
// bulk import (sqlBulkImport.ts), which checks again that no stream moved meanwhile.
// Decisions: read models, the reaction log and idempotency keys are the store's (a buffered
// command must not need a read model its own batch changed, nor an idempotency key); the buffer
// drops every stream after a flush, so memory stays bounded by one batch.
import type { AppendOutcome, EventStore, StreamAppend, UnitAppendOutcome, UnitAppendRequest } from "../../domain/engine/eventStore";
import type { EventMetadata, RecordedEvent } from "../../domain/engine/events";

/** Events buffered for one stream since the store's version `baseVersion`. */
export interface BufferedStream {
  readonly streamId: string;
  readonly baseVersion: number;
  readonly events: ReadonlyArray<RecordedEvent>;
}

interface Loaded {
  readonly baseVersion: number;
  readonly events: RecordedEvent[];
}

/** What a flush writes: each stream's move, and every buffered event in the order appended. */
export interface BufferedWrites {
  readonly streams: ReadonlyArray<BufferedStream>;
  readonly events: ReadonlyArray<RecordedEvent>;
}

export interface WriteBuffer {
  readonly store: EventStore;
  readonly pending: () => BufferedWrites;
  /** Writes the buffered events with `write`, then forgets every stream. */
  readonly flush: (write: (writes: BufferedWrites) => Promise<void>) => Promise<void>;
}

/**
 * `isNew` names streams the writer knows cannot exist yet (ids it generated, claims of a
 * business it just created): they start empty without a read. The bulk import still inserts
 * them with ON CONFLICT checks, so a wrong guess fails the batch instead of corrupting a stream.
 */
export const writeBuffer = (base: EventStore, isNew: (streamId: string) => boolean = () => false): WriteBuffer => {
  const streams = new Map<string, Loaded>();
  const touched: string[] = [];
  const log: RecordedEvent[] = [];

  const load = async (streamId: string): Promise<Loaded> => {
    const known = streams.get(streamId);
    if (known !== undefined) return known;
    const { version, events } = isNew(streamId) ? { version: 0, events: [] } : await base.readStream(streamId);
    const loaded = { baseVersion: version, events: [...events] };
    streams.set(streamId, loaded);
    return loaded;
  };

  const recorded = (append: StreamAppend, meta: EventMetadata, occurredAt: string): RecordedEvent[] =>
    append.events.map((event, i) => ({
      type: event.type, v: event.v, data: structuredClone(event.data), position: 0,
      streamId: append.streamId, version: append.expectedVersion + i + 1, meta, occurredAt,
    }));

  const appendUnit = async (request: UnitAppendRequest): Promise<UnitAppendOutcome> => {
    if (request.idempotency !== undefined) throw new Error("A write buffer does not keep idempotency keys");
    const loaded = await Promise.all(request.streams.map((s) => load(s.streamId)));
    const moved = request.streams.find((s, i) => loaded[i]!.events.length !== s.expectedVersion);
    if (moved !== undefined) return { kind: "conflict", streamId: moved.streamId };
    const events: RecordedEvent[] = [];
    for (const [i, append] of request.streams.entries()) {
      const stream = loaded[i]!;
      if (stream.events.length === stream.baseVersion && append.events.length > 0) touched.push(append.streamId);
      const added = recorded(append, request.meta, request.occurredAt);
      stream.events.push(...added);
      events.push(...added);
      log.push(...added);
    }
    return { kind: "appended", events };
  };

  const store: EventStore = {
    ...base,
    readStream: async (streamId, afterVersion = 0) => {
      const { events } = await load(streamId);
      return { version: Math.max(events.length, afterVersion), events: events.slice(afterVersion) };
    },
    appendUnit,
    append: async ({ meta, occurredAt, idempotency, ...stream }): Promise<AppendOutcome> => {
      const outcome = await appendUnit({ streams: [stream], meta, occurredAt, ...(idempotency === undefined ? {} : { idempotency }) });
      if (outcome.kind === "appended") return { kind: "appended", nextVersion: stream.expectedVersion + stream.events.length, events: outcome.events };
      if (outcome.kind === "duplicate") return outcome;
      return { kind: "conflict", actualVersion: (await load(stream.streamId)).events.length };
    },
  };

  const pending = (): BufferedWrites => ({
    streams: touched.map((streamId) => {
      const { baseVersion, events } = streams.get(streamId)!;
      return { streamId, baseVersion, events: events.slice(baseVersion) };
    }),
    events: [...log],
  });

  return {
    store,
    pending,
    flush: async (write) => {
      await write(pending());
      streams.clear();
      touched.length = 0;
      log.length = 0;
    },
  };
};
