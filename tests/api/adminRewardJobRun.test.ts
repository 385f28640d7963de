// POST /api/v2/admin/reward-jobs/{key}/run (spec 1 §6 "Reward job", admin only; issue 18): a
// provider admin runs one scheduled loyalty job's period now. A period the runner has not done is
// claimed and done as the runner would; a done period is re-run under the same run stream, so
// running it twice gives nobody a second benefit and resets nobody twice: the second time
// changes nothing and says so (members visited, none served); the daily credit expiry closes an
// expired free lot once, and its next period and its re-run close nothing more. Each run is recorded with the
// admin as its actor and shows on the job as its last run; the job runner then skips the period.
// The job rows are the same after the read models are rebuilt from the log.
// Every other role is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loyaltyJobRunner } from "../../adapters/server/jobs/loyaltyJobRunner";
import { jobRunStreamId } from "../../domain/loyalty/jobs/jobRun";
import { JOBS_TABLE } from "../../domain/loyalty/jobs/loyaltyJobs.projection";
import { memberStreamId } from "../../domain/loyalty/member/memberModel";
import { type Client, signUp } from "./businessHarness";
import { type MemberWorld, enrol, signInAgain, snapshotOfMember, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
let admin: Client;
let memberId: string;
let benefitKey: string;
let seasonKey: string;
let creditExpiryKey: string;

// The member world's clock reads 2026-01-05T08:00Z; the business is in Asia/Kuala_Lumpur.
beforeAll(async () => {
  world = await startMemberWorld();
  admin = await signUp(world.harness, "+60122000931", "admin");
  await world.owner.ok("PUT", world.path("/level-cycle"), { month: [3], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "0" }] });
  await world.owner.ok("PUT", world.path("/benefits"), {
    benefits: [{ name: "Monthly credit", options: { type: "schedule", freeCredit: { day: 30, amount: 500 }, triggerer: { cron: "0 0 1 * *" } } }],
  });
  memberId = String((await enrol(world, "+60123460931")).id);
  await world.owner.ok("PUT", world.path(`/members/${memberId}`), { level: 3, experience: 40 });
  benefitKey = `benefit-${world.businessId}-${(await world.owner.ok("GET", world.path())).benefits[0].id}`;
  seasonKey = `season-${world.businessId}-season`;
  creditExpiryKey = `creditExpiry-${world.businessId}-credit`;
});
afterAll(() => world.harness.app.close());

const run = (client: Client, key: string) => client.send("POST", `/admin/reward-jobs/${key}/run`, {});
const member = async () => (await world.owner.ok("GET", world.path(`/members/${memberId}`)));

