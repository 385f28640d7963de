// `npm run repair-claims [-- --dry-run]`: on the store the environment names (DATABASE_URL or the
// embedded store in DATA_DIR), reads the whole log for claim streams (phones, business URLs,
// agent codes, member phones, membership URLs: domain/claims/orphanClaims.ts) and releases
// every claim whose owner is missing or has moved to another key, through the one command
// runner (domain/claims/application/releaseOrphanClaims.ts). Prints each orphan and what was
// done; `--dry-run` only lists. Safe to run again: a released claim is free and not listed twice.
// The embedded store is one process's folder: stop the server first; on PostgreSQL it may run
// beside the servers.
import { productEventTypes, productProjections } from "../../domain/catalogue";
import { releaseOrphanClaims } from "../../domain/claims/application/releaseOrphanClaims";
import { claimKindOf } from "../../domain/claims/orphanClaims";
import { openStore } from "../store/openStore";
import { engineRuntime } from "./engineRuntime";

const BATCH = 1000;
const dryRun = process.argv.includes("--dry-run");

const opened = await openStore({
  dataDir: process.env.DATA_DIR ?? "./data",
  databaseUrl: process.env.DATABASE_URL,
  projections: productProjections,
  upcast: productEventTypes.upcast,
});
try {
  const claimStreams = new Set<string>();
  let events = 0;
  for (let batch = await opened.store.readAll(0, BATCH); batch.length > 0; batch = await opened.store.readAll(batch.at(-1)!.position, BATCH)) {
    events += batch.length;
    for (const event of batch) if (claimKindOf(event.streamId) !== undefined) claimStreams.add(event.streamId);
  }
  console.log(`Read ${events} events on ${opened.kind}: ${claimStreams.size} claim streams.`);
  const report = await releaseOrphanClaims(engineRuntime(opened.store), claimStreams, { dryRun });
  for (const orphan of report.orphans) {
    const done = orphan.released ? "released" : dryRun ? "would be released" : "left alone (it changed hands meanwhile)";
    console.log(`Orphan ${orphan.kind} claim ${orphan.key} (${orphan.streamId}): ${orphan.reason} (${orphan.ownerStreamId}), ${done}.`);
  }
  const released = report.orphans.filter((orphan) => orphan.released).length;
  console.log(`Claims held by their owners: ${report.held}. Orphans found: ${report.orphans.length}, released: ${released}${dryRun ? " (dry run)" : ""}.`);
} finally {
  await opened.close();
}
