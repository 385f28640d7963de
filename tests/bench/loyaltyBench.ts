// The loyalty figures of `npm run bench` (issue 4) on one SQL store: a data set of
// BENCH_MEMBERS members is seeded through the real commands (adapters/demo/seedDataSet.ts), then
// the real app (createApp) runs over the same store, driven in-process with `inject` as the
// owner of the seeded business:
// (a) BENCH_POS_BILLS `POST /restaurants/{id}/pos-event` BILL_COMPLETED, one after another, each
//     RM 350.00 so every bill levels its member up (base need 300 experience, 1 per 1.00) and
//     draws from the level-up pool: bills and events applied per second;
// (b) BENCH_SEARCHES `GET /businesses/{id}/membership/members?search=` (the route's own query
//     over name, phone and card number), a third each: p50 and p99 latency;
// (c) the replay of the whole log of the data set through every projection
//     (store.rebuildProjections, what `npm run rebuild-projections` runs): time and events/s.
// Figures only; nothing is asserted about them.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import { outboxTransport } from "../../adapters/auth/otpTransport";
import { scryptPasswordHasher } from "../../adapters/auth/passwordHasher";
import { type SeedTotals, engineOver, seedDataSet } from "../../adapters/demo/seedDataSet";
import { seedMemberOf } from "../../adapters/demo/seedMembers";
import { createApp } from "../../adapters/server/app";
import { applySchema } from "../../adapters/store/openStore";
import type { SqlClient } from "../../adapters/store/sqlClient";
import { percentile } from "./percentile";

export interface LoyaltyScale {
  readonly members: number;
  readonly bills: number;
  readonly searches: number;
}

export interface LoyaltyFigures {
  readonly label: string;
  readonly seeded: SeedTotals;
  readonly bills: { readonly count: number; readonly perSecond: number; readonly eventsPerSecond: number; readonly levelUps: number; readonly rewardClaims: number };
  readonly search: { readonly count: number; readonly p50: number; readonly p99: number };
  readonly replay: { readonly events: number; readonly ms: number };
}

const PASSWORD = "bench-pass-1";
const cheapHasher = scryptPasswordHasher({ logN: 10, r: 8, p: 1 });

const eventCount = async (client: SqlClient): Promise<number> => {
  const { rows } = await client.query<{ n: string | number }>("SELECT count(*) AS n FROM events");
  return Number(rows[0]?.n ?? 0);
};

const expectOk = <T>(response: { statusCode: number; body: string; json: () => unknown }, what: string): T => {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: T }).data;
};

const login = async (app: FastifyInstance, phoneNumber: string): Promise<string> => {
  const response = await app.inject({ method: "POST", url: "/api/v2/auth/login", payload: { phoneNumber, password: PASSWORD } });
  return expectOk<{ accessToken: string }>(response, "login").accessToken;
};

interface BillAnswer {
  readonly applied: boolean;
  readonly levelUps: ReadonlyArray<unknown>;
  readonly rewardClaims: { readonly assigned: ReadonlyArray<unknown> };
}

