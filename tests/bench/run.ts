// `npm run bench`: the engine's append rate beside the raw INSERT rate of the same database,
// on PGlite with and without the WAL fsync (what durability costs), and on PostgreSQL when
// DATABASE_URL is set. Prints figures and ratios; asserts nothing. Then the discount engine's
// bills evaluated per second (discountBench.ts), the claim codes (claimCodeBench.ts, and beside
// the voucher-code-generator package in claimCodeComparison.ts).
// Then the read path and POS under load (loadBench.ts): the real server in its own process on
// BENCH_MEMBERS seeded members, autocannon from this one, on PGlite and PostgreSQL (a throw-away
// database on BENCH_POSTGRES_URL, default the local server), with seeding and replay rates.
// Then Lighthouse's performance score of the login page, the loyalty overview and the page a
// sign-in lands on, mobile and desktop, with each page's scripts in gzip KB, on the real server with
// demo data (lighthouseBench.ts; median of BENCH_LIGHTHOUSE_RUNS runs, default 3).
// Then the menu (menuBench.ts): a 5,000-product menu imported, single updates and reads at 50
// requests in flight, and a rollback of the import (BENCH_MENU_PRODUCTS, BENCH_CONNECTIONS).
// Then the delivery menu sync (deliverySyncBench.ts): a 5,000-product menu synced to the fake
// GrabFood (notification, pull, webhooks) and pushed to the fake foodpanda, twice within its
// 60 requests a minute (BENCH_DELIVERY_PRODUCTS).
// BENCH_ONLY=append,discounts,claim-codes,load,lighthouse,menu,delivery runs only the sections named.
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlClient } from "../../adapters/store/openStore";
import { type Figures, measure } from "./appendThroughput";
import { measureDiscounts, printDiscountFigures } from "./discountBench";
import { measureClaimCodes, printClaimCodeFigures } from "./claimCodeBench";
import { compareClaimCodes, printCodeComparison } from "./claimCodeComparison";
import { measureLighthouse, printLighthouseFigures } from "./lighthouseBench";
import { type LoadFigures, measureLoad, printLoadFigures } from "./loadBench";
import { measureMenu, printMenuFigures } from "./menuBench";
import { measureDeliverySync, printDeliverySyncFigures } from "./deliverySyncBench";
import { withThrowawayDatabase } from "./throwawayDatabase";

const only = new Set((process.env.BENCH_ONLY ?? "").split(",").map((s) => s.trim()).filter((s) => s !== ""));
const runs = (section: string) => only.size === 0 || only.has(section);

if (runs("append")) {
  const scale = { single: Number(process.env.BENCH_COMMANDS ?? 1000), batches: Number(process.env.BENCH_BATCHES ?? 50) };
  const rows: Figures[] = [];

  for (const durable of [true, false]) {
    const dataDir = await mkdtemp(join(tmpdir(), "bench-"));
    try {
      rows.push(...(await measure(durable ? "PGlite (fsync WAL)" : "PGlite (no fsync)", { dataDir, durable }, scale)));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl !== undefined && databaseUrl !== "") {
    rows.push(...(await measure("PostgreSQL", { dataDir: "", databaseUrl, databaseSchema: `bench_${process.pid}` }, scale)));
  }

  const f = (n: number) => Math.round(n).toLocaleString("en-US").padStart(9);
  console.log(`\nEvents appended per second (${scale.single} commands of 1 event, ${scale.batches} of 100); ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}\n`);
  console.log("| store               | events/tx |    engine |       raw | engine/raw |");
  console.log("|---------------------|----------:|----------:|----------:|-----------:|");
  for (const row of rows) {
    console.log(`| ${row.label.padEnd(19)} | ${String(row.perTransaction).padStart(9)} | ${f(row.engine)} | ${f(row.raw)} | ${(row.engine / row.raw).toFixed(2).padStart(10)} |`);
  }
}

if (runs("discounts")) printDiscountFigures(measureDiscounts());
if (runs("claim-codes")) {
  printClaimCodeFigures(measureClaimCodes());
  printCodeComparison(compareClaimCodes((process.env.BENCH_CODE_SIZES ?? "2000,100000").split(",").map(Number)));
}

if (runs("load")) {
  const scale = {
    members: Number(process.env.BENCH_MEMBERS ?? 100_000),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  };
  const log = (line: string) => console.log(`  ${line}`);
  const rows: LoadFigures[] = [];
  console.log("");
  const dataDir = await mkdtemp(join(tmpdir(), "bench-load-"));
  try {
    rows.push(await measureLoad("PGlite", { name: "pglite", env: { DATA_DIR: dataDir }, dispose: async () => undefined }, scale, log));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const postgres = await withThrowawayDatabase(adminUrl, `bench_load_${process.pid}`, async (databaseUrl) => {
    const dir = await mkdtemp(join(tmpdir(), "bench-load-pg-"));
    try {
      return await measureLoad("PostgreSQL", { name: "postgres", env: { DATA_DIR: dir, DATABASE_URL: databaseUrl }, dispose: async () => undefined }, scale, log, { scaleOut: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  if (postgres !== null) rows.push(postgres);
  printLoadFigures(rows, scale, `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
}

if (runs("menu")) {
  const figures = await measureMenu(Number(process.env.BENCH_MENU_PRODUCTS ?? 5_000), Number(process.env.BENCH_CONNECTIONS ?? 50));
  printMenuFigures(figures, `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
}

if (runs("delivery")) {
  const figures = await measureDeliverySync(Number(process.env.BENCH_DELIVERY_PRODUCTS ?? 5_000));
  printDeliverySyncFigures(figures, `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
}

if (runs("lighthouse")) {
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  console.log("");
  printLighthouseFigures(await measureLighthouse(lighthouseRuns, (line) => console.log(`  ${line}`)), lighthouseRuns);
}
