// Typed read-model tables on SQL (domain/engine/readTable.ts): one table `rm_<name>` per read
// model with `row_key`, the row document `doc` and a column per declared column, B-tree indexes
// on (columns…, row_key), `pg_trgm` GIN indexes for `contains`/`wordPrefix` search columns and
// B-tree ones for prefixes.
// Identifiers come from the table declarations (checked by readTable), never from requests.
// Each table's shape is recorded in `read_tables`; a table whose declaration changed is dropped
// and created again, and the store then rebuilds its projections from the log (openStore.ts).
import type { ListQuery, Row } from "../../domain/engine/projection";
import type { ColumnType, ColumnValue, ReadTable, SearchColumn } from "../../domain/engine/readTable";
import { notifySql } from "./commitNotice";
import type { SqlExecutor } from "./sqlClient";

export const tableName = (table: ReadTable): string => `rm_${table.name}`;
const column = (name: string): string => `"c_${name}"`;

const SQL_TYPE: Record<ColumnType, string> = {
  text: 'TEXT COLLATE "C"',
  integer: "INTEGER",
  double: "DOUBLE PRECISION",
  boolean: "BOOLEAN",
};
const CAST: Record<ColumnType, string> = { text: "text", integer: "integer", double: "double precision", boolean: "boolean" };

/** The text a trigram index of a search column holds: the column itself for `contains`, and for
 *  `wordPrefix` its words after the first, from the space before them ("" for one word). */
const laterWords = (c: string): string => `regexp_replace(${c}, '^[^ ]*', '')`;
const trigramText = (search: SearchColumn): string =>
  search.match === "contains" ? column(search.column) : laterWords(column(search.column));
const trigramSearched = (table: ReadTable) => (table.search ?? []).filter((s) => s.match !== "prefix");

/** Whether a B-tree index already answers a prefix of `columnName`: one that starts with it, or
 *  with the business and then it (a business's lists always filter by the business). */
const prefixIndexed = (table: ReadTable, columnName: string): boolean =>
  (table.indexes ?? []).some((index) => index[0] === columnName || (index[0] === "businessId" && index[1] === columnName));

/**
 * Trigram indexes keep GIN's pending list, but at its smallest (64 kB). With the default 4 MB,
 * rows written since the last vacuum sat in an unsorted list that every search read through
 * (measured: 3 ms of a 3.2 ms phone search on 20,000 members); without any list, every write of a
 * member inserted each of its trigrams into the index at once (a member's update cost 2.4 times
 * as much, and a POS bill updates its member). At 64 kB a search reads a few hundred pending
 * entries, and the writes that fill the list move it into the index in one pass.
 */
const GIN_OPTIONS = "WITH (fastupdate = on, gin_pending_list_limit = 64)";

const shapeOf = (table: ReadTable): string =>
  JSON.stringify({
    columns: Object.entries(table.columns).map(([name, c]) => [name, c.type]),
    indexes: table.indexes ?? [],
    search: (table.search ?? []).map((s) => [s.column, s.match]),
    // Tables with trigram indexes made before their options, or their later-words text, were set are made again.
    ...(trigramSearched(table).length === 0 ? {} : { gin: GIN_OPTIONS, trigrams: trigramSearched(table).map(trigramText) }),
  });

const tableStatement = (table: ReadTable): string => {
  const columns = Object.entries(table.columns).map(([c, spec]) => `, ${column(c)} ${SQL_TYPE[spec.type]}`).join("");
  return `CREATE TABLE ${tableName(table)} (row_key TEXT COLLATE "C" PRIMARY KEY, doc JSONB NOT NULL${columns})`;
};

