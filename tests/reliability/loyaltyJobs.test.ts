// The loyalty job runner (issue 4 item 5): each due run happens exactly once even with two
// runners on one store, runs missed while the server was down catch up once each, and a run
// whose runner died after claiming it is taken over once its lease has passed. The daily
// free-credit expiry (issue 18) closes an expired lot once: the next day's run changes nothing. Two runners share
// one PGlite store (two engines, as two processes would share one database) and, when
// TEST_DATABASE_URL is set, two separate PostgreSQL stores on the same schema. Clocks are
// injected through the engine's DecideContext: no test waits for the timer.
import { Result, Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineRuntime, type EngineRuntime } from "../../adapters/server/engineRuntime";
import { type TickReport, loyaltyJobRunner } from "../../adapters/server/jobs/loyaltyJobRunner";
import { liveContext } from "../../adapters/engine/liveContext";
import { openStore } from "../../adapters/store/openStore";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import type { Decider, DomainEvent } from "../../domain/engine/decider";
import type { EventStore } from "../../domain/engine/eventStore";
import { sendCredit } from "../../domain/loyalty/application/sendCredit";
import { type JobKind, jobRunDecider, jobRunStreamId, dueKeyOf } from "../../domain/loyalty/jobs/jobRun";
import { CREDIT_EXPIRY_JOB_ID } from "../../domain/loyalty/jobs/loyaltyJobs.projection";
import { memberDecider } from "../../domain/loyalty/member/member";
import { memberStreamId } from "../../domain/loyalty/member/memberModel";
import { MEMBERS_TABLE } from "../../domain/loyalty/member/members.projection";
import { programmeDecider } from "../../domain/loyalty/programme/programme";
import { programmeStreamId } from "../../domain/loyalty/programme/programmeModel";
import { voucherDecider } from "../../domain/marketing/voucher";
import { VoucherInput, voucherFromInput } from "../../domain/marketing/voucherInput";
import { voucherStreamId } from "../../domain/marketing/voucherModel";
import { storeFactories } from "../support/storeFactories";

interface Pair {
  readonly stores: readonly [EventStore, EventStore];
  readonly dispose: () => Promise<void>;
}

const options = { projections: productProjections, upcast: productEventTypes.upcast };

let schemaCounter = 0;
const pairs: ReadonlyArray<{ readonly name: string; readonly open: () => Promise<Pair> }> = [
  ...storeFactories()
    .filter((f) => f.name === "pglite")
    .map((f) => ({
      name: "pglite (two runners on one store)",
      open: async (): Promise<Pair> => {
        const { store, dispose } = await f.open(options);
        return { stores: [store, store], dispose };
      },
    })),
  ...(process.env.TEST_DATABASE_URL
    ? [{
        name: "postgres (two stores on one database)",
        open: async (): Promise<Pair> => {
          const databaseSchema = `jobs_${process.pid}_${Date.now()}_${schemaCounter++}`;
          const config = { ...options, dataDir: "", databaseUrl: process.env.TEST_DATABASE_URL, databaseSchema };
          const a = await openStore(config);
          const b = await openStore(config);
          return { stores: [a.store, b.store], dispose: async () => { await b.close(); await a.close(); } };
        },
      }]
    : []),
];

const ZONE = "Asia/Kuala_Lumpur";
const LEVELLING = { baseExpToLevelUp: 300, expRange: [] };

/** An engine on `store` whose clock reads `clock.now`. */
const engineOn = (store: EventStore, clock: { now: Temporal.Instant }): EngineRuntime =>
  engineRuntime(store, (timeZone) => ({ ...liveContext(timeZone), now: clock.now }));

const ok = async <S, C, E extends DomainEvent>(engine: EngineRuntime, decider: Decider<S, C, E>, streamId: string, command: C) => {
  const result = await engine.commands.handle(decider, streamId, command, { context: engine.context(ZONE), meta: { actor: "test", correlationId: "seed" } });
  if (Result.isFailure(result)) throw result.failure;
  return result.success;
};

let businessCount = 0;
const businessId = (): string => `b${String(++businessCount).padStart(3, "0")}${"c".repeat(20)}`;

/**
 * A programme with a season in March and June (level - 2, experience kept, from level 1) and a
 * monthly benefit of 5 free credit for levels 2 and up, plus members at levels 5, 1 and 0.
 */
