// Members over HTTP (spec 2 §2 Members, §5, §7; ARCHITECTURE §3 enrolment): enrol with the
// on-join reward, list with search, sort and paging, the edit dialog (level, capped experience,
// card number, titles), stats, assigning titles and sending rewards; every refusal with its
// exact message and nothing changed.
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMember, decodeMemberPage } from "../../domain/loyalty/member/memberResponse";
import { VOUCHER_CLAIMS_TABLE } from "../../domain/marketing/vouchers.projection";
import { type MemberWorld, enrol, memberReward, messageOf, snapshotOfMember, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
let titleId: string;
let rewardId: string;

beforeAll(async () => {
  world = await startMemberWorld();
  rewardId = String((await memberReward(world)).id);
  await world.owner.ok("PUT", world.path("/on-join-reward"), { vouchers: [rewardId] });
  const programme = await world.owner.ok("PUT", world.path("/titles"), { titles: [{ name: "VIP", icon: "crown" }] });
  titleId = String(programme.titles[0].id);
});

describe("enrol", () => {
  it("enrols a member by phone with name, birthday and card number, and gives the on-join reward", async () => {
    const member = await enrol(world, "012-345 6789", { name: " Aina ", birthday: "1990/04/02", cardNo: "  C-001 " });
    expect(member).toMatchObject({ phoneNumber: "+60123456789", name: "Aina", birthday: "1990-04-02", cardNo: "C-001", level: 0, experience: 0, balance: 0, tier: 0 });
    expect(member.rewardClaims.assigned).toHaveLength(1);
    const claims = await world.harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId: member.id } });
    expect(claims.rows.map((c) => c.voucherId)).toEqual([rewardId]);
    const events = (await world.harness.store.readStream(`member-${member.id}`)).events;
    expect(events[0]).toMatchObject({ type: "MemberEnrolled", data: { onJoinRewardIds: [rewardId] } });
  });

  it("refuses a phone already enrolled in the business, and nothing is added", async () => {
    const before = await world.owner.ok("GET", world.path("/members"));
    const response = await world.owner.send("POST", world.path("/members"), { phoneNumber: "+60123456789" });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe("phoneNumber has constraint");
    expect((await world.owner.ok("GET", world.path("/members"))).pagination.totalResources).toBe(before.pagination.totalResources);
  });

  it("answers the same member for a repeated Idempotency-Key", async () => {
    const headers = { "idempotency-key": "enrol-1" };
    const first = await world.owner.ok("POST", world.path("/members"), { phoneNumber: "+60123456700" }, headers);
    const again = await world.owner.ok("POST", world.path("/members"), { phoneNumber: "+60123456700" }, headers);
    expect(again.id).toBe(first.id);
  });

  it.each([
    [{ phoneNumber: "12" }, "Invalid phone no"],
    [{ phoneNumber: "+14155550100" }, "Invalid country code"],
    [{ phoneNumber: "+60123456701", birthday: "1990/02/30" }, "Invalid date"],
    [{}, "Phone is required"],
  ])("refuses %j with %s", async (body, message) => {
    const before = (await world.owner.ok("GET", world.path("/members"))).pagination.totalResources;
    const response = await world.owner.send("POST", world.path("/members"), body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
    expect((await world.owner.ok("GET", world.path("/members"))).pagination.totalResources).toBe(before);
  });

  it("refuses members before the programme is set up", async () => {
    const business = await world.owner.ok("POST", "/businesses", { name: "No programme" });
    const response = await world.owner.send("POST", `/businesses/${business.id}/membership/members`, { phoneNumber: "+60123456702" });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe("Membership not found");
  });
});