/** `trgm` is the schema-qualified operator class: the extension lives in one schema per database. */
const indexStatements = (table: ReadTable, trgm: string): string[] => {
  const name = tableName(table);
  return [
    ...(table.indexes ?? []).map((index, i) => `CREATE INDEX ${name}_i${i} ON ${name} (${[...index.map(column), "row_key"].join(", ")})`),
    ...trigramSearched(table).map((s) => `CREATE INDEX ${name}_s_${s.column} ON ${name} USING gin ((${trigramText(s)}) ${trgm}) ${GIN_OPTIONS}`),
    ...(table.search ?? [])
      .filter((s) => s.match !== "contains" && !prefixIndexed(table, s.column))
      .map((s) => `CREATE INDEX ${name}_p_${s.column} ON ${name} (${column(s.column)})`),
  ];
};

/** The trigram operator class, the extension created in `public` when missing. */
const trgmOpclass = async (tx: SqlExecutor): Promise<string> => {
  await tx.query("CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public");
  const { rows } = await tx.query<{ schema: string }>(
    "SELECT quote_ident(n.nspname) AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
  );
  return `${rows[0]?.schema ?? "public"}.gin_trgm_ops`;
};

/**
 * Empties the tables for a replay and gives back `withIndexes`, which builds their indexes once
 * the rows are in: building an index over loaded rows costs a fraction of keeping it up to date
 * row by row (the trigram ones most of all). The tables are locked until the transaction ends.
 */
export const emptyForReplay = async (tx: SqlExecutor, tables: ReadonlyArray<ReadTable>): Promise<{ readonly withIndexes: () => Promise<void> }> => {
  const trgm = await trgmOpclass(tx);
  for (const table of tables) {
    await tx.query(`DROP TABLE IF EXISTS ${tableName(table)}`);
    await tx.query(tableStatement(table));
  }
  return {
    withIndexes: async () => {
      for (const table of tables) for (const statement of indexStatements(table, trgm)) await tx.query(statement);
    },
  };
};

/**
 * Creates the tables that are missing and re-creates those whose declaration changed.
 * Answers the names of the tables it (re)created: they are empty and need a rebuild.
 */
export const ensureReadTables = async (tx: SqlExecutor, tables: ReadonlyArray<ReadTable>): Promise<ReadonlyArray<string>> => {
  const trgm = await trgmOpclass(tx);
  await tx.query("CREATE TABLE IF NOT EXISTS read_tables (name TEXT PRIMARY KEY, shape TEXT NOT NULL)");
  const { rows } = await tx.query<{ name: string; shape: string }>("SELECT name, shape FROM read_tables");
  const known = new Map(rows.map((r) => [r.name, r.shape]));
  const created: string[] = [];
  for (const table of tables) {
    const shape = shapeOf(table);
    if (known.get(table.name) === shape) continue;
    await tx.query(`DROP TABLE IF EXISTS ${tableName(table)}`);
    for (const statement of [tableStatement(table), ...indexStatements(table, trgm)]) await tx.query(statement);
    await tx.query("INSERT INTO read_tables (name, shape) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET shape = EXCLUDED.shape", [table.name, shape]);
    created.push(table.name);
  }
  return created;
};

const columnValues = (table: ReadTable, row: Row): ColumnValue[] => Object.values(table.columns).map((c) => c.of(row));

/** The upsert of `table`'s rows, given as the jsonb parameter `$param`; their columns are derived from each row. */
const upsertStatement = (table: ReadTable, param: number): string => {
  const names = Object.keys(table.columns);
  const select = names.map((c, i) => `(r->>${i + 2})::${CAST[table.columns[c]!.type]}`);
  const set = ["doc = EXCLUDED.doc", ...names.map((c) => `${column(c)} = EXCLUDED.${column(c)}`)].join(", ");
  return `INSERT INTO ${tableName(table)} (row_key, doc${names.map((c) => `, ${column(c)}`).join("")})
     SELECT r->>0, r->1${select.map((s) => `, ${s}`).join("")} FROM jsonb_array_elements($${param}::jsonb) AS r
     ON CONFLICT (row_key) DO UPDATE SET ${set}`;
};
const upsertParam = (table: ReadTable, rows: ReadonlyArray<readonly [string, Row]>): string =>
  JSON.stringify(rows.map(([key, row]) => [key, row, ...columnValues(table, row)]));

