// Tenant isolation of members, credit and their report (spec 2 §6; ARCHITECTURE §2.5): the owner
// of business B never reads or writes business A's members (404, nothing changes), a team member
// with only `read Membership` reads but cannot write (403), and no token is 401.
import { beforeAll, describe, expect, it } from "vitest";
import { type Client, signUp } from "./businessHarness";
import { type MemberWorld, enrol, openMemberShop, snapshotOfMember, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
let memberId: string;
let ownerB: Client;
let reader: Client;
let titleId: string;

beforeAll(async () => {
  world = await startMemberWorld();
  memberId = String((await enrol(world, "+60137000001", { name: "Only A" })).id);
  await world.owner.ok("POST", world.path(`/members/${memberId}/free-credit`), { amount: 5 });
  titleId = String((await world.owner.ok("PUT", world.path("/titles"), { titles: [{ name: "VIP", icon: "crown" }] })).titles[0].id);
  ownerB = (await openMemberShop(world.harness, "+60123470002")).owner;
  reader = await signUp(world.harness, "+60123470003");
  await world.owner.ok("POST", `/businesses/${world.businessId}/team`, { phoneNumber: reader.phoneNumber, grants: [{ action: "read", subject: "Membership" }] });
});

const a = () => world.path();
const writes = (): ReadonlyArray<readonly [string, string, unknown]> => [
  ["POST", `${a()}/members`, { phoneNumber: "+60137000009" }],
  ["PUT", `${a()}/members/${memberId}`, { level: 2, experience: 0 }],
  ["PUT", `${a()}/members/${memberId}`, { stat: { visitCount: 1, lastVisit: null, avgBillSize: 1, avgVisitFrequency: 1 } }],
  ["POST", `${a()}/members/${memberId}/free-credit`, { amount: 1 }],
  ["POST", `${a()}/members/${memberId}/deduct-credit`, { amount: 1 }],
  ["PUT", `${a()}/assign-title`, { memberIds: [memberId], titleId, days: 1 }],
  ["POST", `${a()}/send-reward`, { rewardId: "x", memberIds: [memberId] }],
  ["POST", `${a()}/credit-expiry`, undefined],
];
const reads = (): ReadonlyArray<readonly [string, string]> => [
  ["GET", `${a()}/members`],
  ["GET", `${a()}/members/${memberId}`],
  ["GET", `${a()}/credit-check`],
  ["GET", `${a()}/summary`],
  ["GET", `/businesses/${world.businessId}/transactions/credit?from=2026-01-01&to=2026-01-31`],
];

describe("members of another business", () => {
  it("are neither read nor written by B's owner, and A's member does not change", async () => {
    const before = await snapshotOfMember(world.harness, memberId);
    for (const [method, path] of reads()) expect((await ownerB.send(method as "GET", path)).statusCode, path).toBe(404);
    for (const [method, path, body] of writes()) expect((await ownerB.send(method as "POST", path, body)).statusCode, `${method} ${path}`).toBe(404);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });

  it("cannot be reached through B's own URL either", async () => {
    const shopB = await ownerB.ok("GET", "/my/businesses");
    const b = String(shopB.resources[0].id);
    const response = await ownerB.send("GET", `/businesses/${b}/membership/members/${memberId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Member not found");
    const deduct = await ownerB.send("POST", `/businesses/${b}/membership/members/${memberId}/deduct-credit`, { amount: 1 });
    expect(deduct.statusCode).toBe(404);
  });
});

describe("a team member who may only read membership", () => {
  it("reads members and the report, and is refused every write with nothing changed", async () => {
    for (const [method, path] of reads()) expect((await reader.send(method as "GET", path)).statusCode, path).toBe(200);
    const before = await snapshotOfMember(world.harness, memberId);
    for (const [method, path, body] of writes()) expect((await reader.send(method as "POST", path, body)).statusCode, `${method} ${path}`).toBe(403);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });
});

describe("without a token", () => {
  it("answers 401 to every member call", async () => {
    for (const [method, url] of [...reads(), ...writes()]) {
      const response = await world.harness.app.inject({ method: method as "GET", url: `/api/v2${url}` });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe("Unauthorized request");
    }
  });
});
