// Inline projections: read models kept as rows of typed tables (readTable.ts), written through a
// transaction-scoped port so that an event and every row it produces commit or fail together.
// The same projection code therefore runs on the memory, PGlite and PostgreSQL stores, and a
// rebuild from the log replays it unchanged.
import type { RecordedEvent } from "./events";
import type { ColumnValue, ReadTable } from "./readTable";

export type Row = Readonly<Record<string, unknown>>;

export interface ProjectionTx {
  readonly get: (table: string, key: string) => Promise<Row | undefined>;
  /**
   * Reads a row that appends to other streams also change (an aggregate such as a business's
   * member counts) and holds it until the transaction ends, so concurrent read-change-writes of
   * it queue instead of one overwriting the other. Take at most one such row per projection
   * run, before any other write, so two transactions never wait on each other.
   */
  readonly getForUpdate: (table: string, key: string) => Promise<Row | undefined>;
  readonly put: (table: string, key: string, row: Row) => Promise<void>;
  readonly remove: (table: string, key: string) => Promise<void>;
}

export interface Projection {
  readonly name: string;
  /** Tables this projection owns; a rebuild empties exactly these. */
  readonly tables: ReadonlyArray<ReadTable>;
  readonly apply: (event: RecordedEvent, tx: ProjectionTx) => Promise<void>;
}

/** A query on one table's columns; naming a column the table does not declare is a bug (throws). */
export interface ListQuery {
  /** Equality on columns. */
  readonly where?: Readonly<Record<string, ColumnValue>>;
  /** A column between `from` (included) and `to` (excluded), either bound optional. */
  readonly range?: { readonly field: string; readonly from?: ColumnValue; readonly to?: ColumnValue };
  /** Text matched by the table's search columns (ReadTable.search); blank matches every row. */
  readonly search?: string;
  /** A column; ties go by row key in the same direction. Default: the row key ascending. */
  readonly orderBy?: { readonly field: string; readonly direction: "asc" | "desc" };
  readonly limit?: number;
  readonly offset?: number;
  /**
   * Counting stops at this many rows, so `total` never costs a scan of a large table; 0 skips
   * the count (the caller knows the total from a maintained counter).
   */
  readonly totalCap?: number;
}

export interface ReadModels {
  readonly get: (table: string, key: string) => Promise<Row | undefined>;
  readonly list: (table: string, query?: ListQuery) => Promise<{ readonly rows: ReadonlyArray<Row>; readonly total: number }>;
  /** Every row of every table as `table/key → row`, sorted: what a rebuild must reproduce. */
  readonly dump: () => Promise<ReadonlyArray<{ readonly table: string; readonly key: string; readonly row: Row }>>;
}

export const applyProjections = async (
  projections: ReadonlyArray<Projection>,
  events: ReadonlyArray<RecordedEvent>,
  tx: ProjectionTx,
  upcast: (event: RecordedEvent) => RecordedEvent,
): Promise<void> => {
  for (const event of events) {
    const current = upcast(event);
    for (const projection of projections) await projection.apply(current, tx);
  }
};