const deleteStatement = (table: ReadTable, param: number): string =>
  `DELETE FROM ${tableName(table)} WHERE row_key IN (SELECT jsonb_array_elements_text($${param}::jsonb))`;

/** What one transaction writes to one table: each key once, upserted or deleted. */
export interface TableWrites {
  readonly table: ReadTable;
  readonly puts: ReadonlyArray<readonly [string, Row]>;
  readonly removals: ReadonlyArray<string>;
}

/**
 * Every table's upserts and deletions in ONE statement (data-modifying CTEs), so the projection
 * rows of a unit of work cost one round trip however many tables they touch. A key must appear
 * once per table: one statement cannot change a row twice.
 */
export const writeTables = async (tx: SqlExecutor, writes: ReadonlyArray<TableWrites>, notice?: string): Promise<void> => {
  const statements: string[] = [];
  const params: string[] = [];
  for (const { table, puts, removals } of writes) {
    if (puts.length > 0) statements.push(upsertStatement(table, params.push(upsertParam(table, puts))));
    if (removals.length > 0) statements.push(deleteStatement(table, params.push(JSON.stringify(removals))));
  }
  // The commit notice of a store shared by several processes (commitFeed.ts) rides along.
  const last = notice === undefined ? "SELECT 1" : `SELECT ${notifySql(params.push(notice))}`;
  if (statements.length === 0 && notice === undefined) return;
  const sql =
    statements.length === 0 ? last
    : statements.length === 1 && notice === undefined ? statements[0]!
    : `WITH ${statements.map((s, i) => `w${i} AS (${s})`).join(", ")} ${last}`;
  await tx.query(sql, params);
};

export const selectRow = async (tx: SqlExecutor, table: ReadTable, key: string): Promise<Row | undefined> => {
  const { rows } = await tx.query<{ doc: Row }>(`SELECT doc FROM ${tableName(table)} WHERE row_key = $1`, [key]);
  return rows[0]?.doc;
};

/** Rows' keys and column values (in the order of the table's columns), by key, the first `limit`
 *  after the key `after` (an in-memory index's load). */
export const selectColumns = async (
  tx: SqlExecutor,
  table: ReadTable,
  after: string | undefined,
  limit: number,
): Promise<Array<readonly [string, ColumnValue[]]>> => {
  const names = Object.keys(table.columns);
  const { rows } = await tx.query<Record<string, ColumnValue>>(
    `SELECT row_key${names.map((c, i) => `, ${column(c)} AS v${i}`).join("")} FROM ${tableName(table)}
     WHERE $1::text IS NULL OR row_key > $1::text ORDER BY row_key LIMIT $2`,
    [after ?? null, limit],
  );
  return rows.map((r) => [String(r.row_key), names.map((_, i) => r[`v${i}`] ?? null)] as const);
};

/** The rows of these keys, by key (a key without a row is left out). */
export const selectRows = async (tx: SqlExecutor, table: ReadTable, keys: ReadonlyArray<string>): Promise<Map<string, Row>> => {
  const { rows } = await tx.query<{ row_key: string; doc: Row }>(
    // An array built first, then looked up key by key in the primary key (a semi-join may scan the table).
    `SELECT row_key, doc FROM ${tableName(table)} WHERE row_key = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))`,
    [JSON.stringify(keys)],
  );
  return new Map(rows.map((r) => [r.row_key, r.doc]));
};

const likeEscaped = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const known = (table: ReadTable, name: string): string => {
  if (table.columns[name] === undefined) throw new Error(`Unknown column ${table.name}.${name}`);
  return column(name);
};

/** The filters of a query (its `where` and `range`), each a clause on `params`. */
const filtersOf = (table: ReadTable, query: ListQuery, params: unknown[]): string[] => {
  const clauses: string[] = [];
  for (const [name, value] of Object.entries(query.where ?? {})) {
    const c = known(table, name);
    if (value === null) clauses.push(`${c} IS NULL`);
    else {
      params.push(value);
      clauses.push(`${c} = $${params.length}::${CAST[table.columns[name]!.type]}`);
    }
  }
  if (query.range !== undefined) {
    const c = known(table, query.range.field);
    const cast = CAST[table.columns[query.range.field]!.type];
    if (query.range.from !== undefined && query.range.from !== null) {
      params.push(query.range.from);
      clauses.push(`${c} >= $${params.length}::${cast}`);
    }
    if (query.range.to !== undefined && query.range.to !== null) {
      params.push(query.range.to);
      clauses.push(`${c} < $${params.length}::${cast}`);
    }
  }
  return clauses;
};

