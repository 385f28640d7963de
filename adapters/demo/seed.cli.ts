// `npm run seed -- --members N [--batch B]`: builds a loyalty data set of N members through the
// real commands (seedDataSet.ts) on the store the environment names: PostgreSQL when
// DATABASE_URL is set, else the embedded PGlite store in DATA_DIR (default ./data). Prints
// progress and the totals, with the owner account to sign in with.
// Decision: on an empty store it first does what `npm start` does on one (the provider admin,
// and the demo business unless DEMO_DATA=0), so the seeded store still opens with an admin.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { scryptPasswordHasher } from "../auth/passwordHasher";
import { localDiskFileStore } from "../files/localDiskFileStore";
import { adminAccountFrom, provisionAdmin } from "../server/auth/adminProvisioning";
import { readServerConfig } from "../server/config";
import { openSqlClient, prepareStore } from "../store/openStore";
import { seedArgs } from "./seedArgs";
import { SEED_STORE_OPTIONS, engineOver, seedDataSet } from "./seedDataSet";
import { DEVELOPMENT_DEMO_PASSWORD, demoBanner, seedDemoData } from "./seedDemoData";

const args = seedArgs(process.argv.slice(2));
if (typeof args === "string") {
  console.error(args);
  process.exit(2);
}
const config = readServerConfig();
const { client, kind } = await openSqlClient({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const where = kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
try {
  await prepareStore(client, SEED_STORE_OPTIONS);
  const passwords = scryptPasswordHasher();
  const engine = engineOver(client);
  const admin = adminAccountFrom(config, config.production);
  if (await provisionAdmin(engine, passwords, admin)) {
    console.log(`Empty store: provider admin created (phone ${admin.phoneNumber}, password ${admin.password})`);
    const files = localDiskFileStore(path.join(config.dataDir, "files"));
    const demo = await seedDemoData(engine, passwords, { enabled: config.demoData, production: config.production, files });
    if (demo !== null) for (const line of demoBanner(demo)) console.log(line);
  }
  console.log(`Seeding ${args.members.toLocaleString("en-US")} members on ${where}, ${args.batchSize} per transaction...`);
  // A progress line every 5 % of the members, or every 10 s when that takes longer.
  let shown = 0;
  let shownAt = 0;
  const totals = await seedDataSet(client, {
    members: args.members,
    batchSize: args.batchSize,
    password: config.production ? randomBytes(12).toString("base64url") : DEVELOPMENT_DEMO_PASSWORD,
    passwords,
    onProgress: ({ members, of, elapsedMs }) => {
      if (members < of && members - shown < of / 20 && elapsedMs - shownAt < 10_000) return;
      shown = members;
      shownAt = elapsedMs;
      const rate = members / (elapsedMs / 1000);
      console.log(`  ${members.toLocaleString("en-US")} / ${of.toLocaleString("en-US")} members, ${(elapsedMs / 1000).toFixed(1)} s, ${Math.round(rate).toLocaleString("en-US")} members/s`);
    },
  });
  const { business } = totals;
  console.log(`Seeded "${business.businessName}" (${business.businessId}) with ${business.restaurantIds.length} restaurants and the programme "Seed Rewards":`);
  console.log(`  ${totals.members.toLocaleString("en-US")} members, ${totals.bills.toLocaleString("en-US")} bills, ${totals.levelUps.toLocaleString("en-US")} level-ups, ${totals.rewardClaims.toLocaleString("en-US")} reward claims, ${totals.events.toLocaleString("en-US")} events in ${(totals.elapsedMs / 1000).toFixed(1)} s`);
  console.log(`  owner: phone ${business.owner.phoneNumber}, password ${business.owner.password}`);
} finally {
  await client.close();
}
