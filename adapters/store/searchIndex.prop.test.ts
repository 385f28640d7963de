// The in-memory search index answers every query as queryRows answers it over the same rows
// (the memory store's and the SQL stores' semantics), after any sequence of writes, whether
// they came before its load, while it loaded or after.
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { ListQuery, Row } from "../../domain/engine/projection";
import { digitsColumn, digitsTerm, integerColumn, lowerTerm, lowerTextColumn, queryRows, readTable, textColumn } from "../../domain/engine/readTable";
import { searchIndex } from "./searchIndex";

const people = readTable({
  name: "people",
  columns: {
    business: textColumn("business"),
    name: lowerTextColumn("name"),
    level: integerColumn("level"),
    nameSearch: lowerTextColumn("name"),
    phoneDigits: digitsColumn("phone"),
    cardSearch: lowerTextColumn("card"),
  },
  search: [
    { column: "nameSearch", match: "wordPrefix", term: lowerTerm },
    { column: "phoneDigits", match: "contains", term: digitsTerm },
    { column: "cardSearch", match: "prefix", term: lowerTerm },
  ],
});

// Small alphabets, so searches find something and pieces are shared between rows.
const word = fc.string({ unit: fc.constantFrom("a", "l", "i", "t", "n", "A", "L"), minLength: 1, maxLength: 5 });
const person = fc.record({
  business: fc.constantFrom("b1", "b2"),
  name: fc.option(fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" ")), { nil: undefined }),
  phone: fc.string({ unit: fc.constantFrom("1", "2", "3", "+", " "), minLength: 0, maxLength: 8 }),
  card: fc.string({ unit: fc.constantFrom("s", "b", "-", "1", "2"), minLength: 0, maxLength: 6 }),
  level: fc.integer({ min: 0, max: 3 }),
});
const key = fc.constantFrom("k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7");
const write = fc.tuple(key, fc.option(person, { nil: null }));
const search = fc.oneof(
  word,
  fc.string({ unit: fc.constantFrom("1", "2", "3", " ", "-"), minLength: 1, maxLength: 5 }),
  fc.string({ unit: fc.constantFrom("s", "b", "-", "1", "a", "l", " "), minLength: 1, maxLength: 6 }),
);
const query = fc.record(
  {
    where: fc.constantFrom({ business: "b1" }, { business: "b2" }, {}),
    search,
    orderBy: fc.record({ field: fc.constantFrom("name", "level", "business"), direction: fc.constantFrom("asc" as const, "desc" as const) }),
    limit: fc.integer({ min: 0, max: 5 }),
    offset: fc.integer({ min: 0, max: 4 }),
    totalCap: fc.integer({ min: 0, max: 5 }),
  },
  { requiredKeys: ["search"] },
);

const sourceOver = (rows: Map<string, Row>) => ({
  columns: async (after: string | undefined, limit: number) =>
    [...rows]
      .filter(([k]) => after === undefined || k > after)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .slice(0, limit)
      .map(([k, row]) => [k, Object.values(people.columns).map((c) => c.of(row))] as const),
  rows: async (keys: ReadonlyArray<string>) => new Map(keys.flatMap((k) => (rows.has(k) ? [[k, rows.get(k)!] as const] : []))),
});

const applied = (rows: Map<string, Row>, writes: ReadonlyArray<readonly [string, Row | null]>) => {
  for (const [k, row] of writes) {
    if (row === null) rows.delete(k);
    else rows.set(k, row);
  }
};

describe("the search index", () => {
  test.prop([fc.array(write, { maxLength: 12 }), fc.array(write, { maxLength: 8 }), fc.array(write, { maxLength: 8 }), fc.array(query, { minLength: 1, maxLength: 4 })])(
    "answers as queryRows does, after writes before, during and after its load",
    async (before, during, after, queries) => {
      const rows = new Map<string, Row>();
      applied(rows, before);
      const source = sourceOver(rows);
      let loadStarted: () => void = () => {};
      const started = new Promise<void>((resolve) => (loadStarted = resolve));
      // Two rows per query, so writes land between the queries of a load.
      const index = searchIndex(people, {
        columns: async (after, limit) => {
          const columns = await source.columns(after, limit);
          loadStarted();
          await Promise.resolve();
          return columns;
        },
        rows: source.rows,
      }, 2);
      const first = index.list(queries[0] as ListQuery);
      await started;
      applied(rows, during);
      index.written(during);
      await first;
      applied(rows, after);
      index.written(after);
      for (const q of queries) expect(await index.list(q as ListQuery)).toEqual(queryRows(people, rows, q as ListQuery));
    },
  );

  test.prop([fc.array(write, { maxLength: 12 }), query])("after a clear, loads the table again", async (writes, q) => {
    const rows = new Map<string, Row>();
    const index = searchIndex(people, sourceOver(rows), 3);
    await index.list(q as ListQuery);
    applied(rows, writes);
    index.clear();
    expect(await index.list(q as ListQuery)).toEqual(queryRows(people, rows, q as ListQuery));
  });
});