describe("POST /admin/reward-jobs/{key}/run", () => {
  it("offers the latest period of a job the runner has nothing due for, as Run now", async () => {
    const { resources } = await admin.ok("GET", `/admin/reward-jobs?business=${world.businessId}`);
    expect(resources.find((job: { key: string }) => job.key === benefitKey)).toMatchObject({ runNow: { dueAt: "2025-12-31T16:00:00Z", rerun: false }, lastRun: null });
  });

  it("runs a scheduled benefit's period once: twice changes nothing the second time", async () => {
    const first = await run(admin, benefitKey);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.run).toEqual({ dueAt: "2025-12-31T16:00:00Z", rerun: false, visited: 1, served: 1, failed: 0, error: null });
    expect(first.json().data.job).toMatchObject({
      key: benefitKey, completedRuns: 1, runNow: { dueAt: "2025-12-31T16:00:00Z", rerun: true },
      lastRun: { dueAt: "2025-12-31T16:00:00Z", visited: 1, served: 1, failed: 0, rerun: false, error: null, by: admin.userId, byName: "User 0931" },
    });
    const given = await snapshotOfMember(world.harness, memberId);
    expect(given.row).toMatchObject({ balance: 50000 });

    const second = await run(admin, benefitKey);
    expect(second.json().data.run).toEqual({ dueAt: "2025-12-31T16:00:00Z", rerun: true, visited: 1, served: 0, failed: 0, error: null });
    expect(second.json().data.job).toMatchObject({ completedRuns: 1, lastRun: { rerun: true, visited: 1, served: 0, by: admin.userId, byName: "User 0931" } });
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(given);
  });

  it("records who ran it on the run's stream", async () => {
    const stream = await world.harness.store.readStream(jobRunStreamId({ kind: "benefit", businessId: world.businessId, jobId: benefitKey.split("-").at(-1)!, dueKey: "20251231T160000Z" }));
    expect(stream.events.map((event) => [event.type, event.meta.actor])).toEqual([
      ["JobRunClaimed", admin.userId], ["JobRunCompleted", admin.userId], ["JobRunRerun", admin.userId],
    ]);
  });

  it("resets the season once: a re-run leaves the member where the first run put it", async () => {
    expect((await run(admin, seasonKey)).json().data.run).toEqual({ dueAt: "2025-02-28T16:00:00Z", rerun: false, visited: 1, served: 1, failed: 0, error: null });
    expect(await member()).toMatchObject({ level: 2, experience: 0 });
    const version = (await world.harness.store.readStream(memberStreamId(memberId))).version;
    expect((await run(admin, seasonKey)).json().data.run).toMatchObject({ rerun: true, visited: 1, served: 0 });
    expect(await member()).toMatchObject({ level: 2, experience: 0 });
    expect((await world.harness.store.readStream(memberStreamId(memberId))).version).toBe(version);
  });

  it("runs the oldest overdue period the runner has not claimed, and the runner then skips it", async () => {
    world.harness.clock.advance({ hours: 24 * 27 }); // 2026-02-01T08:00Z: February's benefit is due since 2026-01-31T16:00Z
    admin = await signInAgain(world.harness, admin);
    const first = (await run(admin, benefitKey)).json().data;
    expect(first.run).toEqual({ dueAt: "2026-01-31T16:00:00Z", rerun: false, visited: 1, served: 1, failed: 0, error: null });
    expect(first.job).toMatchObject({ completedRuns: 2, nextRunAt: "2026-02-28T16:00:00Z", runNow: { dueAt: "2026-01-31T16:00:00Z", rerun: true } });
    const { engine } = world.harness;
    const { completed } = await loyaltyJobRunner({ engine, runnerId: "test-runner" }).tick();
    expect(completed.filter((done) => !done.streamId.startsWith("job-creditExpiry-"))).toEqual([]);
    expect((await snapshotOfMember(world.harness, memberId)).row).toMatchObject({ balance: 100000 });
  });

  it("closes an expired free lot once: the next period and a re-run close nothing more", async () => {
    const owner = await signInAgain(world.harness, world.owner);
    await owner.ok("POST", world.path(`/members/${memberId}/free-credit`), { freeCredit: { amount: 5, validity: 1, unit: "day" } }); // lasts to the end of 2 February
    world.harness.clock.advance({ hours: 24 * 2 }); // 2026-02-03T08:00Z; the runner last ran the period of 1 February
    admin = await signInAgain(world.harness, admin);
    const expiredMovements = async () => (await world.harness.store.readStream(memberStreamId(memberId))).events.filter((e) => (e.data as { source?: string }).source === "EXPIRED");

    const first = (await run(admin, creditExpiryKey)).json().data;
    expect(first.run).toEqual({ dueAt: "2026-02-01T16:00:00Z", rerun: false, visited: 1, served: 1, failed: 0, error: null });
    expect(first.job).toMatchObject({ name: "Credit expiry", lastRun: { dueAt: "2026-02-01T16:00:00Z", served: 1, by: admin.userId }, runNow: { dueAt: "2026-02-02T16:00:00Z", rerun: false } });
    expect(await expiredMovements()).toHaveLength(1);
    const closed = await snapshotOfMember(world.harness, memberId);

    expect((await run(admin, creditExpiryKey)).json().data.run).toEqual({ dueAt: "2026-02-02T16:00:00Z", rerun: false, visited: 1, served: 0, failed: 0, error: null });
    expect((await run(admin, creditExpiryKey)).json().data.run).toEqual({ dueAt: "2026-02-02T16:00:00Z", rerun: true, visited: 1, served: 0, failed: 0, error: null });
    expect(await expiredMovements()).toHaveLength(1);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(closed);
  });

  it("gives the same job rows after a rebuild of the read models from the log", async () => {
    const { store } = world.harness;
    const jobRows = async () => (await store.readModels.dump()).filter((r) => r.table === JOBS_TABLE);
    const before = await jobRows();
    expect(before.map((r) => r.row.kind).sort()).toEqual(["benefit", "creditExpiry", "season"]);
    await store.rebuildProjections();
    expect(await jobRows()).toEqual(before);
  });

  it("answers 404 for an unknown job and 409 for a job the programme no longer asks for", async () => {
    const unknown = await run(admin, `benefit-${world.businessId}-nothing`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Job not found"]);
    const owner = await signInAgain(world.harness, world.owner);
    await owner.ok("PUT", world.path("/benefits"), { benefits: [] });
    const inactive = await run(admin, benefitKey);
    expect([inactive.statusCode, inactive.json().message]).toEqual([409, "Job is not active"]);
  });

  it("refuses staff, agents and owners (403) and anonymous callers (401), and runs nothing", async () => {
    const staff = await signUp(world.harness, "+60122000932", "staff");
    const before = await snapshotOfMember(world.harness, memberId);
    for (const client of [staff, await signInAgain(world.harness, world.owner)]) {
      const response = await run(client, seasonKey);
      expect([response.statusCode, response.json().message]).toEqual([403, "You are not allowed to do this"]);
    }
    const anonymous = await world.harness.app.inject({ method: "POST", url: `/api/v2/admin/reward-jobs/${seasonKey}/run`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });
});
