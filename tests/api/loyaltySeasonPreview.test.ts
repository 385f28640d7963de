// Black-box: the season-reset preview (issue 4 item 5), GET /businesses/{id}/membership/season/preview:
// who would move to which level, computed with the programme's rules and changing nothing;
// authorised like the programme routes (another business's owner 404, no token 401).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Client, signUp } from "./businessHarness";
import { type ProgrammeWorld, startProgrammeWorld } from "./loyaltyProgrammeHarness";

let world: ProgrammeWorld;
let stranger: Client;
beforeEach(async () => {
  world = await startProgrammeWorld();
  stranger = await signUp(world.harness, "+60123450002");
  await stranger.ok("POST", "/businesses", { name: "Stranger's" });
});
afterEach(() => world.harness.app.close());

const PREVIEW = "/season/preview";

describe("season reset preview", () => {
  it("lists the members the reset would move, with their level before and after, and changes nothing", async () => {
    await world.owner.ok("POST", world.path(), {});
    await world.owner.ok("PUT", world.path("/level-cycle"), {
      month: [3, 6],
      rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 2", expExpression: "exp" }],
    });
    const high = await world.owner.ok("POST", world.path("/members"), { phoneNumber: "+60136100001", name: "Aina" });
    const low = await world.owner.ok("POST", world.path("/members"), { phoneNumber: "+60136100002" });
    await world.owner.ok("POST", world.path("/members"), { phoneNumber: "+60136100003" });
    await world.owner.ok("PUT", world.path(`/members/${high.id}`), { level: 5, experience: 10 });
    await world.owner.ok("PUT", world.path(`/members/${low.id}`), { level: 1, experience: 0 });

    const preview = await world.owner.ok("GET", world.path(PREVIEW));
    expect(preview.nextReset).toMatch(/^\d{4}-0[36]-01$/);
    expect(preview.moves).toEqual([
      { memberId: high.id, name: "Aina", phoneNumber: "+60136100001", from: { level: 5, experience: 10 }, to: { level: 3, experience: 10 } },
    ]);
    expect(preview.totalMoves).toBe(1);
    expect(await world.owner.ok("GET", world.path(`/members/${high.id}`))).toMatchObject({ level: 5, experience: 10 });
  });

  it("walks every member a page at a time, lists the first `limit` moves and counts them all", async () => {
    await world.owner.ok("POST", world.path(), {});
    await world.owner.ok("PUT", world.path("/level-cycle"), { month: [3], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level", expExpression: "0" }] });
    const phones = Array.from({ length: 5 }, (_, i) => `+6013610010${i}`);
    for (const phoneNumber of phones) {
      const member = await world.owner.ok("POST", world.path("/members"), { phoneNumber });
      await world.owner.ok("PUT", world.path(`/members/${member.id}`), { level: 2, experience: 5 });
    }
    const preview = await world.owner.ok("GET", world.path(`${PREVIEW}?limit=2`));
    expect(preview.totalMoves).toBe(5);
    expect(preview.moves).toHaveLength(2);
    expect(preview.moves.every((move: { to: { experience: number } }) => move.to.experience === 0)).toBe(true);
    expect((await world.owner.send("GET", world.path(`${PREVIEW}?limit=0`))).json().message).toBe("Invalid limit");
  });

  it("answers no moves and no date without a season", async () => {
    await world.owner.ok("POST", world.path(), {});
    expect(await world.owner.ok("GET", world.path(PREVIEW))).toEqual({ nextReset: null, moves: [], totalMoves: 0 });
  });

  it("answers 404 before setup, 404 to another business's owner and 401 without a token", async () => {
    const before = await world.owner.send("GET", world.path(PREVIEW));
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe("Membership not found");
    await world.owner.ok("POST", world.path(), {});
    const foreign = await stranger.send("GET", world.path(PREVIEW));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Business not found");
    const anonymous = await world.harness.app.inject({ method: "GET", url: `/api/v2${world.path(PREVIEW)}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
