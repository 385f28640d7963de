// SqlClient over node-postgres: a pool, and one pooled connection per transaction.
import pg from "pg";
import type { SqlClient, SqlExecutor } from "./sqlClient";

const executor = (queryable: pg.Pool | pg.PoolClient): SqlExecutor => ({
  query: async <R>(sql: string, params: ReadonlyArray<unknown> = []) => {
    const result = await queryable.query(sql, params as unknown[]);
    return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
  },
});

/**
 * A transaction's connection, its queries sent one after another: a replay asks for its next
 * events and writes its rows without waiting for the query before (node-postgres would queue them
 * too, but warns that this queue goes away in its next major version).
 */
const inOrder = (connection: pg.PoolClient): SqlExecutor => {
  const { query } = executor(connection);
  let last: Promise<unknown> = Promise.resolve();
  return {
    query: <R>(sql: string, params?: ReadonlyArray<unknown>) => {
      const result = last.then(() => query<R>(sql, params));
      last = result.catch(() => undefined);
      return result;
    },
  };
};

/** `schema` confines every connection to one PostgreSQL schema (tests and bench use their own). */
export const postgresClient = (connectionString: string, options: { schema?: string; maxConnections?: number } = {}): SqlClient => {
  const searchPath = options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` };
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10, ...searchPath });
  return {
    ...executor(pool),
    transaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query("BEGIN");
        const result = await work(inOrder(connection));
        await connection.query("COMMIT");
        return result;
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    exec: async (script) => {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
};
