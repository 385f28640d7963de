// The seed through the real commands on PGlite: a small data set lands in the read models the
// routes read, and a batch's savepoints keep each append all-or-nothing inside one transaction.
import { rm } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEMBERS_TABLE } from "../../domain/loyalty/member/members.projection";
import { freshDataDir } from "../../tests/support/pgliteTemplate";
import { scryptPasswordHasher } from "../auth/passwordHasher";
import { openSqlClient, prepareStore } from "../store/openStore";
import type { SqlClient } from "../store/sqlClient";
import { SEED_STORE_OPTIONS, engineOver, seedDataSet } from "./seedDataSet";
import { seedMemberOf } from "./seedMembers";
import { inOneTransaction } from "./seedTransaction";
import { RESTAURANT_BILLS_TABLE } from "../../domain/business/restaurantBills.projection";
import { allReactions } from "../server/productReactions";
import { reactionStatuses } from "../../domain/engine/reactionStatus";
import { testReactions } from "../../tests/support/apiHarness";

let dataDir: string;
let client: SqlClient;

beforeEach(async () => {
  dataDir = await freshDataDir();
  client = (await openSqlClient({ dataDir, durable: false })).client;
  await prepareStore(client, SEED_STORE_OPTIONS);
});

afterEach(async () => {
  await client.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("seedDataSet", () => {
  it("writes the business, the programme and every member with their bills through the commands", async () => {
    const totals = await seedDataSet(client, { members: 9, batchSize: 4, password: "seed-pass-1", passwords: scryptPasswordHasher({ logN: 10, r: 8, p: 1 }) });
    const bills = Array.from({ length: 9 }, (_, i) => seedMemberOf(i).bills.length).reduce((a, b) => a + b, 0);
    expect(totals).toMatchObject({ members: 9, bills });
    const engine = engineOver(client);
    const { rows, total } = await engine.store.readModels.list(MEMBERS_TABLE, { where: { businessId: totals.business.businessId } });
    expect(total).toBe(9);
    expect(rows.map((row) => row.cardNo).sort()).toEqual(Array.from({ length: 9 }, (_, i) => seedMemberOf(i).cardNo));
    expect(rows.find((row) => row.cardNo === "SB-000003")?.visitCount).toBe(3);
  });

  // The server a seeded store is handed to must not spend its first hour following the seed's bills.
  it("hands the store over with every bill's receipt written and every reaction caught up", async () => {
    const totals = await seedDataSet(client, { members: 9, batchSize: 4, password: "seed-pass-1", passwords: scryptPasswordHasher({ logN: 10, r: 8, p: 1 }) });
    const engine = engineOver(client);
    const receipts = await Promise.all(totals.business.restaurantIds.map((restaurantId) => engine.store.readModels.list(RESTAURANT_BILLS_TABLE, { where: { restaurantId } })));
    expect(receipts.reduce((sum, { total }) => sum + total, 0)).toBe(totals.bills);
    expect((await reactionStatuses(engine.store, allReactions({}))).map(({ name, lag }) => ({ name, lag }))).toEqual(allReactions({}).map(({ name }) => ({ name, lag: 0 })));
    const before = (await engine.store.committedAfter({ tx: "0", position: 0 }, 0)).head;
    await testReactions(engine).drain();
    expect((await engine.store.committedAfter({ tx: "0", position: 0 }, 0)).head).toEqual(before);
  });
});

describe("inOneTransaction", () => {
  it("rolls back only the savepoint that failed, and the whole batch when the failure escapes", async () => {
    await client.exec("CREATE TABLE seed_probe (x INTEGER UNIQUE)");
    const insert = (x: number) => "INSERT INTO seed_probe (x) VALUES (" + x + ")";
    await inOneTransaction(client, async (batch) => {
      await batch.transaction((tx) => tx.query(insert(1)));
      await expect(batch.transaction(async (tx) => {
        await tx.query(insert(2));
        await tx.query(insert(1));
      })).rejects.toMatchObject({ code: "23505" });
      await batch.transaction((tx) => tx.query(insert(3)));
    });
    await expect(inOneTransaction(client, async (batch) => {
      await batch.transaction((tx) => tx.query(insert(4)));
      throw new Error("stop");
    })).rejects.toThrow("stop");
    const { rows } = await client.query<{ x: number }>("SELECT x FROM seed_probe ORDER BY x");
    expect(rows.map((row) => row.x)).toEqual([1, 3]);
  });
});