describe("member list", () => {
  beforeAll(async () => {
    await enrol(world, "+60133000001", { name: "Zed", cardNo: "Z9" });
    await enrol(world, "+60133000002", { name: "Bala", cardNo: "B7" });
  });

  it("pages with resources and pagination.totalResources", async () => {
    const all = await world.owner.ok("GET", world.path("/members"));
    const page = await world.owner.ok("GET", world.path("/members?limit=2&skip=1"));
    expect(page.resources).toHaveLength(2);
    expect(page.pagination.totalResources).toBe(all.pagination.totalResources);
    expect(page.resources.map((m: any) => m.id)).toEqual(all.resources.slice(1, 3).map((m: any) => m.id));
  });

  it("searches by name, phone and card number", async () => {
    const byName = await world.owner.ok("GET", world.path("/members?search=bala"));
    const byPhone = await world.owner.ok("GET", world.path("/members?search=33000001"));
    const byCard = await world.owner.ok("GET", world.path("/members?search=z9"));
    expect(byName.resources.map((m: any) => m.name)).toEqual(["Bala"]);
    expect(byPhone.resources.map((m: any) => m.name)).toEqual(["Zed"]);
    expect(byCard.resources.map((m: any) => m.name)).toEqual(["Zed"]);
  });

  it("finds a member by any word of the name, not by letters inside a word", async () => {
    await enrol(world, "+60133000003", { name: "Nur Aliya Binti Hassan" });
    const byLaterWord = await world.owner.ok("GET", world.path("/members?search=hass"));
    const inside = await world.owner.ok("GET", world.path("/members?search=liya"));
    expect(byLaterWord.resources.map((m: any) => m.name)).toEqual(["Nur Aliya Binti Hassan"]);
    expect(inside.resources).toEqual([]);
  });

  it("answers members exactly as the response Schema the UI decodes with says", async () => {
    const page = await world.owner.ok("GET", world.path("/members?limit=5"));
    const decoded = decodeMemberPage({ resources: page.resources, pagination: page.pagination });
    expect(decoded.resources.length).toBeGreaterThan(0);
    const one = await world.owner.ok("GET", world.path(`/members/${page.resources[0].id}`));
    expect(decodeMember(one)).toEqual(one);
    // One field more on the server side, or one field less, is refused.
    expect(() => decodeMember({ ...one, secret: 1 })).toThrow();
    const { cardNo: _, ...withoutCard } = one;
    expect(() => decodeMember(withoutCard)).toThrow();
  });

  it("sorts by a field, descending on request", async () => {
    const asc = await world.owner.ok("GET", world.path("/members?sortBy=phoneNumber"));
    const desc = await world.owner.ok("GET", world.path("/members?sortBy=phoneNumber&descending=true"));
    const phones = asc.resources.map((m: any) => m.phoneNumber);
    expect(phones).toEqual([...phones].sort());
    expect(desc.resources.map((m: any) => m.phoneNumber)).toEqual([...phones].reverse());
    const bad = await world.owner.send("GET", world.path("/members?sortBy=password"));
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe("Invalid sortBy");
  });
});

