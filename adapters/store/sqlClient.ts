// The few things the SQL event store needs from a database driver, so one implementation
// serves PGlite and PostgreSQL.
export interface SqlResult<R> {
  readonly rows: ReadonlyArray<R>;
  readonly affectedRows: number;
}

export interface SqlExecutor {
  readonly query: <R = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>) => Promise<SqlResult<R>>;
}

export interface SqlClient extends SqlExecutor {
  /** Runs `work` in one transaction: commit when it resolves, roll back when it throws. */
  readonly transaction: <T>(work: (tx: SqlExecutor) => Promise<T>) => Promise<T>;
  /** Runs a script of several statements without parameters (the schema). */
  readonly exec: (script: string) => Promise<void>;
  readonly close: () => Promise<void>;
}

/** PostgreSQL's unique_violation, raised by PGlite and pg alike. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
