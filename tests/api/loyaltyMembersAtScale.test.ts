// A business with 10,000 members over HTTP (issue 5: "Each page's first render with 10,000
// members stays responsive (virtual scroll or server paging)"): the member list answers one page
// of the size asked for, with the total for the paginator, wherever the page is; a search pages
// the same way; the programme summary the overview, tier page and season preview read answers
// per-level counts, not members. So what the browser receives for a first render is bounded by
// the page size (and the level count), whatever the number of members.
// The browser side is ui/loyalty/members/MembersPage.test.tsx ("renders one server page of a
// business with 10,000 members": one call, limit 20, 20 rows).
import { beforeAll, describe, expect, it } from "vitest";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";

const MEMBERS = 10_000;
const AT_ONCE = 100;
const phoneOf = (n: number) => `+6014${String(n).padStart(7, "0")}`;

let world: MemberWorld;

beforeAll(async () => {
  world = await startMemberWorld();
  for (let from = 1; from <= MEMBERS; from += AT_ONCE)
    await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => enrol(world, phoneOf(from + i), { name: `Member ${from + i}` })));
}, 600_000);

const page = (query: string) => world.owner.ok("GET", world.path(`/members?${query}`));

describe("the member list of a business with 10,000 members", () => {
  it("answers the first page only: 20 members and the total", async () => {
    const first = await page("limit=20&skip=0");
    expect(first.resources).toHaveLength(20);
    expect(first.pagination.totalResources).toBe(MEMBERS);
  });

  it("answers any later page at the same size, without repeating members", async () => {
    const [one, two, last] = await Promise.all([page("limit=100&skip=0"), page("limit=100&skip=100"), page("limit=100&skip=9950")]);
    expect(two.resources).toHaveLength(100);
    expect(last.resources).toHaveLength(50);
    const ids = new Set([...one.resources, ...two.resources].map((member: { id: string }) => member.id));
    expect(ids.size).toBe(200);
  });

  it("pages a search the same way", async () => {
    const found = await page(`limit=5&skip=0&search=${encodeURIComponent("Member 99")}`);
    expect(found.resources).toHaveLength(5);
    // "Member 99", "Member 990".."Member 999", "Member 9900".."Member 9999".
    expect(found.pagination.totalResources).toBe(1 + 10 + 100);
  });

  it("summarises the programme as counts per level, not as members", async () => {
    const summary = await world.owner.ok("GET", world.path("/summary"));
    expect(summary.memberCount).toBe(MEMBERS);
    expect(summary.levels).toEqual([{ level: 0, memberCount: MEMBERS }]);
  });
});
