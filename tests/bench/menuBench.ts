// The menu figures of `npm run bench` (issue 15 item 8): a 5,000-product menu loaded by one
// import of 5,000 rows (its time), then at BENCH_CONNECTIONS (default 50) requests in flight, the
// p99 of a single product update (PUT menu-v3, goal < 50 ms) and of reading the whole document
// (GET menu-v3, goal < 100 ms), then a rollback of the whole import (goal < 2 s).
// Decisions: the app runs in this process on the memory store (tests/support/apiHarness.ts), so
// the figures are the engine's and the routes' cost without a database round trip; the command
// handler keeps each menu's fold in memory, so an update folds only the events since (no
// snapshot was needed: see the update figure).
import { performance } from "node:perf_hooks";
import { signUp, startBusinessApp } from "../api/businessHarness";
import { csvOf } from "../support/menuSheets";
import { percentile } from "./percentile";

export interface MenuFigures {
  readonly products: number;
  readonly connections: number;
  readonly importMs: number;
  readonly updateP99: number;
  readonly updateRequests: number;
  readonly readP99: number;
  readonly readRequests: number;
  readonly rollbackMs: number;
}

/** `count` requests, `connections` at a time; the duration of each in ms. */
const underLoad = async (count: number, connections: number, call: (i: number) => Promise<void>): Promise<number[]> => {
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const start = performance.now();
      await call(i);
      durations.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return durations;
};

export const measureMenu = async (products: number, connections: number): Promise<MenuFigures> => {
  const harness = await startBusinessApp();
  try {
    const owner = await signUp(harness, "+60123999001");
    const business = await owner.ok("POST", "/businesses", { name: "Bench Cafe", url: "bench-cafe" });
    const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Bench 1" } });
    const path = `/restaurants/${restaurant.id}/menu-v3`;
    const rows = Array.from({ length: products }, (_, i) => [`B${i}`, `Bench product ${i}`, `Category ${i % 40}`, `${(i % 90) + 1}.90`]);
    const content = Buffer.from(csvOf([["Code", "Name", "Category", "Price"], ...rows])).toString("base64");
    harness.clock.advance({ minutes: 1 });
    const beforeImport = harness.clock.now().toString();
    harness.clock.advance({ minutes: 1 });
    const importStart = performance.now();
    await owner.ok("PUT", `${path}/import`, { fileName: "bench.csv", content });
    const importMs = performance.now() - importStart;

    const menu = await owner.ok("GET", path);
    const items = menu.product as Array<{ id: string; price: { amount: number } }>;
    const updates = await underLoad(Math.max(500, connections * 10), connections, async (i) => {
      const item = items[i % items.length]!;
      const response = await owner.send("PUT", path, { module: "product", operation: "update", data: { ...item, price: { ...item.price, amount: item.price.amount + 1 + i } } });
      if (response.statusCode !== 200) throw new Error(`update answered ${response.statusCode}: ${response.body}`);
    });
    const reads = await underLoad(connections * 4, connections, async () => {
      const response = await owner.send("GET", path);
      if (response.statusCode !== 200) throw new Error(`read answered ${response.statusCode}`);
    });
    const rev = (await owner.ok("GET", path))._rev;
    const rollbackStart = performance.now();
    await owner.ok("PUT", `${path}/rollback`, { at: beforeImport, _rev: rev });
    const rollbackMs = performance.now() - rollbackStart;
    return {
      products, connections, importMs,
      updateP99: percentile(updates, 99), updateRequests: updates.length,
      readP99: percentile(reads, 99), readRequests: reads.length,
      rollbackMs,
    };
  } finally {
    await harness.app.close();
  }
};

export const printMenuFigures = (f: MenuFigures, machine: string): void => {
  const ms = (n: number) => `${Math.round(n).toLocaleString("en-US")} ms`;
  console.log(`\nMenu v3 with ${f.products.toLocaleString("en-US")} products, ${f.connections} requests in flight, in-process memory store; ${machine}\n`);
  console.log("| measure                                   |       figure | goal     |");
  console.log("|-------------------------------------------|-------------:|----------|");
  console.log(`| import of ${f.products} rows (one change set)       | ${ms(f.importMs).padStart(12)} |          |`);
  console.log(`| single product update p99 (${f.updateRequests} requests)  | ${ms(f.updateP99).padStart(12)} | < 50 ms  |`);
  console.log(`| GET menu-v3 p99 (${f.readRequests} requests)            | ${ms(f.readP99).padStart(12)} | < 100 ms |`);
  console.log(`| rollback of the whole import              | ${ms(f.rollbackMs).padStart(12)} | < 2 s    |`);
};