describe("member edit", () => {
  let memberId: string;
  beforeAll(async () => {
    memberId = String((await enrol(world, "+60133000010", { name: "Edit me" })).id);
  });

  it("sets level, experience, a trimmed card number and titles with expiry days", async () => {
    const member = await world.owner.ok("PUT", world.path(`/members/${memberId}`), {
      level: 3, experience: 299, cardNo: "  X-1  ", titles: [{ id: titleId, days: 2 }],
    });
    expect(member).toMatchObject({ level: 3, experience: 299, cardNo: "X-1" });
    // The harness clock is 2026-01-05T08:00Z: 16:00 in Kuala Lumpur; two days ahead ends 2026-01-07 23:59:59.999 there.
    expect(member.titles).toEqual([{ id: titleId, acquiredAt: "2026-01-05T08:00:00.000Z", expiredAt: "2026-01-07T15:59:59.999Z" }]);
  });

  it("removes a title whose days are empty", async () => {
    const member = await world.owner.ok("PUT", world.path(`/members/${memberId}`), { level: 3, experience: 299, titles: [{ id: titleId, days: "" }] });
    expect(member.titles).toEqual([]);
  });

  it.each([
    [{ level: 3, experience: 300 }, "Max experience for level 3 is 299"],
    [{ level: 1000, experience: 0 }, "Max 999"],
    [{ level: -1, experience: 0 }, "Min level is 0"],
    [{ level: 1.5, experience: 0 }, "Invalid min level"],
    [{ level: 1, experience: -1 }, "Invalid exp"],
    [{ level: 1, experience: 0, titles: [{ id: "nope", days: 1 }] }, "Title not found"],
    [{ level: 1, experience: 0, titles: [{ id: "TITLE", days: 0 }] }, "Min is 1"],
    [{ level: 1, experience: 0, titles: [{ id: "TITLE", days: 1.5 }] }, "Invalid integer"],
  ])("refuses %j with %s and changes nothing", async (body, message) => {
    const payload = JSON.parse(JSON.stringify(body).replace("TITLE", titleId));
    const before = await snapshotOfMember(world.harness, memberId);
    const response = await world.owner.send("PUT", world.path(`/members/${memberId}`), payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });

  it("answers 409 for a stale _rev and keeps the newer data", async () => {
    const current = await world.owner.ok("GET", world.path(`/members/${memberId}`));
    await world.owner.ok("PUT", world.path(`/members/${memberId}`), { level: 4, experience: 1, _rev: current._rev });
    const stale = await world.owner.send("PUT", world.path(`/members/${memberId}`), { level: 5, experience: 2, _rev: current._rev });
    expect(stale.statusCode).toBe(409);
    expect((await world.owner.ok("GET", world.path(`/members/${memberId}`))).level).toBe(4);
  });

  it("updates stats and keeps them when the stat is invalid", async () => {
    const stat = { visitCount: 4, lastVisit: "2026-01-04T10:00:00.000Z", avgBillSize: 25.5, avgVisitFrequency: 7 };
    const member = await world.owner.ok("PUT", world.path(`/members/${memberId}`), { stat, totalSpent: 102 });
    expect(member.stat).toMatchObject(stat);
    expect(member.totalSpent).toEqual({ amount: 10200, precision: 2, currency: "MYR" });
    const before = await snapshotOfMember(world.harness, memberId);
    const bad = await world.owner.send("PUT", world.path(`/members/${memberId}`), { stat: { ...stat, visitCount: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe("Invalid stat");
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });

  it("answers 404 for a member that does not exist", async () => {
    const response = await world.owner.send("GET", world.path("/members/000000000000000000000000"));
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe("Member not found");
  });
});

describe("assign title to many", () => {
  it("gives the title to each member and extends a held one", async () => {
    const a = String((await enrol(world, "+60133000020")).id);
    const b = String((await enrol(world, "+60133000021")).id);
    await world.owner.ok("PUT", world.path("/assign-title"), { memberIds: [a], titleId, days: 1 });
    const answer = await world.owner.ok("PUT", world.path("/assign-title"), { memberIds: [a, b], titleId, days: 2 });
    expect(answer).toEqual({ titleId, updated: 2 });
    const memberA = await world.owner.ok("GET", world.path(`/members/${a}`));
    const memberB = await world.owner.ok("GET", world.path(`/members/${b}`));
    expect(memberA.titles[0].expiredAt).toBe("2026-01-08T15:59:59.999Z");
    expect(memberB.titles[0].expiredAt).toBe("2026-01-07T15:59:59.999Z");
  });

  it("changes no member when one of them is unknown or the title is not the programme's", async () => {
    const a = String((await enrol(world, "+60133000022")).id);
    const before = await snapshotOfMember(world.harness, a);
    const unknown = await world.owner.send("PUT", world.path("/assign-title"), { memberIds: [a, "000000000000000000000000"], titleId, days: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe("Member not found");
    const badTitle = await world.owner.send("PUT", world.path("/assign-title"), { memberIds: [a], titleId: "nope", days: 1 });
    expect(badTitle.statusCode).toBe(400);
    expect(messageOf(badTitle)).toBe("Title not found");
    const noMembers = await world.owner.send("PUT", world.path("/assign-title"), { memberIds: [], titleId, days: 1 });
    expect(messageOf(noMembers)).toBe("Members are required");
    expect(await snapshotOfMember(world.harness, a)).toEqual(before);
  });
});

describe("send reward", () => {
  it("sends a MEMBER_REWARD voucher to chosen members as claims", async () => {
    const a = String((await enrol(world, "+60133000030")).id);
    const answer = await world.owner.ok("POST", world.path("/send-reward"), { rewardId, memberIds: [a] });
    expect(answer).toMatchObject({ rewardId, sent: 1, failed: [] });
    const claims = await world.harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId: a } });
    expect(claims.total).toBe(2); // on-join and sent
    const events = (await world.harness.store.readStream(`member-${a}`)).events.map((e) => e.type);
    expect(events).toContain("RewardSent");
  });

  it("sends to all members", async () => {
    const total = (await world.owner.ok("GET", world.path("/members"))).pagination.totalResources;
    const answer = await world.owner.ok("POST", world.path("/send-reward"), { rewardId, all: true });
    expect(answer.sent).toBe(total);
  });

  it("refuses a voucher that is not a member reward, or no members, and sends nothing", async () => {
    const a = String((await enrol(world, "+60133000031")).id);
    const before = await snapshotOfMember(world.harness, a);
    const bad = await world.owner.send("POST", world.path("/send-reward"), { rewardId: "nope", memberIds: [a] });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe("Invalid reward");
    const none = await world.owner.send("POST", world.path("/send-reward"), { rewardId, memberIds: [] });
    expect(messageOf(none)).toBe("Members are required");
    expect(await snapshotOfMember(world.harness, a)).toEqual(before);
  });
});
