// Read models in memory, answering the same ListQuery as the SQL stores (queryRows computes the
// columns, search and order of each table's declaration from the rows).
import type { ReadModels, Row } from "../../domain/engine/projection";
import { compareColumnValues, queryRows, type ReadTable } from "../../domain/engine/readTable";

export type MemoryTables = Map<string, Map<string, Row>>;

export const memoryReadModels = (tables: MemoryTables, declared: ReadonlyMap<string, ReadTable>): ReadModels => {
  const tableIn = (name: string): ReadTable => {
    const table = declared.get(name);
    if (table === undefined) throw new Error(`Unknown read table ${name}`);
    return table;
  };
  return {
    get: async (table, key) => structuredClone(tables.get(tableIn(table).name)?.get(key)),
    list: async (name, query = {}) => {
      const { rows, total } = queryRows(tableIn(name), tables.get(name) ?? new Map<string, Row>(), query);
      return { rows: rows.map((row) => structuredClone(row)), total };
    },
    dump: async () =>
      [...declared.keys()]
        .flatMap((table) => [...(tables.get(table) ?? new Map<string, Row>())].map(([key, row]) => ({ table, key, row: structuredClone(row) })))
        .sort((a, b) => compareColumnValues(a.table, b.table) || compareColumnValues(a.key, b.key)),
  };
};