/**
 * One way a row can match the search: a predicate one index answers. `trigram` branches are
 * answered by a GIN index, whose matches come unordered; the others by a B-tree.
 */
interface SearchBranch {
  readonly sql: string;
  readonly trigram: boolean;
}

/** The search's branches (none when the text is empty or no column takes it), on `params`. */
const searchBranchesOf = (table: ReadTable, text: string, params: unknown[]): SearchBranch[] => {
  const like = (c: string, pattern: string): string => `${c} LIKE $${params.push(pattern)}::text`;
  return (table.search ?? []).flatMap((search): SearchBranch[] => {
    const term = search.term(text);
    if (term === null) return [];
    const c = column(search.column);
    const t = likeEscaped(term);
    if (search.match === "prefix") return [{ sql: like(c, `${t}%`), trigram: false }];
    if (search.match === "contains") return [{ sql: like(c, `%${t}%`), trigram: true }];
    // The first word's prefix is a B-tree range; a later word's is looked up among later words
    // only, so a common first name never sends the trigram index through every row that has it.
    return [{ sql: like(c, `${t}%`), trigram: false }, { sql: like(laterWords(c), `% ${t}%`), trigram: true }];
  });
};

const conjunction = (clauses: ReadonlyArray<string>): string => (clauses.length === 0 ? "TRUE" : clauses.join(" AND "));

/** The rows a page has passed: its offset and its rows, or none when it found nothing. */
const rowsPassed = (offset: number, found: number): number => (found > 0 ? offset + found : 0);

/** The total a page tells without counting (a short page that is not past the end), or that its
 *  query asks not to count; undefined when it must be counted. */
const totalWithoutCount = (query: ListQuery, offset: number, found: number): number | undefined => {
  if ((query.limit === undefined || found < query.limit) && (found > 0 || offset === 0)) return offset + found;
  return query.totalCap === 0 ? rowsPassed(offset, found) : undefined;
};

/**
 * A page of a search: each branch gives its first `offset + limit` rows in the page's order, and
 * the page is taken from their union. A single `a OR b OR c` lets the planner walk the sort index
 * and test every row against the terms, and a term whose rows sort last (a first name in "z")
 * read the whole business: 1 s on 100,000 members, against under a millisecond per branch.
 * A trigram branch is planned apart from the order (OFFSET 0 keeps the LIMIT out of it), so its
 * GIN index is used whatever the planner guesses of its matches.
 */
