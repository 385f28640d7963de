// Typed read-model tables (ARCHITECTURE §2.7): what a read model keeps in columns beside its row
// document, so lists filter, sort and search on indexed columns instead of scanning JSON.
// A projection still writes whole rows (ProjectionTx.put); each store derives the columns from
// the row with `of`, so the memory store and the SQL stores answer the same query alike.
// Decisions where the architecture is silent:
// - The row document stays whole (JSONB on SQL): columns are what queries touch, the document
//   is what the API answers. A column is derived, never written on its own.
// - Text columns compare by code point (SQL `COLLATE "C"`), as JavaScript does; a table that
//   sorts people's names keeps a lower-cased sort column.
// - Ties are broken by the row key in the same direction, so a page order is total and an
//   index on (filter, sort, key) serves it in either direction.
// - Search is declared per table: each search column holds a normalised text (lower-cased, or
//   digits only) and a match kind; the query's text is normalised the same way per column.
import type { ListQuery, Row } from "./projection";

export type ColumnType = "text" | "integer" | "double" | "boolean";
export type ColumnValue = string | number | boolean | null;

export interface ReadColumn {
  readonly type: ColumnType;
  readonly of: (row: Row) => ColumnValue;
}

/**
 * How a search column matches the normalised search term:
 * - `contains`: anywhere (phone digits);
 * - `wordPrefix`: the start of any word (names: "ali" finds "Nur Alia");
 * - `prefix`: the start of the value (card numbers, codes).
 */
export type SearchMatch = "contains" | "wordPrefix" | "prefix";

export interface SearchColumn {
  readonly column: string;
  readonly match: SearchMatch;
  /** The term as this column holds text, or null when the term cannot match it at all. */
  readonly term: (text: string) => string | null;
}

export interface ReadTable {
  /** Lower-case letters, digits and `_`: it names the SQL table `rm_<name>`. */
  readonly name: string;
  readonly columns: Readonly<Record<string, ReadColumn>>;
  /** B-tree indexes, each a list of columns; the row key is appended to each. */
  readonly indexes?: ReadonlyArray<ReadonlyArray<string>>;
  readonly search?: ReadonlyArray<SearchColumn>;
  /** Small, read on nearly every request and rarely written: a store owned by one process may keep it in memory. */
  readonly hot?: boolean;
  /** Large, but its unsearched pages are read far more often than it is written (the member
   *  list): a store owned by one process may keep its latest such list answers, not its rows. */
  readonly pagesReadOften?: boolean;
  /** Large and searched by every user (the member list): a store owned by one process may keep
   *  its column values in memory to answer searches, and read only the page's rows. */
  readonly searchedOften?: boolean;
}

export const readTable = (table: ReadTable): ReadTable => {
  if (!/^[a-z][a-z0-9_]*$/.test(table.name)) throw new Error(`Invalid read table name ${table.name}`);
  for (const name of Object.keys(table.columns)) if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) throw new Error(`Invalid column ${table.name}.${name}`);
  const known = (column: string) => {
    if (table.columns[column] === undefined) throw new Error(`Unknown column ${table.name}.${column}`);
  };
  table.indexes?.forEach((index) => index.forEach(known));
  table.search?.forEach((search) => known(search.column));
  return table;
};

// Column helpers: the common shapes of a derived column.
const text = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

export const textColumn = (field: string): ReadColumn => ({ type: "text", of: (row) => text(row[field]) });
export const lowerTextColumn = (field: string): ReadColumn => ({ type: "text", of: (row) => text(row[field])?.toLowerCase() ?? null });
export const digitsColumn = (field: string): ReadColumn => ({ type: "text", of: (row) => text(row[field])?.replace(/\D/g, "") ?? null });
export const integerColumn = (field: string): ReadColumn => ({
  type: "integer",
  of: (row) => (typeof row[field] === "number" ? Math.trunc(row[field]) : null),
});
export const doubleColumn = (field: string): ReadColumn => ({ type: "double", of: (row) => (typeof row[field] === "number" ? row[field] : null) });
export const booleanColumn = (field: string): ReadColumn => ({ type: "boolean", of: (row) => (typeof row[field] === "boolean" ? row[field] : null) });

