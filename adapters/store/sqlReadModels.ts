// Read models on SQL over the typed tables of sqlReadTables.ts: the projection transaction of an
// append, the batched one of a replay, and the queries of the read side.
import type { ProjectionTx, ReadModels, Row } from "../../domain/engine/projection";
import type { ReadTable } from "../../domain/engine/readTable";
import type { KnownRows, RowChange } from "./knownRows";
import type { SqlExecutor } from "./sqlClient";
import { dumpRows, listRows, selectRow, type TableWrites, writeTables } from "./sqlReadTables";

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
 * lock, since a plain read before it may be older. Writes are kept until `flush`, which sends
 * every table's final rows in one statement (a bill wrote its member row twice, and each table in
 * a statement of its own). `locks: false` is for a store whose transactions already run one at
 * a time (PGlite), where an advisory lock is a round trip that guards nothing.
 */
export const sqlProjectionTx = (
  tx: SqlExecutor,
  tables: ReadTables,
  options: { readonly locks: boolean; readonly known?: KnownRows } = { locks: true },
) => {
  const seen = new Map<string, Map<string, Row | null>>();
  const dirty = new Map<string, Set<string>>();
  const locked = new Set<string>();
  // Rows read from the table, to be known by later units once this one commits.
  const read: RowChange[] = [];
  const rowsOf = (table: string) => seen.get(table) ?? seen.set(table, new Map()).get(table)!;
  const get = async (table: string, key: string): Promise<Row | undefined> => {
    const rows = rowsOf(table);
    if (rows.has(key)) return rows.get(key) ?? undefined;
    const known = options.known?.get(table, key);
    if (known !== undefined) {
      rows.set(key, known);
      return known ?? undefined;
    }
    const row = await selectRow(tx, tableIn(tables, table), key);
    rows.set(key, row ?? null);
    read.push([table, key, row ?? null]);
    return row;
  };
  const write = (table: string, key: string, row: Row | null) => {
    tableIn(tables, table);
    rowsOf(table).set(key, row);
    (dirty.get(table) ?? dirty.set(table, new Set()).get(table)!).add(key);
  };
  const projectionTx: ProjectionTx = {
    get,
    // A transaction-scoped advisory lock on (table, key) rather than SELECT ... FOR UPDATE: it also
    // holds a row that does not exist yet, so two first writers of an aggregate queue as well.
    getForUpdate: async (table, key) => {
      const id = `${table}\u0000${key}`;
      if (options.locks && !locked.has(id)) {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))", [table, key]);
        locked.add(id);
        // Read again under the lock, unless this transaction wrote the row itself.
        if (!dirty.get(table)?.has(key)) rowsOf(table).delete(key);
      }
      return get(table, key);
    },
    put: async (table, key, row) => write(table, key, row),
    remove: async (table, key) => write(table, key, null),
  };
  /** Writes every changed row, with the commit notice made of the tables written when there is
   *  one to send; answers them as (table, key, row or null when removed). */
  const flush = async (noticeOf?: (tables: ReadonlyArray<string>) => string): Promise<RowChange[]> => {
    const changed: RowChange[] = [];
    const writes: TableWrites[] = [];
    for (const [name, keys] of dirty) {
      const rows = rowsOf(name);
      const puts: Array<readonly [string, Row]> = [];
      const removals: string[] = [];
      for (const key of keys) {
        const row = rows.get(key) ?? null;
        changed.push([name, key, row]);
        if (row === null) removals.push(key);
        else puts.push([key, row]);
      }
      writes.push({ table: tableIn(tables, name), puts, removals });
    }
    dirty.clear();
    await writeTables(tx, writes, noticeOf?.(writes.map((w) => w.table.name)));
    // Known from now on, before the commit: the next unit starts only after this one ends, and
    // must see these rows. Should this unit not commit, the caller clears what is known.
    options.known?.committed([...read.splice(0), ...changed]);
    return changed;
  };
  return { tx: projectionTx, flush };
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

/** Rows of one table in one statement of a flush. */
const FLUSH_ROWS = 500;

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
  /**
   * Sends the rows changed since the last flush. What it writes is taken at once, so the caller
   * may go on projecting while the statements run (a replay does), provided it awaits one flush
   * before the next; a row read meanwhile is read after the writes (one connection, in order).
   */
  const flush = (): Promise<void> => {
    // Round r writes the r-th 500 rows of every table, all tables in one statement.
    const rounds: TableWrites[][] = [];
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
      for (let i = 0, r = 0; i === 0 || i < puts.length; i += FLUSH_ROWS, r++) {
        (rounds[r] ??= []).push({ table, puts: puts.slice(i, i + FLUSH_ROWS), removals: i === 0 ? removals : [] });
      }
    }
    dirty.clear();
    const kept = [...cached.values()].reduce((sum, rows) => sum + rows.size, 0);
    if (options.startsEmpty !== true || kept > KEPT_ROWS) cached.clear();
    // Every round is sent now: a read sent later must come after all of them, not between two.
    const sent = rounds.map((round) => writeTables(tx, round));
    for (const round of sent) round.catch(() => undefined);
    return (async () => {
      for (const round of sent) await round;
    })();
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
