// How a search reads a large table in SQL (sqlReadTables.ts `searchPage`), on the embedded store
// and (with TEST_DATABASE_URL) PostgreSQL: told by the rows its plans pass through, as EXPLAIN
// ANALYZE counts them, never by time. A business of 3,000 people whose first names in "z" sort
// last: a search for "zul" sorted by name must read about the rows it answers and counts, not the
// whole business (a single `name LIKE … OR …` was planned as a walk of the name index testing
// every row: 1 s on 100,000 members).
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListQuery } from "../../domain/engine/projection";
import { digitsColumn, digitsTerm, lowerTerm, lowerTextColumn, readTable, textColumn } from "../../domain/engine/readTable";
import { freshDataDir } from "../../tests/support/pgliteTemplate";
import { openSqlClient } from "./openStore";
import type { SqlClient, SqlExecutor } from "./sqlClient";
import { analyzeTables, ensureReadTables, listRows, writeTables } from "./sqlReadTables";

const people = readTable({
  name: "plan_people",
  columns: { businessId: textColumn("businessId"), name: lowerTextColumn("name"), joinedAt: textColumn("joinedAt"), phoneDigits: digitsColumn("phone"), cardSearch: lowerTextColumn("card") },
  indexes: [["businessId", "name"], ["businessId", "joinedAt"], ["cardSearch"]],
  search: [
    { column: "name", match: "wordPrefix", term: lowerTerm },
    { column: "phoneDigits", match: "contains", term: digitsTerm },
    { column: "cardSearch", match: "prefix", term: lowerTerm },
  ],
});

const FIRST = ["Aina", "Bala", "Chong", "Deepa", "Eng", "Farah", "Gopal", "Hana", "Irfan", "Jun", "Kumar", "Lina", "Mei", "Nur", "Omar", "Priya", "Qistina", "Rahul", "Siti", "Zulaikha"];
const LAST = ["Tan", "Lim", "Abdullah", "Wong", "Raj", "Hassan"];
const PEOPLE = 3_000;
const nameOf = (i: number): string => `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
/** The people whose name has a word starting with `term`, by name (as the stores compare). */
const namesWith = (term: string): string[] =>
  Array.from({ length: PEOPLE }, (_, i) => nameOf(i).toLowerCase()).filter((n) => n.startsWith(term) || n.includes(` ${term}`)).sort();

interface PlanNode {
  readonly "Relation Name"?: string;
  readonly "Actual Rows"?: number;
  readonly "Actual Loops"?: number;
  readonly "Rows Removed by Filter"?: number;
  readonly "Rows Removed by Index Recheck"?: number;
  readonly Plans?: ReadonlyArray<PlanNode>;
}

/** The table rows a plan's scans read (kept or thrown away), over all their loops. */
const rowsRead = (node: PlanNode): number => {
  const loops = node["Actual Loops"] ?? 1;
  const own = node["Relation Name"] === undefined ? 0
    : ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * loops;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
};

/** An executor that runs each statement and also explains it, keeping the rows each plan read. */
const explaining = (client: SqlExecutor, reads: number[]): SqlExecutor => ({
  ...client,
  query: (async (sql: string, params?: ReadonlyArray<unknown>) => {
    const { rows } = await client.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params as unknown[]);
    const plan = rows[0]?.["QUERY PLAN"];
    const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
    reads.push(rowsRead(parsed[0]!.Plan));
    return client.query(sql, params as unknown[]);
  }) as SqlExecutor["query"],
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const stores: Array<[string, () => Promise<{ client: SqlClient; close: () => Promise<void> }>]> = [
  ["the embedded store", async () => {
    const dataDir = await freshDataDir();
    const { client } = await openSqlClient({ dataDir, durable: false });
    return { client, close: async () => { await client.close(); await rm(dataDir, { recursive: true, force: true }); } };
  }],
  ...(databaseUrl === undefined || databaseUrl === "" ? [] : [["PostgreSQL", async () => {
    const schema = `plan_${process.pid}_${Date.now()}`;
    const { client } = await openSqlClient({ dataDir: "", databaseUrl, databaseSchema: schema });
    return { client, close: async () => { await client.exec(`DROP SCHEMA ${schema} CASCADE`); await client.close(); } };
  }] as [string, () => Promise<{ client: SqlClient; close: () => Promise<void> }>]]),
];

describe.each(stores)("a search of a large business on %s", (_, openClient) => {
  let opened: { client: SqlClient; close: () => Promise<void> };
  beforeAll(async () => {
    opened = await openClient();
    const { client } = opened;
    await ensureReadTables(client, [people]);
    const puts = Array.from({ length: PEOPLE }, (_, i) => {
      const row = {
        businessId: "A", name: nameOf(i), joinedAt: `2026-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
        phone: `+6011${String(2_000_000 + i).padStart(7, "0")}`, card: `SB-${String(i).padStart(6, "0")}`,
      };
      return [`p-${String(i).padStart(5, "0")}`, row] as const;
    });
    await writeTables(client, [{ table: people, puts, removals: [] }]);
    await analyzeTables(client, [people]);
  }, 60_000);
  afterAll(async () => opened.close());

  const search = async (query: ListQuery) => {
    const reads: number[] = [];
    const page = await listRows(explaining(opened.client, reads), people, query);
    return { page, read: reads.reduce((a, b) => a + b, 0) };
  };

  it("reads the rows of a first name that sorts last, not the whole business", async () => {
    const zulaikhas = namesWith("zul");
    const { page, read } = await search({ where: { businessId: "A" }, search: "zul", orderBy: { field: "name", direction: "asc" }, limit: 20, totalCap: 1_000 });
    expect(page.total).toBe(zulaikhas.length);
    expect(page.rows.map((r) => String(r.name).toLowerCase())).toEqual(zulaikhas.slice(0, 20));
    // The page's 20 (and their documents) and the count's 150, of a business of 3,000.
    expect(read).toBeLessThan(500);
  });

  it("finds a later word without reading every row whose first word starts the same", async () => {
    const { page, read } = await search({ where: { businessId: "A" }, search: "ha", orderBy: { field: "joinedAt", direction: "desc" }, limit: 20, totalCap: 1_000 });
    const found = namesWith("ha");
    expect(page.total).toBe(found.length);
    expect(page.rows.every((r) => /(^| )ha/i.test(String(r.name)))).toBe(true);
    expect(read).toBeLessThan(3 * found.length);
  });
});
