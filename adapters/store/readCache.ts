// Read models kept in memory by the embedded store, for the tables declared `hot` (small, read
// on every request, rarely written: users, permission records, businesses...). The embedded
// store belongs to one process, so every write passes through it: each committed append drops
// what it wrote, and answers stay exact. PostgreSQL, shared by several processes, never caches.
// A read in flight is cached as its promise, so a write committing meanwhile drops it too.
import type { ListQuery, ReadModels, Row } from "../../domain/engine/projection";

type Answer = Promise<Row | undefined> | Promise<{ readonly rows: ReadonlyArray<Row>; readonly total: number }>;

export interface ReadCache {
  readonly readModels: ReadModels;
  /** After a commit: forget every answer from these tables. */
  readonly written: (tables: Iterable<string>) => void;
  readonly clear: () => void;
}

export const readCache = (inner: ReadModels, hot: ReadonlySet<string>): ReadCache => {
  const answers = new Map<string, Map<string, Answer>>();
  const remembered = <A extends Answer>(table: string, key: string, read: () => A): A => {
    if (!hot.has(table)) return read();
    const byTable = answers.get(table) ?? answers.set(table, new Map()).get(table)!;
    const known = byTable.get(key);
    if (known !== undefined) return known as A;
    const answer = read();
    byTable.set(key, answer);
    // A failed read is not remembered.
    answer.catch(() => byTable.get(key) === answer && byTable.delete(key));
    return answer;
  };
  return {
    readModels: {
      get: (table, key) => remembered(table, `get:${key}`, () => inner.get(table, key)),
      list: (table, query: ListQuery = {}) => remembered(table, `list:${JSON.stringify(query)}`, () => inner.list(table, query)),
      dump: inner.dump,
    },
    written: (tables) => {
      for (const table of tables) answers.delete(table);
    },
    clear: () => answers.clear(),
  };
};
