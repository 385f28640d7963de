// The loyalty overview's member figures over HTTP: counts, this month's new members and the
// members per level, as the overview and its charts read them.
import { beforeAll, describe, expect, it } from "vitest";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;

beforeAll(async () => {
  world = await startMemberWorld();
});

describe("GET /membership/summary", () => {
  it("counts the members, this month's new ones and the members per level", async () => {
    const first = String((await enrol(world, "+60137100001", { name: "Ana" })).id);
    await enrol(world, "+60137100002", { name: "Ben" });
    await world.owner.ok("PUT", world.path(`/members/${first}`), { level: 3, experience: 0 });
    const summary = await world.owner.ok("GET", world.path("/summary"));
    expect(summary.memberCount).toBe(2);
    expect(summary.newThisMonth).toBe(2);
    expect(summary.levels).toEqual([{ level: 0, memberCount: 1 }, { level: 3, memberCount: 1 }]);
    expect(summary.newMembersByMonth).toHaveLength(12);
    expect(summary.newMembersByMonth.at(-1).count).toBe(2);
  });
});
