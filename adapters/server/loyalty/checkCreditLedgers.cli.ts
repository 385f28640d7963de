// `npm run check-credit-ledgers`: the balance check over every member of every business, on the
// store the environment names (DATABASE_URL or the embedded store in DATA_DIR): for each member
// the folded balance, the sum of its movements, its members row and its credit transaction rows
// must agree and nothing may be negative (memberLedgerCheck.ts). Lists the members that do not
// and exits 1 when there is any.
import { productEventTypes, productProjections } from "../../../domain/catalogue";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import { openStore } from "../../store/openStore";
import { engineRuntime } from "../engineRuntime";
import { checkBusinessLedgers } from "./memberLedgerCheck";

const opened = await openStore({
  dataDir: process.env.DATA_DIR ?? "./data",
  databaseUrl: process.env.DATABASE_URL,
  projections: productProjections,
  upcast: productEventTypes.upcast,
});
try {
  const engine = engineRuntime(opened.store);
  const { rows } = await opened.store.readModels.list(BUSINESSES_TABLE);
  let checked = 0;
  let failing = 0;
  for (const business of rows) {
    const result = await checkBusinessLedgers(engine, String(business.id));
    checked += result.checked;
    failing += result.mismatches.length;
    for (const mismatch of result.mismatches) console.log(JSON.stringify({ businessId: business.id, ...mismatch }));
  }
  console.log(`Checked ${checked} members on ${opened.kind}: ${failing === 0 ? "every balance equals the sum of its ledger." : `${failing} do not.`}`);
  process.exitCode = failing === 0 ? 0 : 1;
} finally {
  await opened.close();
}
