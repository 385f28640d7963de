// The event store over SQL (PGlite or PostgreSQL through SqlClient). Optimistic concurrency
// rests on the `streams` row: the first writer moves it from the expected version, every
// other writer of that version finds zero rows and gets a conflict; unique (stream_id, version)
// on `events` backs it up. A unit of work moves all its streams, inserts their events, records
// the idempotency key and writes every projection row in ONE transaction, so they are all there
// or none is. Streams are moved in id order so two units never wait on each other's rows in
// opposite orders; a deadlock or serialisation failure PostgreSQL still reports is a conflict
// (the command handler decides again).
// A store no other process writes (PGlite: `soleWriter`) also keeps its hot read tables, and
// the latest pages of tables whose pages are read often, and the column values of tables searched
// often, in memory (readCache.ts, searchIndex.ts) and the version of every stream it has read or appended: a load of a
// stream whose cached fold is already at that version (the programme every member page folds)
// then answers without a query. A store several processes write (PostgreSQL) keeps the same
// tables, pages and versions when it has a `commitFeed`: each unit's last statement tells the
// other processes what it changed, and their notices drop it here (commitFeed.ts). Searches
// read through there, since a search index would need the other processes' rows.
import type {
  AppendOutcome,
  AppendRequest,
  EventStore,
  EventStoreOptions,
  UnitAppendOutcome,
  UnitAppendRequest,
} from "../../domain/engine/eventStore";
import type { RecordedEvent } from "../../domain/engine/events";
import { applyProjections, type ReadModels } from "../../domain/engine/projection";
import { isUniqueViolation, type SqlClient, type SqlExecutor } from "./sqlClient";
import { type EventRow, SELECT_EVENTS, toRecorded } from "./sqlEventRows";
import { LogRefused, writeLog } from "./sqlLogWrite";
import { knownRows, type RowChange } from "./knownRows";
import { sqlReactionLog } from "./sqlReactionLog";
import { readTablesOf, sqlProjectionTx, sqlReadModels } from "./sqlReadModels";
import { replayInto } from "./sqlReplay";
import type { CommitFeed } from "./commitFeed";
import { EVERYTHING_CHANGED, NOTIFY_EVERYTHING_CHANGED, noticeText } from "./commitNotice";
import { readCache } from "./readCache";
import { searchIndex } from "./searchIndex";
import { selectColumns, selectRows } from "./sqlReadTables";
import { streamVersions } from "./streamVersions";

const REPLAY_BATCH = 1000;
/** Projection rows the embedded store keeps known across units (knownRows.ts); a member row is about a kilobyte. */
const KNOWN_ROWS = 5000;

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction lost a race. */
const isLostRace = (error: unknown): boolean =>
  typeof error === "object" && error !== null && ["40P01", "40001"].includes(String((error as { code?: unknown }).code));

export interface SqlEventStoreOptions extends EventStoreOptions {
  /** No other process writes this store (PGlite): keep the `hot` read tables and the stream versions in memory. */
  readonly soleWriter?: boolean;
  /** Other processes write this store too and tell of their commits through this feed: keep the same caches as a sole writer, dropped by their notices. */
  readonly commitFeed?: CommitFeed;
}