const seed = async (engine: EngineRuntime, business: string): Promise<{ readonly high: string; readonly low: string; readonly zero: string }> => {
  const programme = programmeStreamId(business);
  await ok(engine, programmeDecider, programme, { type: "CreateProgramme", data: { businessId: business } });
  await ok(engine, programmeDecider, programme, {
    type: "ReplaceLevelCycle",
    data: { levelCycle: { month: [3, 6], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 2", expExpression: "exp" }] } },
  });
  await ok(engine, programmeDecider, programme, {
    type: "ReplaceBenefits",
    data: { benefits: [{ name: "Monthly credit", minLevel: 2, options: { type: "schedule", freeCredit: { day: 30, amount: 5 }, triggerer: { cron: "0 0 1 * *" } } }] },
  });
  const members = { high: `${business.slice(0, 4)}${"1".repeat(20)}`, low: `${business.slice(0, 4)}${"2".repeat(20)}`, zero: `${business.slice(0, 4)}${"3".repeat(20)}` };
  for (const [index, [name, memberId]] of Object.entries(members).entries()) {
    await ok(engine, memberDecider, memberStreamId(memberId), {
      type: "EnrolMember",
      data: { memberId, businessId: business, phoneNumber: `+6012${business.slice(1, 4)}000${index}`, name, birthday: null, cardNo: null, onJoinRewardIds: [] },
    });
  }
  for (const [memberId, level] of [[members.high, 5], [members.low, 1]] as const) {
    await ok(engine, memberDecider, memberStreamId(memberId), { type: "UpdateMember", data: { levelling: LEVELLING, level, experience: 10, titles: [], knownTitleIds: [] } });
  }
  return members;
};

const memberRow = async (store: EventStore, memberId: string) => {
  const row = await store.readModels.get(MEMBERS_TABLE, memberId);
  return { level: row?.level, experience: row?.experience, balance: row?.balance };
};

/**
 * The runs of one business's jobs of these kinds among those a tick completed (the suite's
 * businesses share the store); by default its season and benefit runs, not its daily credit expiry.
 */
const runsOf = (reports: ReadonlyArray<TickReport>, business: string, kinds: ReadonlyArray<JobKind> = ["season", "benefit"]): ReadonlyArray<string> =>
  reports.flatMap((r) => r.completed).map((c) => c.streamId).filter((id) => kinds.some((kind) => id.startsWith(`job-${kind}-${business}-`))).sort();

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

describe.each(pairs)("loyalty jobs on $name", ({ open }) => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await open();
  }, 120_000);
  afterAll(async () => pair?.dispose());

  it("two runners racing on the same due runs apply each exactly once", async () => {
    const clock = { now: at("2026-02-20T02:00:00Z") };
    const [a, b] = pair.stores.map((store) => engineOn(store, clock));
    const business = businessId();
    const members = await seed(a!, business);

    clock.now = at("2026-02-28T16:01:00Z"); // 1 March 00:01 in Kuala Lumpur
    const runners = [a!, b!].map((engine, i) => loyaltyJobRunner({ engine, runnerId: `runner-${i}` }));
    const reports = await Promise.all(runners.map((runner) => runner.tick()));
    const completed = runsOf(reports, business);
    const dueKey = dueKeyOf(at("2026-02-28T16:00:00Z"));
    expect(completed).toHaveLength(2);
    expect(completed).toContain(jobRunStreamId({ kind: "season", businessId: business, jobId: "season", dueKey }));

    expect(await memberRow(pair.stores[0], members.high)).toMatchObject({ level: 3, experience: 10, balance: 5 });
    expect(await memberRow(pair.stores[1], members.low)).toMatchObject({ level: 1, experience: 10, balance: 0 });
    expect(await memberRow(pair.stores[0], members.zero)).toMatchObject({ level: 0, balance: 0 });

    const season = await pair.stores[1].readStream(jobRunStreamId({ kind: "season", businessId: business, jobId: "season", dueKey }));
    expect(season.events.map((e) => e.type)).toEqual(["JobRunClaimed", "JobRunCompleted"]);

    const again = await Promise.all(runners.map((runner) => runner.tick()));
    expect(runsOf(again, business)).toEqual([]);
    expect(await memberRow(pair.stores[0], members.high)).toMatchObject({ level: 3, balance: 5 });
  }, 120_000);

  it("a runner started after missed due dates catches up each of them once", async () => {
    const clock = { now: at("2026-01-10T02:00:00Z") };
    const [a, b] = pair.stores.map((store) => engineOn(store, clock));
    const business = businessId();
    const members = await seed(a!, business);

    clock.now = at("2026-07-15T04:00:00Z"); // down since January: resets 1 March and 1 June, credit 1 Feb..1 Jul
    const first = await loyaltyJobRunner({ engine: b!, runnerId: "late" }).tick();
    expect(runsOf([first], business)).toHaveLength(2 + 6);
    expect(await memberRow(pair.stores[1], members.high)).toMatchObject({ level: 1, experience: 10, balance: 30 });
    expect(await memberRow(pair.stores[1], members.low)).toMatchObject({ level: 1, balance: 0 });

    const second = await Promise.all([loyaltyJobRunner({ engine: a!, runnerId: "other" }).tick(), loyaltyJobRunner({ engine: b!, runnerId: "late" }).tick()]);
    expect(runsOf(second, business)).toEqual([]);
    expect(await memberRow(pair.stores[0], members.high)).toMatchObject({ level: 1, balance: 30 });
  }, 120_000);

  it("a run claimed by a runner that died is taken over once its lease has passed, and applied once", async () => {
    const clock = { now: at("2026-05-20T02:00:00Z") };
    const [a, b] = pair.stores.map((store) => engineOn(store, clock));
    const business = businessId();
    const members = await seed(a!, business);

    clock.now = at("2026-05-31T16:00:30Z"); // 1 June 00:00:30 in Kuala Lumpur
    const dueAt = at("2026-05-31T16:00:00Z");
    const streamId = jobRunStreamId({ kind: "season", businessId: business, jobId: "season", dueKey: dueKeyOf(dueAt) });
    await ok(a!, jobRunDecider, streamId, {
      type: "ClaimRun",
      data: { kind: "season", businessId: business, jobId: "season", dueKey: dueKeyOf(dueAt), dueAt: dueAt.toString(), runner: "dead", leaseSeconds: 60 },
    });
    const runner = loyaltyJobRunner({ engine: b!, runnerId: "alive", leaseSeconds: 60 });
    const during = await runner.tick();
    expect(runsOf([during], business)).not.toContain(streamId);
    expect(await memberRow(pair.stores[1], members.high)).toMatchObject({ level: 5 });

    clock.now = at("2026-05-31T16:02:00Z");
    const after = await Promise.all([runner.tick(), loyaltyJobRunner({ engine: a!, runnerId: "other", leaseSeconds: 60 }).tick()]);
    expect(runsOf(after, business)).toEqual([streamId]);
    expect(await memberRow(pair.stores[0], members.high)).toMatchObject({ level: 3 });
    const events = (await pair.stores[0].readStream(streamId)).events.map((e) => e.type);
    expect(events).toEqual(["JobRunClaimed", "JobRunResumed", "JobRunCompleted"]);
  }, 120_000);
  it("a birthday benefit gives its voucher once, on the member's trigger day, to members in its scope", async () => {
    const clock = { now: at("2026-08-01T02:00:00Z") };
    const [a, b] = pair.stores.map((store) => engineOn(store, clock));
    const business = businessId();
    await seed(a!, business);
    const voucherId = `${business.slice(0, 4)}${"9".repeat(20)}`;
    const voucher = Schema.decodeUnknownSync(VoucherInput)({
      type: "MEMBER_REWARD", name: "Birthday treat", validFor: 30,
      effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
    });
    await ok(a!, voucherDecider, voucherStreamId(voucherId), { type: "CreateVoucher", data: { voucherId, businessId: business, voucher: voucherFromInput(voucher) } });
    await ok(a!, programmeDecider, programmeStreamId(business), {
      type: "ReplaceBenefits",
      data: { benefits: [{ name: "Birthday", minLevel: 1, options: { type: "schedule", vouchers: [voucherId], freeCredit: null, triggerer: { birthday: { type: "before", day: 2 } } } }] },
    });
    // two new members share a birthday on 12 August: one at level 2, one at level 0 (out of scope);
    // the seeded members have no birthday
    const phone = (memberId: string) => `+6019${memberId.slice(1, 4)}${memberId.slice(4, 5)}000`;
    const birthdayMember = `${business.slice(0, 4)}${"4".repeat(20)}`;
    const outOfScope = `${business.slice(0, 4)}${"5".repeat(20)}`;
    for (const memberId of [birthdayMember, outOfScope]) {
      await ok(a!, memberDecider, memberStreamId(memberId), {
        type: "EnrolMember",
        data: { memberId, businessId: business, phoneNumber: phone(memberId), name: null, birthday: "1990-08-12", cardNo: null, onJoinRewardIds: [] },
      });
    }
    await ok(a!, memberDecider, memberStreamId(birthdayMember), { type: "UpdateMember", data: { levelling: LEVELLING, level: 2, experience: 0, titles: [], knownTitleIds: [] } });

    clock.now = at("2026-08-09T16:00:30Z"); // 10 August 00:00:30 in Kuala Lumpur: two days before
    const runners = [a!, b!].map((engine, i) => loyaltyJobRunner({ engine, runnerId: `birthday-${i}` }));
    await Promise.all(runners.map((runner) => runner.tick()));
    await Promise.all(runners.map((runner) => runner.tick()));
    const assigned = (await pair.stores[1].readStream(voucherStreamId(voucherId))).events
      .filter((e) => e.type === "ClaimsAssigned")
      .flatMap((e) => (e.data as { claims: ReadonlyArray<{ memberId: string }> }).claims.map((c) => c.memberId));
    expect(assigned).toEqual([birthdayMember]);
    expect(await pair.stores[0].readModels.get(MEMBERS_TABLE, birthdayMember)).toMatchObject({ rewardsReceived: 1 });
  }, 120_000);

  it("the daily credit expiry closes an expired free lot once, at the start of the day after its last day", async () => {
    const clock = { now: at("2026-03-10T04:00:00Z") }; // 10 March, noon in Kuala Lumpur
    const [a, b] = pair.stores.map((store) => engineOn(store, clock));
    const business = businessId();
    const members = await seed(a!, business);
    await sendCredit(a!, { businessId: business, memberId: members.zero }, { amount: 1, freeCredit: { amount: 5, validity: 1, unit: "day" } }, { actor: "test" });
    const runners = [a!, b!].map((engine, i) => loyaltyJobRunner({ engine, runnerId: `expiry-${i}` }));
    const tick = () => Promise.all(runners.map((runner) => runner.tick()));
    const expiryRun = (iso: string) => jobRunStreamId({ kind: "creditExpiry", businessId: business, jobId: CREDIT_EXPIRY_JOB_ID, dueKey: dueKeyOf(at(iso)) });
    const expired = async () => (await pair.stores[0].readStream(memberStreamId(members.zero))).events.filter((e) => (e.data as { source?: string }).source === "EXPIRED");
    const served = (reports: ReadonlyArray<TickReport>) => reports.flatMap((r) => r.completed).filter((c) => c.streamId.startsWith(`job-creditExpiry-${business}-`)).map((c) => [c.streamId, c.served]);

    clock.now = at("2026-03-11T15:00:00Z"); // 11 March 23:00: the lot's last day, still valid
    const lastDay = await tick();
    expect(served(lastDay)).toEqual([[expiryRun("2026-03-10T16:00:00Z"), 0]]);
    expect(await expired()).toEqual([]);
    const held = (await memberRow(pair.stores[0], members.zero)).balance;

    clock.now = at("2026-03-11T16:00:30Z"); // 12 March 00:00:30: the run due at midnight closes it
    const closing = await tick();
    expect(served(closing)).toEqual([[expiryRun("2026-03-11T16:00:00Z"), 1]]);
    expect(await expired()).toHaveLength(1);
    const after = await memberRow(pair.stores[1], members.zero);
    expect(after.balance).toBeLessThan(held as number);

    expect(served(await tick())).toEqual([]);
    clock.now = at("2026-03-12T16:00:30Z"); // 13 March: the next run finds nothing left to close
    expect(served(await tick())).toEqual([[expiryRun("2026-03-12T16:00:00Z"), 0]]);
    expect(await expired()).toHaveLength(1);
    expect(await memberRow(pair.stores[0], members.zero)).toEqual(after);
  }, 120_000);
});
