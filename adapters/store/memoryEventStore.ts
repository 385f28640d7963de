// The in-memory event store, for unit tests and the contract suite's reference. Appends run one
// at a time; projection writes are staged and merged only when every projection succeeded, so
// a failing projection leaves neither the events nor any row, as in the SQL stores.
import type { AppendOutcome, AppendRequest, EventStore, EventStoreOptions } from "../../domain/engine/eventStore";
import type { RecordedEvent } from "../../domain/engine/events";
import { applyProjections, type ProjectionTx, type Row } from "../../domain/engine/projection";
import { memoryReadModels, type MemoryTables } from "./memoryReadModels";

const rowId = (table: string, key: string) => JSON.stringify([table, key]);

/** A projection transaction over `tables`: reads see its own writes; nothing lands until `commit`. */
const stagedTx = (tables: MemoryTables) => {
  const staged = new Map<string, { table: string; key: string; row: Row | undefined }>();
  const tx: ProjectionTx = {
    get: async (table, key) => {
      const id = rowId(table, key);
      return staged.has(id) ? staged.get(id)?.row : tables.get(table)?.get(key);
    },
    // Appends to the memory store run one at a time, so nothing else can change the row meanwhile.
    getForUpdate: (table, key) => tx.get(table, key),
    put: async (table, key, row) => void staged.set(rowId(table, key), { table, key, row: structuredClone(row) }),
    remove: async (table, key) => void staged.set(rowId(table, key), { table, key, row: undefined }),
  };
  const commit = () => {
    for (const { table, key, row } of staged.values()) {
      const rows = tables.get(table) ?? new Map<string, Row>();
      if (row === undefined) rows.delete(key);
      else rows.set(key, row);
      tables.set(table, rows);
    }
  };
  return { tx, commit };
};

export const memoryEventStore = (options: EventStoreOptions = {}): EventStore => {
  const projections = options.projections ?? [];
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);
  const log: RecordedEvent[] = [];
  const streams = new Map<string, RecordedEvent[]>();
  const keys = new Map<string, unknown>();
  const tables: MemoryTables = new Map();
  let tail: Promise<unknown> = Promise.resolve();

  /** Runs `work` after every earlier exclusive section: appends never interleave. */
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = tail.then(work, work);
    tail = next.catch(() => undefined);
    return next;
  };

  const appendNow = async (request: AppendRequest): Promise<AppendOutcome> => {
    const key = request.idempotency?.key;
    if (key !== undefined && keys.has(key)) return { kind: "duplicate", result: keys.get(key) };
    const stream = streams.get(request.streamId) ?? [];
    if (stream.length !== request.expectedVersion) return { kind: "conflict", actualVersion: stream.length };
    const recorded = request.events.map(
      (event, i): RecordedEvent => ({
        type: event.type,
        v: event.v,
        data: structuredClone(event.data),
        position: log.length + i + 1,
        streamId: request.streamId,
        version: request.expectedVersion + i + 1,
        meta: request.meta,
        occurredAt: request.occurredAt,
      }),
    );
    const { tx, commit } = stagedTx(tables);
    await applyProjections(projections, recorded, tx, upcast);
    commit();
    log.push(...recorded);
    streams.set(request.streamId, [...stream, ...recorded]);
    if (key !== undefined) keys.set(key, structuredClone(request.idempotency?.result));
    return { kind: "appended", nextVersion: request.expectedVersion + recorded.length, events: recorded };
  };

  return {
    readStream: async (streamId, afterVersion = 0) => {
      const events = streams.get(streamId) ?? [];
      return { version: Math.max(events.length, afterVersion), events: events.slice(afterVersion) };
    },
    readAll: async (after = 0, limit = Number.MAX_SAFE_INTEGER) => log.slice(after, after + limit),
    append: (request) => exclusive(() => appendNow(request)),
    findIdempotencyResult: async (key) => (keys.has(key) ? { result: keys.get(key) } : undefined),
    readModels: memoryReadModels(tables),
    rebuildProjections: () =>
      exclusive(async () => {
        const owned = new Set(projections.flatMap((p) => p.tables));
        const rebuilt: MemoryTables = new Map([...tables].filter(([table]) => !owned.has(table)));
        const { tx, commit } = stagedTx(rebuilt);
        await applyProjections(projections, log, tx, upcast);
        commit();
        tables.clear();
        for (const [table, rows] of rebuilt) tables.set(table, rows);
        return { events: log.length };
      }),
    close: async () => undefined,
  };
};