export const sqlEventStore = (client: SqlClient, options: SqlEventStoreOptions = {}): EventStore => {
  const projections = options.projections ?? [];
  const tables = readTablesOf(projections.flatMap((p) => p.tables));
  // One process, one connection: transactions already run one at a time, so row locks guard nothing.
  const soleWriter = options.soleWriter === true;
  const feed = options.commitFeed;
  const caching = soleWriter || feed !== undefined;
  const kept = (flag: "hot" | "pagesReadOften" | "searchedOften") =>
    (flag === "searchedOften" ? soleWriter : caching) ? [...tables.values()].filter((t) => t[flag] === true) : [];
  const names = (flag: "hot" | "pagesReadOften") => new Set(kept(flag).map((t) => t.name));
  const searchIndexes = new Map(
    kept("searchedOften").map((t) => [t.name, searchIndex(t, { columns: (after, limit) => selectColumns(client, t, after, limit), rows: (keys) => selectRows(client, t, keys) })] as const),
  );
  const direct = sqlReadModels(client, tables);
  const cache = readCache(direct, names("hot"), names("pagesReadOften"), searchIndexes);
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);
  const known = knownRows(KNOWN_ROWS);
  const versions = streamVersions(caching);
  // On a shared store the caches answer only while the other processes' notices arrive.
  const live = () => feed === undefined || feed.live();
  const readModels: ReadModels =
    feed === undefined
      ? cache.readModels
      : {
          get: (table, key) => (feed.live() ? cache.readModels : direct).get(table, key),
          list: (table, query) => (feed.live() ? cache.readModels : direct).list(table, query),
          dump: direct.dump,
        };
  feed?.listen({
    notice: (notice) => {
      if ("all" in notice) {
        cache.clear();
        versions.clear();
        return;
      }
      cache.written(notice.tables);
      for (const [streamId, version] of notice.streams) versions.moved(streamId, version);
    },
    lost: () => {
      cache.clear();
      versions.clear();
    },
  });
  const noticeOf = (request: UnitAppendRequest) =>
    feed === undefined
      ? undefined
      : (written: ReadonlyArray<string>) =>
          noticeText({ origin: feed.origin, tables: written, streams: request.streams.map((s) => [s.streamId, s.expectedVersion + s.events.length] as const) });

  const currentVersion = async (streamId: string): Promise<number> => {
    const { rows } = await client.query<{ version: number }>("SELECT version FROM streams WHERE stream_id = $1", [streamId]);
    return rows[0]?.version ?? 0;
  };

  const findIdempotencyResult: EventStore["findIdempotencyResult"] = async (key) => {
    const { rows } = await client.query<{ result: unknown; fingerprint: string | null }>(
      "SELECT result, fingerprint FROM idempotency_keys WHERE key = $1",
      [key],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return row.fingerprint === null ? { result: row.result } : { result: row.result, fingerprint: row.fingerprint };
  };

  const appendUnit = async (request: UnitAppendRequest): Promise<UnitAppendOutcome> => {
    try {
      let changed: RowChange[] = [];
      let flushed = false;
      const events = await client
        .transaction(async (tx) => {
          const recorded = await writeLog(tx, request, { lockInOrder: !soleWriter });
          const projectionTx = sqlProjectionTx(tx, tables, soleWriter ? { locks: false, known } : { locks: true });
          await applyProjections(projections, recorded, projectionTx.tx, upcast);
          flushed = true;
          changed = await projectionTx.flush(noticeOf(request));
          await options.beforeCommit?.(request.streams.map((s) => s.streamId));
          return recorded;
        })
        .catch((error: unknown) => {
          // The rows the flush made known were not committed (or may not have been).
          if (flushed) known.clear();
          throw error;
        });
      cache.written(new Set(changed.map(([table]) => table)), changed);
      for (const stream of request.streams) versions.moved(stream.streamId, stream.expectedVersion + stream.events.length);
      return { kind: "appended", events };
    } catch (error) {
      const lost = error instanceof LogRefused ? error : isUniqueViolation(error) || isLostRace(error) ? new LogRefused("conflict") : undefined;
      if (lost === undefined) throw error;
      const key = request.idempotency?.key;
      const seen = key === undefined ? undefined : await findIdempotencyResult(key);
      if (seen !== undefined) return { kind: "duplicate", ...seen };
      // Another process moved a stream and its notice is not here yet: the next load reads them.
      for (const stream of request.streams) versions.forget(stream.streamId);
      return { kind: "conflict", streamId: lost.streamId };
    }
  };

  const append = async (request: AppendRequest): Promise<AppendOutcome> => {
    const { meta, occurredAt, idempotency, ...stream } = request;
    const outcome = await appendUnit({ streams: [stream], meta, occurredAt, ...(idempotency === undefined ? {} : { idempotency }) });
    if (outcome.kind === "appended") return { kind: "appended", nextVersion: stream.expectedVersion + stream.events.length, events: outcome.events };
    if (outcome.kind === "duplicate") return outcome;
    return { kind: "conflict", actualVersion: await currentVersion(stream.streamId) };
  };

  const readAllWith = async (executor: SqlExecutor, after: number, limit: number) => {
    const { rows } = await executor.query<EventRow>(`${SELECT_EVENTS} WHERE position > $1 ORDER BY position LIMIT $2`, [after, limit]);
    return rows.map(toRecorded);
  };

  const rebuildProjections: EventStore["rebuildProjections"] = async () => {
    const replayed = await client.transaction(async (tx) => {
      const result = await replayInto(tx, options);
      if (!soleWriter) await tx.query(NOTIFY_EVERYTHING_CHANGED, [EVERYTHING_CHANGED]);
      return result;
    });
    cache.clear();
    known.clear();
    versions.clear();
    return replayed;
  };

  return {
    readStream: async (streamId, afterVersion = 0) => {
      if (live() && versions.current(streamId) === afterVersion) return { version: afterVersion, events: [] };
      const generation = feed?.generation();
      const { rows } = await client.query<EventRow>(`${SELECT_EVENTS} WHERE stream_id = $1 AND version > $2 ORDER BY version`, [streamId, afterVersion]);
      const events = rows.map(toRecorded);
      const version = events.at(-1)?.version ?? afterVersion;
      // A read begun before the feed was lost or back may be older than a notice it missed.
      if (feed?.generation() === generation) versions.moved(streamId, version);
      return { version, events };
    },
    readAll: (after = 0, limit = REPLAY_BATCH) => readAllWith(client, after, limit),
    append,
    appendUnit,
    findIdempotencyResult,
    readModels,
    rebuildProjections,
    close: () => client.close(),
    ...sqlReactionLog(client),
  };
};
