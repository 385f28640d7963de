// The member counts read model behind GET /membership/summary (memberCounts.projection.ts) over
// HTTP: it follows enrolments and level edits, and a rebuild from the log gives it back the same.
import { beforeAll, describe, expect, it } from "vitest";
import { MEMBER_COUNTS_TABLE } from "../../domain/loyalty/member/memberCounts.projection";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;

beforeAll(async () => {
  world = await startMemberWorld();
  const ids = [];
  for (const phone of ["+60137200001", "+60137200002", "+60137200003"]) ids.push(String((await enrol(world, phone)).id));
  await world.owner.ok("PUT", world.path(`/members/${ids[0]}`), { level: 2, experience: 0 });
  await world.owner.ok("PUT", world.path(`/members/${ids[1]}`), { level: 2, experience: 0 });
  await world.owner.ok("PUT", world.path(`/members/${ids[1]}`), { level: 4, experience: 0 });
});

describe("the member counts behind the summary", () => {
  it("follow the level edits", async () => {
    const summary = await world.owner.ok("GET", world.path("/summary"));
    expect(summary.memberCount).toBe(3);
    expect(summary.levels).toEqual([{ level: 0, memberCount: 1 }, { level: 2, memberCount: 1 }, { level: 4, memberCount: 1 }]);
  });

  it("are the same after a rebuild from the log, and so is the summary", async () => {
    const { store } = world.harness;
    const mine = (rows: Awaited<ReturnType<typeof store.readModels.dump>>) => rows.filter((r) => r.table === MEMBER_COUNTS_TABLE);
    const before = mine(await store.readModels.dump());
    const summary = await world.owner.ok("GET", world.path("/summary"));
    // One row per shard that holds a member of this business: 1 to 3 rows for 3 members.
    expect(before.length).toBeGreaterThanOrEqual(1);
    expect(before.length).toBeLessThanOrEqual(3);
    expect(before.every((r) => r.row.businessId === world.businessId)).toBe(true);
    await store.rebuildProjections();
    expect(mine(await store.readModels.dump())).toEqual(before);
    expect(await world.owner.ok("GET", world.path("/summary"))).toEqual(summary);
  });
});
