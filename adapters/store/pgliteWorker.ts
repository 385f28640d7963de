// The embedded PostgreSQL (PGlite, WebAssembly) in a worker thread of its own, so the server's
// event loop keeps parsing, routing and answering HTTP while a query runs (ARCHITECTURE §2.7).
// It answers the messages of pgliteProtocol.ts; PGlite itself still runs one statement at a
// time and queues other queries behind an open transaction.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgliteReply, PgliteRequest, PgliteRows, PgliteWorkerData } from "./pgliteProtocol";

const port = parentPort;
if (port === null) throw new Error("pgliteWorker runs only as a worker thread");
const { dataDir, postgresqlconf } = workerData as PgliteWorkerData;
const ready = PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), postgresqlconf: [...postgresqlconf], extensions: { pg_trgm } });

interface OpenTransaction {
  readonly tx: Transaction;
  readonly finish: (commit: boolean) => void;
  readonly done: Promise<void>;
}
// A transaction is named by its client, which sends its first query without waiting for `begin`
// to be answered: PGlite would otherwise sit idle, its only connection held, until the client's
// busy thread read the answer and sent the query. Queries of a transaction wait for it to open.
const transactions = new Map<number, Promise<OpenTransaction>>();

/** Rows as arrays, JSON left as text: the client thread parses it (pgliteProtocol.ts says why). */
const asText = (text: string) => text;
const ROWS_AS_SENT = { rowMode: "array", parsers: { [types.JSON]: asText, [types.JSONB]: asText } } as const;

const failure = (error: unknown) => {
  const { message, code } = error as { message?: unknown; code?: unknown };
  return { message: String(message ?? error), ...(typeof code === "string" ? { code } : {}) };
};

const begin = async (db: PGlite, txId: number): Promise<void> => {
  const open = new Promise<OpenTransaction>((opened, refused) => {
    const done = db
      .transaction(async (tx) => {
        const ended = new Promise<boolean>((finish) => opened({ tx, finish, done }));
        if (!(await ended)) await tx.rollback();
      })
      .finally(() => transactions.delete(txId));
    done.catch(refused);
  });
  // Set before any await: the transaction's next message may already be queued behind this one.
  transactions.set(txId, open);
  await open;
};

const opened = async (txId: number): Promise<OpenTransaction> => {
  const open = await transactions.get(txId);
  if (open === undefined) throw new Error(`No open transaction ${txId}`);
  return open;
};

const end = async (txId: number, commit: boolean): Promise<void> => {
  const open = await opened(txId);
  open.finish(commit);
  await open.done;
};

const handle = async (db: PGlite, request: PgliteRequest): Promise<Omit<Extract<PgliteReply, { ok: true }>, "id" | "ok">> => {
  switch (request.kind) {
    case "query": {
      const on = request.txId === undefined ? db : (await opened(request.txId)).tx;
      const result = await on.query<unknown[]>(request.sql, [...request.params], ROWS_AS_SENT);
      const rows: PgliteRows = {
        columns: result.fields.map((f) => f.name),
        jsonColumns: result.fields.flatMap((f, i) => (f.dataTypeID === types.JSON || f.dataTypeID === types.JSONB ? [i] : [])),
        cells: result.rows,
      };
      return { rows, affectedRows: result.affectedRows ?? 0 };
    }
    case "exec":
      await db.exec(request.script);
      return {};
    case "begin":
      await begin(db, request.txId);
      return {};
    case "commit":
    case "rollback":
      await end(request.txId, request.kind === "commit");
      return {};
    case "close":
      await db.close();
      return {};
    default:
      return request satisfies never;
  }
};

port.on("message", (request: PgliteRequest) => {
  void ready
    .then((db) => handle(db, request))
    .then(
      (answer): PgliteReply => ({ id: request.id, ok: true, ...answer }),
      (error: unknown): PgliteReply => ({ id: request.id, ok: false, error: failure(error) }),
    )
    .then((reply) => port.postMessage(reply));
});
