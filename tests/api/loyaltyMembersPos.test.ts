// POS events over HTTP (ARCHITECTURE §3 pos-event; issue 4 item 5): BILL_COMPLETED earns visit
// stats, total spent, experience, level-ups with their recorded draw (claimed as vouchers) and
// cashback as free credit; BILL_REFUNDED takes back what the bill earned; each billId applies
// once; who may post; bad input changes nothing. Reward claims follow as a reaction: the suite
// drains the reactions before reading them.
import { beforeAll, describe, expect, it } from "vitest";
import { VOUCHER_CLAIMS_TABLE } from "../../domain/marketing/vouchers.projection";
import { signUp } from "./businessHarness";
import { type MemberWorld, enrol, memberReward, messageOf, openMemberShop, snapshotOfMember, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
let rewardId: string;
const posPath = () => `/restaurants/${world.restaurantId}/pos-event`;
const bill = (billId: string, memberPhone: string, amount = 1250) => ({
  type: "BILL_COMPLETED", billId, memberPhone,
  total: { amount, precision: 2, currency: "MYR" },
  items: [{ productId: "kopi", quantity: 2, price: { amount: 500, precision: 2, currency: "MYR" } }, { productId: "toast", quantity: 1, price: { amount: 250, precision: 2, currency: "MYR" } }],
  closedAt: "2026-01-05T07:30:00.000Z",
});

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true, baseExpToLevelUp: 10, cashback: { percentage: 10, validFor: 7 } });
  rewardId = String((await memberReward(world)).id);
  await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: rewardId, weight: 1 }], noRewardWeight: 0 });
});

describe("BILL_COMPLETED", () => {
  it("updates stats and spend, adds experience, levels up with the draw recorded, claims the reward and pays cashback", async () => {
    const member = await enrol(world, "+60135000001");
    const answer = await world.owner.ok("POST", posPath(), bill("B-1", "+60135000001"));
    expect(answer).toMatchObject({ billId: "B-1", memberId: member.id, applied: true, experienceGained: 12, level: 1, experience: 0, cashback: 1.25 });
    expect(answer.levelUps).toEqual([expect.objectContaining({ level: 1, drawn: rewardId, fixedVouchers: [] })]);
    expect(answer.rewardClaims.assigned).toHaveLength(1);
    await world.harness.reactions.drain();
    const claims = await world.harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId: member.id } });
    expect(claims.rows.map((c) => c.voucherId)).toEqual([rewardId]);
    const after = await world.owner.ok("GET", world.path(`/members/${member.id}`));
    expect(after.stat).toMatchObject({ visitCount: 1, lastVisit: "2026-01-05T07:30:00.000Z", avgBillSize: 12.5, avgVisitFrequency: 1 });
    expect(after.stat.products).toEqual([{ id: "kopi", count: 2 }, { id: "toast", count: 1 }]);
    expect(after.totalSpent).toEqual({ amount: 1250, precision: 2, currency: "MYR" });
    expect(after.creditBalance.free).toEqual([expect.objectContaining({ amount: 1.25, expiredAt: "2026-01-12T15:59:59.999Z" })]);
    const report = await world.owner.ok("GET", `/businesses/${world.businessId}/transactions/credit?from=2026-01-05&to=2026-01-05&restaurantId=${world.restaurantId}`);
    expect(report.resources).toEqual([expect.objectContaining({ source: "CASHBACK", ref: "B-1", free: 1.25, restaurantId: world.restaurantId, reverted: false })]);
  });

  it("applies a billId once", async () => {
    const member = await enrol(world, "+60135000002");
    await world.owner.ok("POST", posPath(), bill("B-2", "+60135000002"));
    const before = await snapshotOfMember(world.harness, member.id);
    const again = await world.owner.ok("POST", posPath(), bill("B-2", "+60135000002", 99999));
    expect(again).toMatchObject({ applied: false, experienceGained: 12 });
    expect(await snapshotOfMember(world.harness, member.id)).toEqual(before);
    await world.harness.reactions.drain();
    const claims = await world.harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId: member.id } });
    expect(claims.total).toBe(1);
  });

  it("accumulates experience below the level need without levelling", async () => {
    const member = await enrol(world, "+60135000003");
    await world.owner.ok("PUT", world.path(`/members/${member.id}`), { level: 5, experience: 0 });
    const answer = await world.owner.ok("POST", posPath(), bill("B-3", "+60135000003", 350));
    expect(answer).toMatchObject({ experienceGained: 3, level: 5, experience: 3, levelUps: [], cashback: 0.35 });
  });
});

