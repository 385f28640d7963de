// Read models kept in memory by the embedded store, for the tables declared `hot` (small, read
// on every request, rarely written: users, permission records, businesses...). The embedded
// store belongs to one process, so every write passes through it: each committed append drops
// what it wrote, and answers stay exact. PostgreSQL, shared by several processes, never caches.
// A read in flight is cached as its promise, so a write committing meanwhile drops it too.
// Tables whose pages are read often (`pagesReadOften`: the member list's first pages, opened by
// every staff member over and over) keep their latest LIST_ANSWERS unsearched list answers the
// same way, the least recently read going first; their rows are never kept one by one, and a
// search (a new text each time) always reads through. Only pages of a screen's size (at most
// CACHED_PAGE_ROWS) are kept: a walk over the whole table (the export, the jobs, 1,000 rows a
// page) would otherwise keep up to 64,000 rows alive until the next write.
// Tables searched often (`searchedOften`: the member list) answer their searches from an
// in-memory index of their column values (searchIndex.ts), which each commit's rows update, and
// keep their latest LIST_ANSWERS searched answers too, dropped by each write like the pages.
import type { ListQuery, ReadModels, Row } from "../../domain/engine/projection";
import type { SearchIndex } from "./searchIndex";

export const LIST_ANSWERS = 64;
/** The largest page kept: the member list's largest page size. */
export const CACHED_PAGE_ROWS = 100;

/** The bucket of a table's searched answers. */
const SEARCHES = "\u0000searches";

type Answer = Promise<Row | undefined> | Promise<{ readonly rows: ReadonlyArray<Row>; readonly total: number }>;

export interface ReadCache {
  readonly readModels: ReadModels;
  /** After a commit: forget every answer from these tables; `rows` (table, key, row or null when
   *  removed), in the order written, update the search indexes. */
  readonly written: (tables: Iterable<string>, rows?: Iterable<readonly [string, string, Row | null]>) => void;
  readonly clear: () => void;
}

export const readCache = (
  inner: ReadModels,
  hot: ReadonlySet<string>,
  pagesReadOften: ReadonlySet<string> = new Set(),
  searchIndexes: ReadonlyMap<string, SearchIndex> = new Map(),
): ReadCache => {
  const answers = new Map<string, Map<string, Answer>>();
  const remembered = <A extends Answer>(table: string, key: string, read: () => A, capacity = Number.POSITIVE_INFINITY): A => {
    const byTable = answers.get(table) ?? answers.set(table, new Map()).get(table)!;
    const known = byTable.get(key);
    if (known !== undefined) {
      // Map order is the order of last use.
      byTable.delete(key);
      byTable.set(key, known);
      return known as A;
    }
    const answer = read();
    byTable.set(key, answer);
    if (byTable.size > capacity) byTable.delete(byTable.keys().next().value!);
    // A failed read is not remembered.
    answer.catch(() => byTable.get(key) === answer && byTable.delete(key));
    return answer;
  };
  return {
    readModels: {
      get: (table, key) => (hot.has(table) ? remembered(table, `get:${key}`, () => inner.get(table, key)) : inner.get(table, key)),
      list: (table, query: ListQuery = {}) => {
        const read = () => inner.list(table, query);
        if (hot.has(table)) return remembered(table, `list:${JSON.stringify(query)}`, read);
        const searched = query.search !== undefined && query.search.trim() !== "";
        const screenSized = query.limit !== undefined && query.limit <= CACHED_PAGE_ROWS;
        const index = searched ? searchIndexes.get(table) : undefined;
        // The same searches come back (staff look up the same names): their latest answers are
        // kept apart from the pages, so one-off searches never push a page out.
        if (index !== undefined && screenSized) return remembered(`${table}${SEARCHES}`, `list:${JSON.stringify(query)}`, () => index.list(query), LIST_ANSWERS);
        if (index !== undefined) return index.list(query);
        // A screen of the list is open: its search box may be used next (a walk over the whole
        // table, the export or a job, does not load the index).
        if (screenSized) searchIndexes.get(table)?.warm();
        if (pagesReadOften.has(table) && !searched && screenSized) return remembered(table, `list:${JSON.stringify(query)}`, read, LIST_ANSWERS);
        return read();
      },
      dump: inner.dump,
    },
    written: (tables, rows = []) => {
      for (const table of tables) {
        answers.delete(table);
        answers.delete(`${table}${SEARCHES}`);
      }
      const byTable = new Map<string, Array<readonly [string, Row | null]>>();
      for (const [table, key, row] of rows) {
        if (searchIndexes.has(table)) (byTable.get(table) ?? byTable.set(table, []).get(table)!).push([key, row]);
      }
      for (const [table, changes] of byTable) searchIndexes.get(table)!.written(changes);
    },
    clear: () => {
      answers.clear();
      for (const index of searchIndexes.values()) index.clear();
    },
  };
};
