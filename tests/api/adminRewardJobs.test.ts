// GET /api/v2/admin/reward-jobs (spec 1 §6 "Reward job", admin only): a provider admin sees every
// business's scheduled loyalty jobs (the season reset, each scheduled benefit, the daily credit
// expiry every programme has) with their next
// run in the business's time zone and, once the runner has done one, the last run and how many
// members it served; a job whose benefit is deleted stays listed as inactive; every other role
// is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loyaltyJobRunner } from "../../adapters/server/jobs/loyaltyJobRunner";
import { type Client, signUp } from "./businessHarness";
import { type ProgrammeWorld, startProgrammeWorld } from "./loyaltyProgrammeHarness";

let world: ProgrammeWorld;
let admin: Client;

beforeAll(async () => {
  world = await startProgrammeWorld(); // clock at 2026-01-05T08:00Z, business in Asia/Kuala_Lumpur
  admin = await signUp(world.harness, "+60122000911", "admin");
  await world.owner.ok("POST", world.path(), {});
  await world.owner.ok("PUT", world.path("/level-cycle"), { month: [3], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "0" }] });
  await world.owner.ok("PUT", world.path("/benefits"), {
    benefits: [{ name: "Monthly credit", options: { type: "schedule", freeCredit: { day: 30, amount: 500 }, triggerer: { cron: "0 0 1 * *" } } }],
  });
});
afterAll(() => world.harness.app.close());

const jobs = async (query = "") => (await admin.ok("GET", `/admin/reward-jobs${query}`)) as { resources: Array<Record<string, unknown>>; pagination: { totalResources: number } };

describe("GET /admin/reward-jobs", () => {
  it("lists each scheduled job with its business and next run", async () => {
    const page = await jobs();
    expect(page.pagination.totalResources).toBe(3);
    expect(page.resources).toEqual([
      expect.objectContaining({ kind: "benefit", businessId: world.businessId, businessName: "Kopi Kita", name: "Monthly credit", active: true, nextRunAt: "2026-01-31T16:00:00Z", openRuns: [], lastRun: null, completedRuns: 0 }),
      expect.objectContaining({
        kind: "creditExpiry", businessId: world.businessId, name: "Credit expiry", active: true, nextRunAt: "2026-01-05T16:00:00Z", lastRun: null,
        runNow: { dueAt: "2026-01-04T16:00:00Z", rerun: false },
      }),
      expect.objectContaining({ kind: "season", businessId: world.businessId, businessName: "Kopi Kita", name: "Season reset", active: true, nextRunAt: "2026-02-28T16:00:00Z", lastRun: null }),
    ]);
  });

  it("shows the last run once the runner has done it, and the run after it", async () => {
    // A runner whose clock reads 2026-02-02 (the server's stays put: its tokens stay valid).
    const { engine } = world.harness;
    const later = engine.context().now.add({ hours: 24 * 28 });
    const runner = loyaltyJobRunner({ engine: { ...engine, context: (timeZone) => ({ ...engine.context(timeZone), now: later }) }, runnerId: "test-runner" });
    const { completed } = await runner.tick();
    expect(completed.filter((run) => run.streamId.startsWith("job-benefit-"))).toHaveLength(1);
    expect(completed.filter((run) => run.streamId.startsWith("job-creditExpiry-"))).toHaveLength(28); // 6 January to 2 February
    const [benefit, creditExpiry] = (await jobs()).resources;
    expect(benefit).toMatchObject({
      name: "Monthly credit", nextRunAt: "2026-02-28T16:00:00Z", completedRuns: 1, openRuns: [],
      lastRun: { dueAt: "2026-01-31T16:00:00Z", served: 0, failed: 0 },
    });
    expect(creditExpiry).toMatchObject({ name: "Credit expiry", nextRunAt: "2026-02-02T16:00:00Z", completedRuns: 28, lastRun: { dueAt: "2026-02-01T16:00:00Z", served: 0 } });
  });

  it("filters by business and pages", async () => {
    expect((await jobs(`?business=${world.businessId}&limit=1`)).resources).toHaveLength(1);
    expect((await jobs("?business=not-a-business")).resources).toEqual([]);
    const bad = await admin.send("GET", "/admin/reward-jobs?limit=0");
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Invalid limit"]);
  });

  it("keeps a deleted benefit's job, inactive and with no next run", async () => {
    await world.owner.ok("PUT", world.path("/benefits"), { benefits: [] });
    const [benefit] = (await jobs()).resources;
    expect(benefit).toMatchObject({ kind: "benefit", name: "Deleted benefit", active: false, nextRunAt: null, completedRuns: 1 });
  });

  it("refuses staff, agents and owners (403) and anonymous callers (401)", async () => {
    const staff = await signUp(world.harness, "+60122000912", "staff");
    for (const client of [staff, world.owner]) {
      const response = await client.send("GET", "/admin/reward-jobs");
      expect([response.statusCode, response.json().message]).toEqual([403, "You are not allowed to do this"]);
    }
    const anonymous = await world.harness.app.inject({ method: "GET", url: "/api/v2/admin/reward-jobs" });
    expect(anonymous.statusCode).toBe(401);
  });
});
