// SqlClient over PGlite, the embedded PostgreSQL, keeping its files in `dataDir`. PGlite runs
// one query at a time and queues transactions itself. Every write is acknowledged only after
// the WAL flusher has put it on disk (see walFlusher.ts). Automatic checkpoints are pushed out
// (large max_wal_size, long timeout) and taken by `checkpoint()` instead, which syncs the whole
// folder right after, so the data pages a checkpoint writes do not stay only in the page cache.
import { PGlite } from "@electric-sql/pglite";
import type { SqlClient, SqlExecutor } from "./sqlClient";
import { walFlusher } from "./walFlusher";

export interface PgliteSqlClient extends SqlClient {
  readonly checkpoint: () => Promise<void>;
  /** Skip fsync (the bench measures what durability costs by turning it off). */
  readonly durable: boolean;
}

const POSTGRESQL_CONF = ["max_wal_size = '4GB'", "checkpoint_timeout = '1d'", "wal_keep_size = '1GB'"];
const CHECKPOINT_EVERY_MS = 5 * 60_000;

type Queryable = Pick<PGlite, "query">;

const executor = (db: Queryable): SqlExecutor => ({
  query: async <R>(sql: string, params: ReadonlyArray<unknown> = []) => {
    const result = await db.query<R>(sql, params as unknown[]);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  },
});

export const pgliteClient = async (dataDir: string | undefined, options: { durable?: boolean } = {}): Promise<PgliteSqlClient> => {
  const db = await PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), postgresqlconf: POSTGRESQL_CONF });
  const durable = options.durable !== false && dataDir !== undefined;
  const flusher = durable && dataDir !== undefined ? walFlusher(dataDir) : undefined;
  const flushed = async <T>(result: T): Promise<T> => {
    await flusher?.flush();
    return result;
  };
  const checkpoint = async () => {
    await db.query("CHECKPOINT");
    await flusher?.syncAll();
  };
  const timer = flusher === undefined ? undefined : setInterval(() => void checkpoint().catch(() => undefined), CHECKPOINT_EVERY_MS);
  timer?.unref();
  const plain = executor(db);

  return {
    durable,
    // A statement that changed no row (a read) has nothing to make durable.
    query: async <R>(sql: string, params?: ReadonlyArray<unknown>) => {
      const result = await plain.query<R>(sql, params);
      return result.affectedRows > 0 ? flushed(result) : result;
    },
    transaction: async (work) => flushed(await db.transaction((tx) => work(executor(tx)))),
    exec: async (script) => {
      await db.exec(script);
      await flusher?.flush();
    },
    checkpoint,
    close: async () => {
      if (timer !== undefined) clearInterval(timer);
      await db.close();
      await flusher?.syncAll();
    },
  };
};
