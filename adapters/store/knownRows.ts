// The read-model rows the embedded store's projections last read or wrote, kept across units of
// work (only where one process owns the store and its transactions run one at a time, so what a
// committed unit saw or wrote is what the table holds until the next unit commits). A POS bill's
// projections read the business's member counts, the restaurant's report hour and settlement
// rows: the same few rows on every bill, each a round trip to PGlite's thread while the unit holds
// its only connection. Rows enter only once their unit committed; a replay clears them all.
// Bounded: the least recently used row goes first.
import type { Row } from "../../domain/engine/projection";

export type RowChange = readonly [table: string, key: string, row: Row | null];

export interface KnownRows {
  /** The row as last committed (null: known absent), or undefined when not known. */
  readonly get: (table: string, key: string) => Row | null | undefined;
  /** Rows a committed unit read or wrote, in order (a later change of a row wins). */
  readonly committed: (rows: Iterable<RowChange>) => void;
  readonly clear: () => void;
}

export const knownRows = (capacity: number): KnownRows => {
  // A Map keeps insertion order: re-inserting a row on use makes its first key the least recent.
  const rows = new Map<string, Row | null>();
  const idOf = (table: string, key: string) => `${table}\u0000${key}`;
  return {
    get: (table, key) => {
      const id = idOf(table, key);
      const row = rows.get(id);
      if (row !== undefined) {
        rows.delete(id);
        rows.set(id, row);
      }
      return row;
    },
    committed: (changes) => {
      for (const [table, key, row] of changes) {
        const id = idOf(table, key);
        rows.delete(id);
        rows.set(id, row);
      }
      for (const id of rows.keys()) {
        if (rows.size <= capacity) break;
        rows.delete(id);
      }
    },
    clear: () => rows.clear(),
  };
};
