// GET /api/v2/admin/reactions (ARCHITECTURE §2.6): a provider admin sees each reaction's
// checkpoint against the log's head, its lag, failures and next attempt; anyone else is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { signUp, type Client } from "./businessHarness";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
let admin: Client;

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true });
  admin = await signUp(world.harness, "+60122000901", "admin");
});

describe("GET /admin/reactions", () => {
  it("shows each reaction's lag until it catches up, then none", async () => {
    await enrol(world, "+60135200001");
    await world.owner.ok("POST", `/restaurants/${world.restaurantId}/pos-event`, {
      type: "BILL_COMPLETED", billId: "L-1", memberPhone: "+60135200001", total: { amount: 500, precision: 2, currency: "MYR" }, items: [], closedAt: "2026-01-05T07:30:00.000Z",
    });
    const behind = await admin.ok("GET", "/admin/reactions");
    expect(behind.map((r: any) => r.name)).toEqual(["bill-reward-claims", "bill-receipts", "foodpanda-menu-pushes"]);
    const head = (await world.harness.store.readAll()).length;
    for (const reaction of behind) {
      expect(reaction).toMatchObject({ position: 0, head, lag: head, lagCapped: false, attempts: 0, failures: 0, lastError: null, nextAttemptAt: null, leaseOwner: null });
    }
    await world.harness.reactions.drain();
    const caughtUp = await admin.ok("GET", "/admin/reactions");
    const headNow = (await world.harness.store.readAll()).length;
    for (const reaction of caughtUp) {
      expect(reaction).toMatchObject({ position: headNow, head: headNow, lag: 0, failures: 0, leaseOwner: expect.any(String), leaseUntil: expect.any(String) });
    }
    expect(caughtUp.find((r: any) => r.name === "bill-receipts").follows).toEqual(["BillCompleted", "BillRefunded"]);
  });

  it("refuses staff and owners (403) and anonymous callers (401)", async () => {
    const staff = await signUp(world.harness, "+60122000902", "staff");
    for (const client of [staff, world.owner]) {
      const response = await client.send("GET", "/admin/reactions");
      expect([response.statusCode, response.json().message]).toEqual([403, "You are not allowed to do this"]);
      expect((await client.send("POST", "/admin/reactions/bill-receipts/rerun", {})).statusCode).toBe(403);
    }
    const anonymous = await world.harness.app.inject({ method: "GET", url: "/api/v2/admin/reactions" });
    expect(anonymous.statusCode).toBe(401);
    expect((await world.harness.app.inject({ method: "POST", url: "/api/v2/admin/reactions/bill-receipts/rerun", payload: {} })).statusCode).toBe(401);
  });
});

describe("POST /admin/reactions/{name}/rerun", () => {
  it("refuses a healthy reaction (409) and an unknown one (404), and records nothing", async () => {
    const healthy = await admin.send("POST", "/admin/reactions/bill-receipts/rerun", {});
    expect([healthy.statusCode, healthy.json().message]).toEqual([409, "Only a failed reaction can be re-run"]);
    expect((await admin.send("POST", "/admin/reactions/no-such-reaction/rerun", {})).json()).toEqual({ message: "Reaction not found" });
    expect((await world.harness.store.readStream("reaction-rerun-bill-receipts")).version).toBe(0);
    expect((await admin.ok("GET", "/admin/reactions")).every((r: any) => r.lastRerun === null)).toBe(true);
  });
});