// Search-term normalisers, shared by every table that searches names, phones and codes.
export const lowerTerm = (text: string): string | null => (text.trim() === "" ? null : text.trim().toLowerCase());
/** A phone search needs at least 3 digits and nothing but digits, spaces, `+` and `-`. */
export const digitsTerm = (text: string): string | null => {
  const digits = text.replace(/\D/g, "");
  return digits.length >= 3 && /^[\d\s+\-()]+$/.test(text.trim()) ? digits : null;
};

/** Whether a column value matches a normalised term, as the SQL stores decide it. */
export const matchesTerm = (value: ColumnValue, match: SearchMatch, term: string): boolean => {
  if (typeof value !== "string") return false;
  if (match === "contains") return value.includes(term);
  if (match === "prefix") return value.startsWith(term);
  return value.startsWith(term) || value.includes(` ${term}`);
};

/** Compares column values as the SQL stores order them: nulls last ascending, first descending. */
export const compareColumnValues = (a: ColumnValue, b: ColumnValue): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

const columnOf = (table: ReadTable, name: string): ReadColumn => {
  const column = table.columns[name];
  if (column === undefined) throw new Error(`Unknown column ${table.name}.${name}`);
  return column;
};

/** Whether `field` names a column of `table` (a requested sort order is checked with it). */
export const hasColumn = (table: ReadTable, field: string): boolean => Object.hasOwn(table.columns, field);

/**
 * A query answered over rows in memory, exactly as the SQL stores answer it (the memory store,
 * and lists assembled from several queries). Rows are `[key, row]`.
 */
export const queryRows = <R extends Row>(
  table: ReadTable,
  entries: Iterable<readonly [string, R]>,
  query: ListQuery,
): { readonly rows: ReadonlyArray<R>; readonly total: number } => {
  const where = Object.entries(query.where ?? {}).map(([name, value]) => [columnOf(table, name), value] as const);
  const text = query.search?.trim() ?? "";
  const searches = (table.search ?? []).flatMap((search) => {
    const term = text === "" ? null : search.term(text);
    return term === null ? [] : [{ column: columnOf(table, search.column), match: search.match, term }];
  });
  const range = query.range === undefined ? undefined : { ...query.range, column: columnOf(table, query.range.field) };
  const inRange = (row: Row) => {
    if (range === undefined) return true;
    const value = range.column.of(row);
    if (value === null) return false;
    return (range.from === undefined || range.from === null || compareColumnValues(value, range.from) >= 0) &&
      (range.to === undefined || range.to === null || compareColumnValues(value, range.to) < 0);
  };
  const matches = (row: Row) =>
    where.every(([column, value]) => column.of(row) === value) &&
    inRange(row) &&
    (text === "" || searches.some((s) => matchesTerm(s.column.of(row), s.match, s.term)));
  const sortColumn = query.orderBy === undefined ? undefined : columnOf(table, query.orderBy.field);
  const sign = query.orderBy?.direction === "desc" ? -1 : 1;
  const sorted = [...entries]
    .filter(([, row]) => matches(row))
    .sort(([keyA, a], [keyB, b]) => {
      const byColumn = sortColumn === undefined ? 0 : compareColumnValues(sortColumn.of(a), sortColumn.of(b));
      return (byColumn !== 0 ? byColumn : compareColumnValues(keyA, keyB)) * sign;
    });
  const offset = query.offset ?? 0;
  const page = sorted.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  const total = query.totalCap === undefined ? sorted.length : Math.min(sorted.length, query.totalCap);
  return { rows: page.map(([, row]) => row), total: Math.max(total, page.length > 0 ? offset + page.length : 0) };
};
