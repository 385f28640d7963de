// `npm run bench`: the engine's append rate beside the raw INSERT rate of the same database,
// on PGlite with and without the WAL fsync (what durability costs), and on PostgreSQL when
// DATABASE_URL is set. Prints figures and ratios; asserts nothing. Then the discount engine's
// bills evaluated per second (discountBench.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { type Figures, measure } from "./appendThroughput";
import { measureDiscounts, printDiscountFigures } from "./discountBench";
import { measureClaimCodes, printClaimCodeFigures } from "./claimCodeBench";

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

printDiscountFigures(measureDiscounts());
printClaimCodeFigures(measureClaimCodes());
