// Black-box: authorisation of every programme route (spec 2 §6; ARCHITECTURE §2.5): the owner of
// another business gets 404 and changes nothing, a team member without manage on Membership
// gets 403, a member granted it may manage the programme, and no token is 401.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Client, signUp } from "./businessHarness";
import { type ProgrammeWorld, makeVoucher, startProgrammeWorld } from "./loyaltyProgrammeHarness";

let world: ProgrammeWorld;
let stranger: Client;
beforeEach(async () => {
  world = await startProgrammeWorld();
  await world.owner.ok("POST", world.path(), {});
  stranger = await signUp(world.harness, "+60123450002");
  await stranger.ok("POST", "/businesses", { name: "Stranger's" });
});
afterEach(() => world.harness.app.close());

const routes = (voucherId: string): ReadonlyArray<readonly ["GET" | "POST" | "PUT" | "DELETE", string, unknown]> => [
  ["GET", "", undefined],
  ["GET", "?at=2030-01-01T00:00:00Z", undefined],
  ["GET", "/history", undefined],
  ["GET", "/overview", undefined],
  ["GET", "/rewards", undefined],
  ["GET", "/levels", undefined],
  ["POST", "", {}],
  ["PUT", "", { name: "Hijacked" }],
  ["PUT", "/tier", { baseTierName: "Hijacked", tiers: [] }],
  ["PUT", "/experience-range", { expRange: [{ minLevel: 1, expToLevelUp: 1 }] }],
  ["PUT", "/level-cycle", { month: [1], rules: [] }],
  ["PUT", "/titles", { titles: [{ name: "Hijacked", icon: "star" }] }],
  ["PUT", "/benefits", { benefits: [{ name: "Hijacked", options: { type: "basic", effect: {} } }] }],
  ["PUT", "/on-join-reward", { vouchers: [voucherId] }],
  ["PUT", "/on-level-reward", { vouchers: [{ voucher: voucherId }] }],
  ["PUT", "/design", { type: "DEFAULT" }],
  ["PUT", "/store", {}],
  ["PUT", "/store-bundle", { categories: [] }],
  ["POST", "/member-reward-voucher", { name: "Hijacked", validFor: 1, effect: {} }],
  ["DELETE", `/rewards/${voucherId}`, undefined],
];

describe("programme authorisation", () => {
  it("answers another business's owner 404 on every route and changes nothing", async () => {
    const voucherId = await makeVoucher(world);
    const before = await world.owner.ok("GET", world.path());
    for (const [method, suffix, body] of routes(voucherId)) {
      const response = await stranger.send(method, world.path(suffix), body);
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
      expect(response.json().message).toBe("Business not found");
    }
    expect(await world.owner.ok("GET", world.path())).toEqual(before);
    expect((await world.owner.ok("GET", world.path("/rewards"))).map((r: { id: string }) => r.id)).toEqual([voucherId]);
  });

  it("answers 401 without a token", async () => {
    const response = await world.harness.app.inject({ method: "GET", url: `/api/v2${world.path()}` });
    expect(response.statusCode).toBe(401);
  });

  it("needs manage on Membership: a team member with read only gets 403, one with manage may write", async () => {
    const voucherId = await makeVoucher(world);
    const reader = await signUp(world.harness, "+60123450003");
    await world.owner.ok("POST", `/businesses/${world.businessId}/team`, { phoneNumber: reader.phoneNumber, grants: [{ action: "read", subject: "Membership" }] });
    const before = await world.owner.ok("GET", world.path());
    for (const [method, suffix, body] of routes(voucherId)) {
      const response = await reader.send(method, world.path(suffix), body);
      expect(response.statusCode, `${method} ${suffix}`).toBe(403);
    }
    expect(await world.owner.ok("GET", world.path())).toEqual(before);
    const manager = await signUp(world.harness, "+60123450004");
    await world.owner.ok("POST", `/businesses/${world.businessId}/team`, { phoneNumber: manager.phoneNumber, grants: [{ action: "manage", subject: "Membership" }] });
    expect(await manager.ok("PUT", world.path(), { name: "Managed" })).toMatchObject({ name: "Managed" });
  });
});
