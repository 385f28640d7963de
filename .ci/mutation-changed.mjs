#!/usr/bin/env node
// CI: the mutation check of the domain maths a change touched (README "Mutation testing").
// The listed files (stryker.config.mjs MUTATE) changed since the merge base with main (or, when
// there is none, the previous commit), or whose suites beside them (x.test.ts, x.prop.test.ts)
// changed, are mutated with Stryker in incremental mode from the committed
// reports/stryker-incremental.json (a copy: the committed file is left as it is), so only the
// mutants of what changed are tested. Fails when one of them scores below 85 %.
// MUTATION_BASE=<commit> sets the commit to compare with.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MUTATE } from "../stryker.config.mjs";

const BREAK = 85;

const git = (...args) => {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
};

const base =
  process.env.MUTATION_BASE ||
  ["origin/main", "main"].map((ref) => git("merge-base", "HEAD", ref)).find((commit) => commit && commit !== git("rev-parse", "HEAD")) ||
  git("rev-parse", "HEAD~1");
if (base === null) {
  console.log("mutation check: no earlier commit to compare with; nothing to check");
  process.exit(0);
}

// Committed changes since the base, and what is not committed yet.
const changed = new Set((git("diff", "--name-only", base) ?? "").split("\n").filter(Boolean));
const touched = MUTATE.filter((file) => {
  const stem = file.replace(/\.ts$/, "");
  return changed.has(file) || changed.has(`${stem}.test.ts`) || changed.has(`${stem}.prop.test.ts`);
});
if (touched.length === 0) {
  console.log(`mutation check: no listed domain maths file changed since ${base.slice(0, 12)}; nothing to check`);
  process.exit(0);
}
console.log(`mutation check since ${base.slice(0, 12)}: ${touched.join(", ")}`);

const work = mkdtempSync(join(tmpdir(), "mutation-"));
const incremental = join(work, "stryker-incremental.json");
if (existsSync("reports/stryker-incremental.json")) copyFileSync("reports/stryker-incremental.json", incremental);
const run = spawnSync(
  "npx",
  ["stryker", "run", "--mutate", touched.join(","), "--incrementalFile", incremental, "--reporters", "clear-text,json,progress"],
  { stdio: "inherit" },
);
if (run.status !== 0) process.exit(run.status ?? 1);

// Per file, Stryker's score: detected (killed, timed out) over valid mutants (errors and
// ignored ones excluded).
const report = JSON.parse(readFileSync("reports/mutation/mutation.json", "utf8"));
const failing = [];
for (const file of touched) {
  const mutants = report.files[file]?.mutants ?? [];
  const valid = mutants.filter((m) => ["Killed", "Timeout", "Survived", "NoCoverage"].includes(m.status));
  const detected = valid.filter((m) => m.status === "Killed" || m.status === "Timeout").length;
  const score = valid.length === 0 ? 100 : (100 * detected) / valid.length;
  console.log(`${score >= BREAK ? "ok  " : "FAIL"} ${score.toFixed(2).padStart(6)} % ${file}`);
  if (score < BREAK) failing.push(file);
}
if (failing.length > 0) {
  console.log(`mutation check: below ${BREAK} % on ${failing.join(", ")}`);
  process.exit(1);
}
