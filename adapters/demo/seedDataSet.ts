// Owns: building a loyalty data set of N members on a SQL store (`npm run seed`, the loyalty
// bench): the business and programme (seedBusiness.ts), then the members with their bills
// (seedMembers.ts), every write through the engine's command handler, deciders and inline
// projections, exactly as the API writes them.
// Decision (batching): members are decided in batches against a write buffer over the store
// (adapters/store/writeBuffer.ts): the commands, their checks and their events are those of
// one-by-one requests, but a batch's streams are read once and its events are written with ONE
// bulk import (sqlBulkImport.ts: streams moved, multi-row INSERTs, batched projections), which is
// what makes 100,000 members take a minute or two rather than half an hour. A failed batch is
// not written at all. The business itself is written one command at a time (seedTransaction.ts).
// The reactions' follow-ups of the members' bills are written in the same batches, and the
// reactions' checkpoints moved past them (seedReactions.ts): the store is handed over caught up.
import { productEventTypes, productProjections } from "../../domain/catalogue";
import type { EventStoreOptions } from "../../domain/engine/eventStore";
import type { PasswordHasher } from "../auth/passwordHasher";
import type { EngineRuntime } from "../server/engineRuntime";
import { engineRuntime } from "../server/engineRuntime";
import { loadProgramme } from "../server/loyalty/memberProgramme";
import type { SqlClient } from "../store/sqlClient";
import { sqlEventStore } from "../store/sqlEventStore";
import { type SeedBusiness, seedBusiness, seedRunner } from "./seedBusiness";
import { enrolSeedMember, seedMemberOf } from "./seedMembers";
import { inOneTransaction } from "./seedTransaction";
import { sqlBulkImport } from "../store/sqlBulkImport";
import { analyzeTables } from "../store/sqlReadTables";
import { memberStreamId } from "../../domain/loyalty/member/memberModel";
import { memberPhoneStreamId } from "../../domain/loyalty/member/memberPhoneClaim";
import { writeBuffer } from "../store/writeBuffer";
import { RESTAURANT_BILL_PREFIX } from "../../domain/business/restaurantBill";
import { followedUpTo, markSeedFollowed } from "./seedReactions";

export const DEFAULT_SEED_BATCH = 1000;

export const SEED_STORE_OPTIONS: EventStoreOptions = { projections: productProjections, upcast: productEventTypes.upcast };

/** The engine over a SqlClient with the product's projections and upcasters. */
export const engineOver = (client: SqlClient): EngineRuntime => engineRuntime(sqlEventStore(client, SEED_STORE_OPTIONS));

export interface SeedProgress {
  readonly members: number;
  readonly of: number;
  readonly elapsedMs: number;
}

export interface SeedOptions {
  readonly members: number;
  readonly batchSize?: number;
  /** The owner's password, and its hash made by `passwords`. */
  readonly password: string;
  readonly passwords: PasswordHasher;
  readonly onProgress?: (progress: SeedProgress) => void;
}

export interface SeedTotals {
  readonly business: SeedBusiness;
  readonly members: number;
  readonly bills: number;
  readonly levelUps: number;
  readonly rewardClaims: number;
  /** Events the data set appended (the store's count after minus before). */
  readonly events: number;
  readonly elapsedMs: number;
}

const eventCount = async (client: SqlClient): Promise<number> => {
  const { rows } = await client.query<{ n: string | number }>("SELECT count(*) AS n FROM events");
  return Number(rows[0]?.n ?? 0);
};

export const seedDataSet = async (client: SqlClient, options: SeedOptions): Promise<SeedTotals> => {
  const started = performance.now();
  const eventsBefore = await eventCount(client);
  const passwordHash = await options.passwords.hash(options.password);
  const business = await inOneTransaction(client, (batch) => seedBusiness(engineOver(batch), passwordHash, options.password));
  const programme = await loadProgramme(engineOver(client), business.businessId);
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_SEED_BATCH);
  let bills = 0;
  let levelUps = 0;
  let rewardClaims = 0;
  const writeBatch = sqlBulkImport(client, SEED_STORE_OPTIONS);
  const seedStart = await followedUpTo(engineOver(client));
  // The seed's own bills (ids `seed-{memberId}-{n}`) have no receipt yet.
  const seedReceipts = business.restaurantIds.map((restaurantId) => `${RESTAURANT_BILL_PREFIX}${restaurantId}-seed-`);
  for (let from = 0; from < options.members; from += batchSize) {
    const to = Math.min(options.members, from + batchSize);
    // The members' own streams and their phone claims in the new business cannot exist yet.
    const buffer = writeBuffer(sqlEventStore(client, SEED_STORE_OPTIONS), (streamId) =>
      streamId.startsWith(memberStreamId("")) || streamId.startsWith(memberPhoneStreamId(business.businessId, "")) ||
      seedReceipts.some((prefix) => streamId.startsWith(prefix)));
    const engine = engineRuntime(buffer.store);
    const run = seedRunner(engine);
    for (let index = from; index < to; index += 1) {
      const counts = await enrolSeedMember(engine, run, business, programme, seedMemberOf(index), index);
      bills += counts.bills;
      levelUps += counts.levelUps;
      rewardClaims += counts.rewardClaims;
    }
    await buffer.flush(async (writes) => void (await writeBatch(writes)));
    options.onProgress?.({ members: to, of: options.members, elapsedMs: performance.now() - started });
  }
  await markSeedFollowed(engineOver(client), seedStart);
  await analyzeTables(client, SEED_STORE_OPTIONS.projections?.flatMap((p) => p.tables) ?? []);
  return {
    business, members: options.members, bills, levelUps, rewardClaims,
    events: (await eventCount(client)) - eventsBefore, elapsedMs: performance.now() - started,
  };
};
