// `npm run rebuild-projections`: drops every read model and replays the whole log through the
// product's projections, in one transaction, on the store the environment names (DATABASE_URL
// or the embedded store in DATA_DIR). It compares the tables before and after: a difference
// means some projection depends on something outside the log, and the command exits 1.
import { isDeepStrictEqual } from "node:util";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import { openStore } from "./openStore";

const opened = await openStore({
  dataDir: process.env.DATA_DIR ?? "./data",
  databaseUrl: process.env.DATABASE_URL,
  projections: productProjections,
  upcast: productEventTypes.upcast,
});
try {
  const before = await opened.store.readModels.dump();
  const { events } = await opened.store.rebuildProjections();
  const after = await opened.store.readModels.dump();
  const identical = isDeepStrictEqual(before, after);
  console.log(`Rebuilt ${productProjections.length} projections from ${events} events on ${opened.kind}: ${after.length} rows.`);
  console.log(identical ? "Tables are identical to those before the rebuild." : "Tables differ from those before the rebuild.");
  process.exitCode = identical ? 0 : 1;
} finally {
  await opened.close();
}
