// Read models in memory, answering the same ListQuery as the SQL stores.
import type { ListQuery, ReadModels, Row } from "../../domain/engine/projection";

export type MemoryTables = Map<string, Map<string, Row>>;

const matches = (row: Row, query: ListQuery): boolean => {
  const where = Object.entries(query.where ?? {}).every(([field, value]) => row[field] === value);
  const search = query.search;
  if (!where || search === undefined || search.text === "" || search.fields.length === 0) return where;
  const text = search.text.toLowerCase();
  return search.fields.some((field) => {
    const value = row[field];
    return value !== undefined && value !== null && String(value).toLowerCase().includes(text);
  });
};

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return a < b ? -1 : 1;
};

export const memoryReadModels = (tables: MemoryTables): ReadModels => ({
  get: async (table, key) => structuredClone(tables.get(table)?.get(key)),
  list: async (table, query = {}) => {
    const entries = [...(tables.get(table) ?? new Map<string, Row>())]
      .filter(([, row]) => matches(row, query))
      .sort(([keyA, a], [keyB, b]) => {
        const order = query.orderBy;
        const byField = order === undefined ? 0 : compare(a[order.field], b[order.field]) * (order.direction === "desc" ? -1 : 1);
        return byField !== 0 ? byField : compare(keyA, keyB);
      });
    const offset = query.offset ?? 0;
    const page = entries.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
    return { rows: page.map(([, row]) => structuredClone(row)), total: entries.length };
  },
  dump: async () =>
    [...tables]
      .flatMap(([table, rows]) => [...rows].map(([key, row]) => ({ table, key, row: structuredClone(row) })))
      .sort((a, b) => compare(a.table, b.table) || compare(a.key, b.key)),
});
