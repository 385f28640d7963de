// Read models on SQL over the typed tables of sqlReadTables.ts: the projection transaction of an
// append, the batched one of a replay, and the queries of the read side.
import type { ProjectionTx, ReadModels, Row } from "../../domain/engine/projection";
import type { ReadTable } from "../../domain/engine/readTable";
import type { SqlExecutor } from "./sqlClient";
import { deleteRows, dumpRows, listRows, selectRow, upsertRows } from "./sqlReadTables";

export type ReadTables = ReadonlyMap<string, ReadTable>;

export const readTablesOf = (tables: ReadonlyArray<ReadTable>): ReadTables => new Map(tables.map((t) => [t.name, t]));

const tableIn = (tables: ReadTables, name: string): ReadTable => {
  const table = tables.get(name);
  if (table === undefined) throw new Error(`Unknown read table ${name}`);
  return table;
};

/**
 * The projection transaction of an append. Rows it read or wrote are remembered until it ends, so
 * the projections of one unit of work read each row once (a bill's member row is read by the
 * member counts and by the members projection); a row locked for update is read again under its
 * lock, since a plain read before it may be older.
 */
export const sqlProjectionTx = (tx: SqlExecutor, tables: ReadTables): ProjectionTx => {
  const seen = new Map<string, Row | null>();
  const locked = new Set<string>();
  const idOf = (table: string, key: string) => `${table}\u0000${key}`;
  const get = async (table: string, key: string): Promise<Row | undefined> => {
    const id = idOf(table, key);
    if (seen.has(id)) return seen.get(id) ?? undefined;
    const row = await selectRow(tx, tableIn(tables, table), key);
    seen.set(id, row ?? null);
    return row;
  };
  return {
    get,
    // A transaction-scoped advisory lock on (table, key) rather than SELECT ... FOR UPDATE: it also
    // holds a row that does not exist yet, so two first writers of an aggregate queue as well.
    getForUpdate: async (table, key) => {
      const id = idOf(table, key);
      if (!locked.has(id)) {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))", [table, key]);
        locked.add(id);
        seen.delete(id);
      }
      return get(table, key);
    },
    put: async (table, key, row) => {
      await upsertRows(tx, tableIn(tables, table), [[key, row]]);
      seen.set(idOf(table, key), row);
    },
    remove: async (table, key) => {
      await deleteRows(tx, tableIn(tables, table), [key]);
      seen.set(idOf(table, key), null);
    },
  };
};

/** Options of a batched projection transaction. */
export interface BatchOptions {
  /**
   * The tables were emptied by this transaction (a replay): a row it never wrote does not exist,
   * so it is not asked for, and rows written back stay known after a flush, up to KEPT_ROWS,
   * since nothing else writes the locked tables. A bulk import beside a live server forgets them.
   */
  readonly startsEmpty?: boolean;
}

/** Rows a replay keeps known between flushes (a member row is about a kilobyte). */
const KEPT_ROWS = 100_000;

/**
 * The projection transaction of a replay: rows are read once, kept and written back in one
 * statement per table when `flush` is called (after each batch of events), so replaying and
 * seeding cost a few statements per batch instead of two per event. Rows are held between
 * statements, so the transaction must be the only writer of the rows it reads without a lock
 * (a replay empties the tables; a bulk import writes a data set of its own).
 */
export const batchedProjectionTx = (tx: SqlExecutor, tables: ReadTables, options: BatchOptions = {}) => {
  const cached = new Map<string, Map<string, Row | null>>();
  const dirty = new Map<string, Set<string>>();
  // Keys a replay has written, per table: any other key of an emptied table is absent.
  const everWritten = new Map<string, Set<string>>();
  const rowsOf = (table: string) => cached.get(table) ?? cached.set(table, new Map()).get(table)!;
  const writtenIn = (table: string) => everWritten.get(table) ?? everWritten.set(table, new Set()).get(table)!;
  const get = async (table: string, key: string): Promise<Row | undefined> => {
    const rows = rowsOf(table);
    if (rows.has(key)) return rows.get(key) ?? undefined;
    if (options.startsEmpty === true && !writtenIn(table).has(key)) return undefined;
    const row = await selectRow(tx, tableIn(tables, table), key);
    rows.set(key, row ?? null);
    return row;
  };
  const write = (table: string, key: string, row: Row | null) => {
    rowsOf(table).set(key, row);
    (dirty.get(table) ?? dirty.set(table, new Set()).get(table)!).add(key);
    if (options.startsEmpty === true) writtenIn(table).add(key);
  };
  const locked = new Set<string>();
  const projectionTx: ProjectionTx = {
    get,
    // The lock is still taken (once per row): a bulk import may run beside a live server.
    getForUpdate: async (table, key) => {
      const id = JSON.stringify([table, key]);
      if (!locked.has(id)) {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))", [table, key]);
        locked.add(id);
      }
      return get(table, key);
    },
    put: async (table, key, row) => write(table, key, row),
    remove: async (table, key) => write(table, key, null),
  };
  const flush = async (): Promise<void> => {
    for (const [name, keys] of dirty) {
      const table = tableIn(tables, name);
      const rows = rowsOf(name);
      const puts: Array<readonly [string, Row]> = [];
      const removals: string[] = [];
      for (const key of keys) {
        const row = rows.get(key);
        if (row === null || row === undefined) removals.push(key);
        else puts.push([key, row]);
      }
      for (let i = 0; i < puts.length; i += 500) await upsertRows(tx, table, puts.slice(i, i + 500));
      await deleteRows(tx, table, removals);
    }
    dirty.clear();
    const kept = [...cached.values()].reduce((sum, rows) => sum + rows.size, 0);
    if (options.startsEmpty !== true || kept > KEPT_ROWS) cached.clear();
  };
  return { tx: projectionTx, flush };
};

export const sqlReadModels = (client: SqlExecutor, tables: ReadTables): ReadModels => ({
  get: (table, key) => selectRow(client, tableIn(tables, table), key),
  list: (table, query = {}) => listRows(client, tableIn(tables, table), query),
  dump: async () => {
    const names = [...tables.keys()].sort();
    const dumped = [];
    for (const name of names) for (const { key, row } of await dumpRows(client, tableIn(tables, name))) dumped.push({ table: name, key, row });
    return dumped;
  },
});
