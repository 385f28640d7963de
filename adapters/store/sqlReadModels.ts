// Read models on SQL: projection rows are JSONB documents in `projection_rows`. Queries filter
// by containment (`doc @> where`), search with ILIKE on named fields, and page with a window
// count. Field names travel as parameters, never spliced into the SQL.
import type { ListQuery, ProjectionTx, ReadModels, Row } from "../../domain/engine/projection";
import type { SqlExecutor } from "./sqlClient";

const getRow = async (tx: SqlExecutor, table: string, key: string): Promise<Row | undefined> => {
  const { rows } = await tx.query<{ doc: Row }>("SELECT doc FROM projection_rows WHERE table_name = $1 AND row_key = $2", [table, key]);
  return rows[0]?.doc;
};

export const sqlProjectionTx = (tx: SqlExecutor): ProjectionTx => ({
  get: (table, key) => getRow(tx, table, key),
  // A transaction-scoped advisory lock on (table, key) rather than SELECT ... FOR UPDATE: it also
  // holds a row that does not exist yet, so two first writers of an aggregate queue as well.
  getForUpdate: async (table, key) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))", [table, key]);
    return getRow(tx, table, key);
  },
  put: async (table, key, row) => {
    await tx.query(
      `INSERT INTO projection_rows (table_name, row_key, doc) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (table_name, row_key) DO UPDATE SET doc = EXCLUDED.doc`,
      [table, key, JSON.stringify(row)],
    );
  },
  remove: async (table, key) => {
    await tx.query("DELETE FROM projection_rows WHERE table_name = $1 AND row_key = $2", [table, key]);
  },
});

const listSql = (query: ListQuery): { where: string; order: string; params: unknown[]; whereParams: number } => {
  const params: unknown[] = [JSON.stringify(query.where ?? {})];
  const clauses = ["table_name = $1", "doc @> $2::jsonb"];
  if (query.search !== undefined && query.search.text !== "" && query.search.fields.length > 0) {
    params.push(`%${query.search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const text = `$${params.length + 1}`;
    const any = query.search.fields.map((field) => {
      params.push(field);
      return `doc->>$${params.length + 1} ILIKE ${text}`;
    });
    clauses.push(`(${any.join(" OR ")})`);
  }
  const whereParams = params.length;
  let order = "row_key";
  if (query.orderBy !== undefined) {
    params.push(query.orderBy.field);
    order = `doc->$${params.length + 1} ${query.orderBy.direction === "desc" ? "DESC" : "ASC"}, row_key`;
  }
  return { where: clauses.join(" AND "), order, params, whereParams };
};

export const sqlReadModels = (client: SqlExecutor): ReadModels => ({
  get: (table, key) => sqlProjectionTx(client).get(table, key),
  list: async (table, query = {}) => {
    const { where, order, params, whereParams } = listSql(query);
    const all = [table, ...params, query.limit ?? null, query.offset ?? 0];
    const { rows } = await client.query<{ doc: Row; total: string | number }>(
      `SELECT doc, count(*) OVER () AS total FROM projection_rows WHERE ${where}
       ORDER BY ${order} LIMIT $${all.length - 1} OFFSET $${all.length}`,
      all,
    );
    if (rows.length > 0 || (query.offset ?? 0) === 0) return { rows: rows.map((r) => r.doc), total: Number(rows[0]?.total ?? 0) };
    const counted = await client.query<{ total: string | number }>(`SELECT count(*) AS total FROM projection_rows WHERE ${where}`, [table, ...params.slice(0, whereParams)]);
    return { rows: [], total: Number(counted.rows[0]?.total ?? 0) };
  },
  dump: async () => {
    const { rows } = await client.query<{ table_name: string; row_key: string; doc: Row }>(
      "SELECT table_name, row_key, doc FROM projection_rows ORDER BY table_name, row_key",
    );
    return rows.map((r) => ({ table: r.table_name, key: r.row_key, row: r.doc }));
  },
});
