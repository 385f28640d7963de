// The messages between the PGlite worker thread (pgliteWorker.ts) and its client in the server's
// main thread (pgliteClient.ts). A transaction is opened by `begin`, runs `query` messages that
// name it, and ends with `commit` or `rollback`; queries outside it wait for it, as in PGlite.
export interface PgliteWorkerData {
  readonly dataDir: string | undefined;
  readonly postgresqlconf: ReadonlyArray<string>;
}

export type PgliteRequest =
  | { readonly id: number; readonly kind: "query"; readonly sql: string; readonly params: ReadonlyArray<unknown>; readonly txId?: number }
  | { readonly id: number; readonly kind: "exec"; readonly script: string }
  | { readonly id: number; readonly kind: "begin" }
  | { readonly id: number; readonly kind: "commit" | "rollback"; readonly txId: number }
  | { readonly id: number; readonly kind: "close" };

export interface PgliteFailure {
  readonly message: string;
  /** PostgreSQL's SQLSTATE (23505 unique violation...), kept so callers can tell conflicts apart. */
  readonly code?: string;
}

export type PgliteReply =
  | { readonly id: number; readonly ok: true; readonly rows?: ReadonlyArray<unknown>; readonly affectedRows?: number; readonly txId?: number }
  | { readonly id: number; readonly ok: false; readonly error: PgliteFailure };
