// The messages between the PGlite worker thread (pgliteWorker.ts) and its client in the server's
// main thread (pgliteClient.ts). A transaction is opened by `begin` with an id its client chose,
// runs `query` messages that name it (sent without waiting for `begin`'s answer), and ends with
// `commit` or `rollback`; queries outside it wait for it, as in PGlite.
export interface PgliteWorkerData {
  readonly dataDir: string | undefined;
  readonly postgresqlconf: ReadonlyArray<string>;
}

export type PgliteRequest =
  | { readonly id: number; readonly kind: "query"; readonly sql: string; readonly params: ReadonlyArray<unknown>; readonly txId?: number }
  | { readonly id: number; readonly kind: "exec"; readonly script: string }
  | { readonly id: number; readonly kind: "begin"; readonly txId: number }
  | { readonly id: number; readonly kind: "commit" | "rollback"; readonly txId: number }
  | { readonly id: number; readonly kind: "close" };

export interface PgliteFailure {
  readonly message: string;
  /** PostgreSQL's SQLSTATE (23505 unique violation...), kept so callers can tell conflicts apart. */
  readonly code?: string;
}

/**
 * A query's rows cross threads as arrays of cells, with JSON columns as their text: a structured
 * clone of nested objects cost the worker more than the query itself (postMessage was 12 % of its
 * time under POS load), so the worker sends strings and this thread parses them (`rowObjects`).
 */
export interface PgliteRows {
  readonly columns: ReadonlyArray<string>;
  /** Indexes of the json and jsonb columns, sent as text. */
  readonly jsonColumns: ReadonlyArray<number>;
  readonly cells: ReadonlyArray<ReadonlyArray<unknown>>;
}

export type PgliteReply =
  | { readonly id: number; readonly ok: true; readonly rows?: PgliteRows; readonly affectedRows?: number }
  | { readonly id: number; readonly ok: false; readonly error: PgliteFailure };

/** The rows as objects by column name, their JSON columns parsed. */
export const rowObjects = <R>(rows: PgliteRows | undefined): R[] => {
  if (rows === undefined) return [];
  const { columns, jsonColumns, cells } = rows;
  const json = new Set(jsonColumns);
  return cells.map((row) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const cell = row[i];
      object[columns[i]!] = json.has(i) && typeof cell === "string" ? JSON.parse(cell) : cell;
    }
    return object as R;
  });
};