const postBills = async (app: FastifyInstance, client: SqlClient, token: string, seeded: SeedTotals, count: number) => {
  const restaurantId = seeded.business.restaurantIds[0]!;
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${token}` };
  let levelUps = 0;
  let rewardClaims = 0;
  const eventsBefore = await eventCount(client);
  const started = performance.now();
  for (let k = 0; k < count; k += 1) {
    const payload = {
      type: "BILL_COMPLETED", billId: `bench-${run}-${k}`, memberPhone: seedMemberOf(k % seeded.members).phoneNumber,
      total: { amount: 35_000, precision: 2, currency: "MYR" },
      items: [{ productId: "bench-feast", quantity: 1, price: { amount: 35_000, precision: 2, currency: "MYR" } }],
      closedAt: Temporal.Now.instant().toString({ smallestUnit: "millisecond" }),
    };
    const response = await app.inject({ method: "POST", url: `/api/v2/restaurants/${restaurantId}/pos-event`, headers, payload });
    const answer = expectOk<BillAnswer>(response, "BILL_COMPLETED");
    if (!answer.applied) throw new Error(`bill ${payload.billId} was not applied`);
    levelUps += answer.levelUps.length;
    rewardClaims += answer.rewardClaims.assigned.length;
  }
  const seconds = (performance.now() - started) / 1000;
  const events = (await eventCount(client)) - eventsBefore;
  return { count, perSecond: count / seconds, eventsPerSecond: events / seconds, levelUps, rewardClaims };
};

/** A third of the searches by a name part, a third by phone digits, a third by card number. */
const searchTerms = (members: number, count: number): ReadonlyArray<string> =>
  Array.from({ length: count }, (_, k) => {
    const member = seedMemberOf((k * 7919) % members);
    if (k % 3 === 0) return member.name.split(" ").at(-1)!;
    if (k % 3 === 1) return member.phoneNumber.slice(-7);
    return member.cardNo;
  });

const search = async (app: FastifyInstance, token: string, seeded: SeedTotals, count: number) => {
  const headers = { authorization: `Bearer ${token}` };
  const url = (term: string) => `/api/v2/businesses/${seeded.business.businessId}/membership/members?limit=20&search=${encodeURIComponent(term)}`;
  for (const term of searchTerms(seeded.members, 3)) expectOk(await app.inject({ method: "GET", url: url(term), headers }), "warm-up search");
  const samples: number[] = [];
  for (const term of searchTerms(seeded.members, count)) {
    const started = performance.now();
    const page = expectOk<{ pagination: { totalResources: number } }>(await app.inject({ method: "GET", url: url(term), headers }), "search");
    samples.push(performance.now() - started);
    if (page.pagination.totalResources === 0) throw new Error(`search ${term} found no member`);
  }
  return { count, p50: percentile(samples, 50), p99: percentile(samples, 99) };
};

/** Seeds, then measures bills, search and replay on `client` (schema applied here). */
export const measureLoyalty = async (label: string, client: SqlClient, scale: LoyaltyScale, log: (line: string) => void): Promise<LoyaltyFigures> => {
  await applySchema(client);
  log(`${label}: seeding ${scale.members.toLocaleString("en-US")} members through the commands...`);
  const seeded = await seedDataSet(client, { members: scale.members, password: PASSWORD, passwords: cheapHasher });
  log(`${label}: seeded ${seeded.events.toLocaleString("en-US")} events in ${(seeded.elapsedMs / 1000).toFixed(1)} s`);
  const engine = engineOver(client);
  const app = await createApp({
    store: { close: async () => undefined },
    engine,
    auth: { secret: randomBytes(32), otpTransport: outboxTransport(() => Temporal.Now.instant()), production: false, passwordHasher: cheapHasher },
    logger: false,
  });
  try {
    await app.ready();
    const token = await login(app, seeded.business.owner.phoneNumber);
    log(`${label}: ${scale.bills.toLocaleString("en-US")} BILL_COMPLETED...`);
    const bills = await postBills(app, client, token, seeded, scale.bills);
    log(`${label}: ${scale.searches} member searches...`);
    const searched = await search(app, token, seeded, scale.searches);
    log(`${label}: replaying the log...`);
    const started = performance.now();
    const { events } = await engine.store.rebuildProjections();
    return { label, seeded, bills, search: searched, replay: { events, ms: performance.now() - started } };
  } finally {
    await app.close();
  }
};

const n = (value: number, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const printLoyaltyFigures = (rows: ReadonlyArray<LoyaltyFigures>, scale: LoyaltyScale): void => {
  console.log(`\nLoyalty (${n(scale.members)} members seeded through the commands; ${n(scale.bills)} BILL_COMPLETED with level-up; ${scale.searches} searches)\n`);
  console.log("| store      | seed members/s | bills/s | events/s | level-ups | reward claims | search p50 ms | search p99 ms | p99/p50 | replay events | replay s | replay events/s |");
  console.log("|------------|---------------:|--------:|---------:|----------:|--------------:|--------------:|--------------:|--------:|--------------:|---------:|----------------:|");
  for (const row of rows) {
    console.log(`| ${row.label.padEnd(10)} | ${n(row.seeded.members / (row.seeded.elapsedMs / 1000)).padStart(14)} | ${n(row.bills.perSecond, 1).padStart(7)} | ${n(row.bills.eventsPerSecond).padStart(8)} | ${n(row.bills.levelUps).padStart(9)} | ${n(row.bills.rewardClaims).padStart(13)} | ${n(row.search.p50, 1).padStart(13)} | ${n(row.search.p99, 1).padStart(13)} | ${n(row.search.p99 / row.search.p50, 2).padStart(7)} | ${n(row.replay.events).padStart(13)} | ${n(row.replay.ms / 1000, 1).padStart(8)} | ${n(row.replay.events / (row.replay.ms / 1000)).padStart(15)} |`);
  }
  const [pglite, postgres] = rows;
  if (pglite !== undefined && postgres !== undefined) {
    const ratio = (a: number, b: number) => n(a / b, 2);
    console.log(`\n${postgres.label}/${pglite.label}: seed members/s ${ratio(pglite.seeded.elapsedMs, postgres.seeded.elapsedMs)}, bills/s ${ratio(postgres.bills.perSecond, pglite.bills.perSecond)}, search p50 ${ratio(postgres.search.p50, pglite.search.p50)}, search p99 ${ratio(postgres.search.p99, pglite.search.p99)}, replay time ${ratio(postgres.replay.ms, pglite.replay.ms)}`);
  }
};