describe("programme settings a bill follows", () => {
  it("earns experiencePerSpent per 1.00 and nothing at a restaurant outside the activation locations", async () => {
    const shop = await openMemberShop(world.harness, "+60123469990", { creditOneToOne: true, experiencePerSpent: 2 });
    await shop.owner.ok("POST", shop.path("/members"), { phoneNumber: "+60135000040" });
    const pos = (restaurantId: string, billId: string) =>
      shop.owner.ok("POST", `/restaurants/${restaurantId}/pos-event`, bill(billId, "+60135000040", 1099));
    expect(await pos(shop.restaurantId, "S-1")).toMatchObject({ applied: true, experienceGained: 21, cashback: 0 });
    const other = await shop.owner.ok("POST", "/restaurants", { businessId: shop.businessId, profile: { name: "Elsewhere" } });
    await shop.owner.ok("PUT", shop.path(), { targetRestaurant: [shop.restaurantId] });
    expect(await pos(String(other.id), "S-2")).toEqual({ billId: "S-2", applied: false, reason: "Restaurant not in programme" });
    expect(await pos(shop.restaurantId, "S-3")).toMatchObject({ applied: true, experience: 42 });
  });
});

describe("BILL_REFUNDED", () => {
  it("takes back experience, cashback and stats; the drawn reward stays and the cashback reads reverted", async () => {
    const member = await enrol(world, "+60135000010");
    await world.owner.ok("PUT", world.path(`/members/${member.id}`), { level: 2, experience: 0 });
    await world.owner.ok("POST", posPath(), bill("B-10", "+60135000010", 500));
    const refund = await world.owner.ok("POST", posPath(), { type: "BILL_REFUNDED", billId: "B-10", memberPhone: "+60135000010" });
    expect(refund).toMatchObject({ billId: "B-10", applied: true, experienceRemoved: 5, rewardsKept: [] });
    const after = await world.owner.ok("GET", world.path(`/members/${member.id}`));
    expect(after).toMatchObject({ level: 2, experience: 0, balance: 0 });
    expect(after.stat).toMatchObject({ visitCount: 0, avgBillSize: 0, products: [] });
    expect(after.totalSpent.amount).toBe(0);
    const report = await world.owner.ok("GET", `/businesses/${world.businessId}/transactions/credit?from=2026-01-05&to=2026-01-05`);
    const mine = report.resources.filter((t: any) => t.memberId === member.id);
    expect(mine.map((t: any) => [t.seqNo, t.free, t.reverted])).toEqual([[2, -0.5, false], [1, 0.5, true]]);
    const again = await world.owner.ok("POST", posPath(), { type: "BILL_REFUNDED", billId: "B-10", memberPhone: "+60135000010" });
    expect(again.applied).toBe(false);
  });

  it("keeps a reward drawn by the refunded bill, recorded as kept", async () => {
    const member = await enrol(world, "+60135000011");
    await world.owner.ok("POST", posPath(), bill("B-11", "+60135000011"));
    const refund = await world.owner.ok("POST", posPath(), { type: "BILL_REFUNDED", billId: "B-11", memberPhone: "+60135000011" });
    expect(refund.rewardsKept).toEqual([rewardId]);
    expect((await world.owner.ok("GET", world.path(`/members/${member.id}`))).level).toBe(1);
    await world.harness.reactions.drain();
    const claims = await world.harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId: member.id } });
    expect(claims.total).toBe(1);
  });

  it("answers 404 for a bill the member never had", async () => {
    await enrol(world, "+60135000012");
    const response = await world.owner.send("POST", posPath(), { type: "BILL_REFUNDED", billId: "nope", memberPhone: "+60135000012" });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe("Bill not found");
  });
});

