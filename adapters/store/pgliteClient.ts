// SqlClient over PGlite, the embedded PostgreSQL, keeping its files in `dataDir`. PGlite runs in
// a worker thread (pgliteWorker.ts), so the WebAssembly work of a query never blocks the event
// loop that answers HTTP; this module is its client. PGlite runs one query at a time and queues
// transactions itself. Every write is acknowledged only after the WAL flusher has put it on disk
// (see walFlusher.ts); commits that arrive together share one flush. Automatic checkpoints are
// pushed out (large max_wal_size, long timeout) and taken by `checkpoint()` instead, which syncs
// the whole folder right after, so the data pages a checkpoint writes do not stay only in the
// page cache.
import type { Worker } from "node:worker_threads";
import { type PgliteReply, type PgliteRequest, type PgliteWorkerData, rowObjects } from "./pgliteProtocol";
import type { SqlClient, SqlExecutor, SqlResult } from "./sqlClient";
import { typescriptWorker } from "./typescriptWorker";
import { walFlusher } from "./walFlusher";

export interface PgliteSqlClient extends SqlClient {
  readonly checkpoint: () => Promise<void>;
  /** Skip fsync (the bench measures what durability costs by turning it off). */
  readonly durable: boolean;
}

const POSTGRESQL_CONF = ["max_wal_size = '4GB'", "checkpoint_timeout = '1d'", "wal_keep_size = '1GB'"];
const CHECKPOINT_EVERY_MS = 5 * 60_000;

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/** PGlite's refusal, carrying PostgreSQL's SQLSTATE like the driver's own errors. */
class PgliteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "PgliteError";
  }
}

const connect = (worker: Worker) => {
  const pending = new Map<number, { resolve: (reply: Extract<PgliteReply, { ok: true }>) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  worker.on("message", (reply: PgliteReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply);
    else waiting?.reject(new PgliteError(reply.error.message, reply.error.code));
  });
  worker.on("error", (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  return (request: Request) =>
    new Promise<Extract<PgliteReply, { ok: true }>>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
};

export const pgliteClient = async (dataDir: string | undefined, options: { durable?: boolean } = {}): Promise<PgliteSqlClient> => {
  const workerData: PgliteWorkerData = { dataDir, postgresqlconf: POSTGRESQL_CONF };
  const worker = typescriptWorker(new URL("./pgliteWorker.ts", import.meta.url), workerData);
  const send = connect(worker);
  const durable = options.durable !== false && dataDir !== undefined;
  const flusher = durable && dataDir !== undefined ? walFlusher(dataDir) : undefined;
  const flushed = async <T>(result: T): Promise<T> => {
    await flusher?.flush();
    return result;
  };
  const queryOn = (txId: number | undefined) => async <R>(sql: string, params: ReadonlyArray<unknown> = []): Promise<SqlResult<R>> => {
    const reply = await send({ kind: "query", sql, params, ...(txId === undefined ? {} : { txId }) });
    return { rows: rowObjects<R>(reply.rows), affectedRows: reply.affectedRows ?? 0 };
  };
  const plain = queryOn(undefined);
  let nextTxId = 1;
  await plain("SELECT 1"); // the data folder is ready (or its error is thrown here)
  const checkpoint = async () => {
    await plain("CHECKPOINT");
    await flusher?.syncAll();
  };
  const timer = flusher === undefined ? undefined : setInterval(() => void checkpoint().catch(() => undefined), CHECKPOINT_EVERY_MS);
  timer?.unref();

  return {
    durable,
    // A statement that changed no row (a read) has nothing to make durable.
    query: async <R>(sql: string, params?: ReadonlyArray<unknown>) => {
      const result = await plain<R>(sql, params);
      return result.affectedRows > 0 ? flushed(result) : result;
    },
    transaction: async (work) => {
      const txId = nextTxId++;
      // Not awaited before the first query: the worker runs the transaction's messages in order.
      // A failed begin fails the transaction's queries as well; it is awaited before the commit.
      const begun = send({ kind: "begin", txId });
      begun.catch(() => undefined);
      const tx: SqlExecutor = { query: queryOn(txId) };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(tx);
        await begun;
      } catch (error) {
        await send({ kind: "rollback", txId }).catch(() => undefined);
        throw error;
      }
      await send({ kind: "commit", txId });
      return flushed(result);
    },
    exec: async (script) => {
      await send({ kind: "exec", script });
      await flusher?.flush();
    },
    checkpoint,
    close: async () => {
      if (timer !== undefined) clearInterval(timer);
      await send({ kind: "close" });
      await worker.terminate();
      await flusher?.syncAll();
    },
  };
};