const searchPage = async (tx: SqlExecutor, table: ReadTable, query: ListQuery, text: string): Promise<{ rows: Row[]; total: number }> => {
  const params: unknown[] = [];
  const filters = filtersOf(table, query, params);
  const branches = searchBranchesOf(table, text, params);
  if (branches.length === 0) return { rows: [], total: 0 };
  const name = tableName(table);
  const direction = query.orderBy?.direction === "desc" ? "DESC" : "ASC";
  const sortColumn = query.orderBy === undefined ? "row_key" : known(table, query.orderBy.field);
  const order = `o ${direction}, row_key ${direction}`;
  const offset = query.offset ?? 0;
  const matchParams = [...params];
  const firstRows = query.limit === undefined ? "ALL" : `$${params.push(offset + query.limit)}`;
  const matching = (branch: SearchBranch, columns: string) => `SELECT ${columns} FROM ${name} WHERE ${conjunction([...filters, branch.sql])}`;
  const hits = branches.map((branch) =>
    branch.trigram
      ? `(SELECT * FROM (${matching(branch, `row_key, ${sortColumn} AS o`)} OFFSET 0) AS m ORDER BY ${order} LIMIT ${firstRows})`
      : `(${matching(branch, `row_key, ${sortColumn} AS o`)} ORDER BY ${sortColumn} ${direction}, row_key ${direction} LIMIT ${firstRows})`,
  );
  const pageParams = [...params, query.limit ?? null, offset];
  const { rows } = await tx.query<{ doc: Row }>(
    // The page's keys as an array, then looked up one by one in the primary key (a join may scan the table).
    `SELECT doc FROM ${name} WHERE row_key = ANY (ARRAY(
       SELECT row_key FROM (${hits.join(" UNION ")}) AS hits ORDER BY ${order} LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}
     )) ORDER BY ${sortColumn} ${direction}, row_key ${direction}`,
    pageParams,
  );
  const docs = rows.map((r) => r.doc);
  const told = totalWithoutCount(query, offset, docs.length);
  if (told !== undefined) return { rows: docs, total: told };
  const cap = query.totalCap === undefined ? "ALL" : String(Math.trunc(query.totalCap));
  const counted = branches.map((branch) =>
    branch.trigram ? `(SELECT row_key FROM (${matching(branch, "row_key")} OFFSET 0) AS m LIMIT ${cap})` : `(${matching(branch, "row_key")} LIMIT ${cap})`,
  );
  const total = await tx.query<{ total: string | number }>(`SELECT count(*) AS total FROM (${counted.join(" UNION ")}) AS hits`, matchParams);
  const count = Number(total.rows[0]?.total ?? 0);
  return { rows: docs, total: Math.max(query.totalCap === undefined ? count : Math.min(count, query.totalCap), rowsPassed(offset, docs.length)) };
};

export const listRows = async (tx: SqlExecutor, table: ReadTable, query: ListQuery): Promise<{ rows: Row[]; total: number }> => {
  const text = query.search?.trim() ?? "";
  if (text !== "") return searchPage(tx, table, query, text);
  const params: unknown[] = [];
  const where = conjunction(filtersOf(table, query, params));
  const direction = query.orderBy?.direction === "desc" ? "DESC" : "ASC";
  const order = query.orderBy === undefined ? "row_key" : `${known(table, query.orderBy.field)} ${direction}, row_key ${direction}`;
  const offset = query.offset ?? 0;
  const filterParams = [...params];
  params.push(query.limit ?? null, offset);
  const { rows } = await tx.query<{ doc: Row }>(
    `SELECT doc FROM ${tableName(table)} WHERE ${where} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const docs = rows.map((r) => r.doc);
  const told = totalWithoutCount(query, offset, docs.length);
  if (told !== undefined) return { rows: docs, total: told };
  const cap = query.totalCap;
  const counted = await tx.query<{ total: string | number }>(
    cap === undefined
      ? `SELECT count(*) AS total FROM ${tableName(table)} WHERE ${where}`
      : `SELECT count(*) AS total FROM (SELECT 1 FROM ${tableName(table)} WHERE ${where} LIMIT ${Math.trunc(cap)}) AS capped`,
    filterParams,
  );
  return { rows: docs, total: Math.max(Number(counted.rows[0]?.total ?? 0), rowsPassed(offset, docs.length)) };
};

export const dumpRows = async (tx: SqlExecutor, table: ReadTable): Promise<Array<{ key: string; row: Row }>> => {
  const { rows } = await tx.query<{ row_key: string; doc: Row }>(`SELECT row_key, doc FROM ${tableName(table)} ORDER BY row_key`);
  return rows.map((r) => ({ key: r.row_key, row: r.doc }));
};


/**
 * Refreshes the planner's statistics of every read table: after a replay or a bulk import the
 * tables hold many more rows than the statistics say, and a stale estimate picks a full scan
 * over the search indexes until autovacuum comes by.
 */
export const analyzeTables = async (tx: SqlExecutor, tables: Iterable<ReadTable>): Promise<void> => {
  for (const table of tables) await tx.query(`ANALYZE ${tableName(table)}`);
};