describe("bad POS events", () => {
  it.each([
    [{ type: "BILL_OPENED" }, 400, "Invalid event type"],
    [{}, 400, "Invalid event type"],
    [{ ...bill("B-20", "+60135000020"), total: { amount: -1, precision: 2, currency: "MYR" } }, 400, "Invalid total"],
    [{ ...bill("B-20", "+60135000020"), closedAt: "yesterday" }, 400, "Invalid instant"],
    [{ ...bill("B-20", "+60135000020"), memberPhone: "12" }, 400, "Invalid phone no"],
    [bill("B-20", "+60135000099"), 404, "Member not found"],
  ])("refuses %j and changes nothing", async (body, status, message) => {
    const member = await world.owner.ok("GET", world.path("/members?search=35000020")).then((page) => page.resources[0] ?? enrol(world, "+60135000020"));
    const before = await snapshotOfMember(world.harness, member.id);
    const response = await world.owner.send("POST", posPath(), body);
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toBe(message);
    expect(await snapshotOfMember(world.harness, member.id)).toEqual(before);
  });
});

describe("who may post POS events", () => {
  it("refuses anonymous callers, users without the restaurant, and another business's restaurant", async () => {
    await enrol(world, "+60135000030");
    const anonymous = await world.harness.app.inject({ method: "POST", url: `/api/v2${posPath()}`, payload: bill("B-30", "+60135000030") });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signUp(world.harness, "+60123469999");
    const denied = await stranger.send("POST", posPath(), bill("B-30", "+60135000030"));
    expect(denied.statusCode).toBe(404);
    const other = await openMemberShop(world.harness, "+60123469998");
    const foreign = await other.owner.send("POST", posPath(), bill("B-30", "+60135000030"));
    expect(foreign.statusCode).toBe(404);
    const own = await other.owner.send("POST", `/restaurants/${other.restaurantId}/pos-event`, bill("B-30", "+60135000030"));
    expect(own.statusCode).toBe(404);
    expect(messageOf(own)).toBe("Member not found");
  });

  it("accepts a team member granted restaurants and refuses one granted only membership reads", async () => {
    await enrol(world, "+60135000031");
    const cashier = await signUp(world.harness, "+60123469997");
    await world.owner.ok("POST", `/businesses/${world.businessId}/team`, { phoneNumber: cashier.phoneNumber, grants: [{ action: "update", subject: "Restaurant" }, { action: "read", subject: "Restaurant" }] });
    expect((await cashier.ok("POST", posPath(), bill("B-31", "+60135000031"))).applied).toBe(true);
    const reader = await signUp(world.harness, "+60123469996");
    await world.owner.ok("POST", `/businesses/${world.businessId}/team`, { phoneNumber: reader.phoneNumber, grants: [{ action: "read", subject: "Restaurant" }] });
    const refused = await reader.send("POST", posPath(), bill("B-32", "+60135000031"));
    expect(refused.statusCode).toBe(403);
  });
});

describe("rebuilding the read models", () => {
  it("gives the same members and credit transactions from the log", async () => {
    const { store } = world.harness;
    const mine = (rows: Awaited<ReturnType<typeof store.readModels.dump>>) => rows.filter((r) => r.table === "members" || r.table === "credit_transactions");
    const before = mine(await store.readModels.dump());
    expect(before.length).toBeGreaterThan(10);
    await store.rebuildProjections();
    expect(mine(await store.readModels.dump())).toEqual(before);
  });
});
