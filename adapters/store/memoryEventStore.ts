// The in-memory event store, for unit tests and the contract suite's reference. Appends run one
// at a time; a unit of work checks every stream's version first, and projection writes are
// staged and merged only when every projection succeeded, so a refused or failing unit leaves
// neither events, nor rows, nor its idempotency key, as in the SQL stores.
import type {
  AppendOutcome,
  AppendRequest,
  EventStore,
  EventStoreOptions,
  UnitAppendOutcome,
  UnitAppendRequest,
} from "../../domain/engine/eventStore";
import type { RecordedEvent } from "../../domain/engine/events";
import { applyProjections, type ProjectionTx, type Row } from "../../domain/engine/projection";
import { memoryReactionLog } from "./memoryReactionLog";
import { memoryReadModels, type MemoryTables } from "./memoryReadModels";

const rowId = (table: string, key: string) => JSON.stringify([table, key]);

/** A projection transaction over `tables`: reads see its own writes; nothing lands until `commit`. */
const stagedTx = (tables: MemoryTables, declared: ReadonlyMap<string, unknown>) => {
  const staged = new Map<string, { table: string; key: string; row: Row | undefined }>();
  const stage = (table: string, key: string, row: Row | undefined) => {
    if (!declared.has(table)) throw new Error(`Unknown read table ${table}`);
    staged.set(rowId(table, key), { table, key, row });
  };
  const tx: ProjectionTx = {
    get: async (table, key) => {
      const id = rowId(table, key);
      return staged.has(id) ? staged.get(id)?.row : tables.get(table)?.get(key);
    },
    // Appends to the memory store run one at a time, so nothing else can change the row meanwhile.
    getForUpdate: (table, key) => tx.get(table, key),
    put: async (table, key, row) => stage(table, key, structuredClone(row)),
    remove: async (table, key) => stage(table, key, undefined),
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
  const keys = new Map<string, { readonly result: unknown; readonly fingerprint?: string }>();
  const tables: MemoryTables = new Map();
  const declared = new Map(projections.flatMap((p) => p.tables).map((t) => [t.name, t]));
  let tail: Promise<unknown> = Promise.resolve();

  /** Runs `work` after every earlier exclusive section: appends never interleave. */
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = tail.then(work, work);
    tail = next.catch(() => undefined);
    return next;
  };

  const appendUnitNow = async (request: UnitAppendRequest): Promise<UnitAppendOutcome> => {
    const key = request.idempotency?.key;
    const seen = key === undefined ? undefined : keys.get(key);
    if (seen !== undefined) return { kind: "duplicate", ...seen };
    const moved = request.streams.find((s) => (streams.get(s.streamId)?.length ?? 0) !== s.expectedVersion);
    if (moved !== undefined) return { kind: "conflict", streamId: moved.streamId };
    const recorded = request.streams.flatMap((stream) =>
      stream.events.map((event, i) => ({ stream, event, version: stream.expectedVersion + i + 1 })),
    ).map(({ stream, event, version }, i): RecordedEvent => ({
      type: event.type,
      v: event.v,
      data: structuredClone(event.data),
      position: log.length + i + 1,
      streamId: stream.streamId,
      version,
      meta: request.meta,
      occurredAt: request.occurredAt,
    }));
    const { tx, commit } = stagedTx(tables, declared);
    await applyProjections(projections, recorded, tx, upcast);
    await options.beforeCommit?.(request.streams.map((s) => s.streamId));
    commit();
    log.push(...recorded);
    for (const event of recorded) {
      const stream = streams.get(event.streamId) ?? [];
      stream.push(event);
      streams.set(event.streamId, stream);
    }
    if (key !== undefined) {
      const { fingerprint } = request.idempotency ?? {};
      keys.set(key, { result: structuredClone(request.idempotency?.result), ...(fingerprint === undefined ? {} : { fingerprint }) });
    }
    return { kind: "appended", events: recorded };
  };

  const appendNow = async (request: AppendRequest): Promise<AppendOutcome> => {
    const { meta, occurredAt, idempotency, ...stream } = request;
    const outcome = await appendUnitNow({ streams: [stream], meta, occurredAt, ...(idempotency === undefined ? {} : { idempotency }) });
    if (outcome.kind === "appended") return { kind: "appended", nextVersion: stream.expectedVersion + stream.events.length, events: outcome.events };
    if (outcome.kind === "duplicate") return outcome;
    return { kind: "conflict", actualVersion: streams.get(stream.streamId)?.length ?? 0 };
  };

  return {
    readStream: async (streamId, afterVersion = 0) => {
      const events = streams.get(streamId) ?? [];
      return { version: Math.max(events.length, afterVersion), events: events.slice(afterVersion) };
    },
    readAll: async (after = 0, limit = Number.MAX_SAFE_INTEGER) => log.slice(after, after + limit),
    append: (request) => exclusive(() => appendNow(request)),
    appendUnit: (request) => exclusive(() => appendUnitNow(request)),
    findIdempotencyResult: async (key) => keys.get(key),
    readModels: memoryReadModels(tables, declared),
    rebuildProjections: () =>
      exclusive(async () => {
        const rebuilt: MemoryTables = new Map();
        const { tx, commit } = stagedTx(rebuilt, declared);
        await applyProjections(projections, log, tx, upcast);
        commit();
        tables.clear();
        for (const [table, rows] of rebuilt) tables.set(table, rows);
        return { events: log.length };
      }),
    close: async () => undefined,
    ...memoryReactionLog(log),
  };
};
