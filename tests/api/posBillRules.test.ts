// The POS bill's rules over HTTP (issue 13): a bill id is recorded for one member per restaurant
// (the same billId for a second member is 409 and changes nothing; the same member again is a
// no-op; another restaurant may reuse it), including bills recorded before the rule and bills
// outside the programme; the bill's bounds answer 400 with a message and write nothing; the
// receipt and the reward claims follow as reactions.
import { beforeAll, describe, expect, it } from "vitest";
import { restaurantBillDecider, restaurantBillStreamId } from "../../domain/business/restaurantBill";
import { RESTAURANT_BILLS_TABLE, restaurantBillKey } from "../../domain/business/restaurantBills.projection";
import { VOUCHER_CLAIMS_TABLE } from "../../domain/marketing/vouchers.projection";
import { type MemberWorld, enrol, memberReward, messageOf, openMemberShop, snapshotOfMember, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
const posPath = (restaurantId = world.restaurantId) => `/restaurants/${restaurantId}/pos-event`;
const bill = (billId: string, memberPhone: string, amount = 1250) => ({
  type: "BILL_COMPLETED", billId, memberPhone,
  total: { amount, precision: 2, currency: "MYR" },
  items: [{ productId: "kopi", quantity: 1, price: { amount, precision: 2, currency: "MYR" } }],
  closedAt: "2026-01-05T07:30:00.000Z",
});
const logLength = async () => (await world.harness.store.readAll()).length;

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true, baseExpToLevelUp: 10 });
  const rewardId = String((await memberReward(world)).id);
  await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: rewardId, weight: 1 }], noRewardWeight: 0 });
});

describe("a bill id is recorded for one member per restaurant", () => {
  it("refuses the same billId for a second member with 409 and changes nothing", async () => {
    const first = await enrol(world, "+60135100001");
    const second = await enrol(world, "+60135100002");
    expect(await world.owner.ok("POST", posPath(), bill("D-1", "+60135100001"))).toMatchObject({ memberId: first.id, applied: true });
    const before = await snapshotOfMember(world.harness, second.id);
    const length = await logLength();
    const response = await world.owner.send("POST", posPath(), bill("D-1", "+60135100002", 99_999));
    expect([response.statusCode, messageOf(response)]).toEqual([409, "Bill D-1 was already recorded for another member"]);
    expect(await snapshotOfMember(world.harness, second.id)).toEqual(before);
    expect(await logLength()).toBe(length);
    const again = await world.owner.ok("POST", posPath(), bill("D-1", "+60135100001"));
    expect(again).toMatchObject({ memberId: first.id, applied: false, experienceGained: 12 });
    await world.harness.reactions.drain();
    const receipt = await world.harness.store.readModels.get(RESTAURANT_BILLS_TABLE, restaurantBillKey(world.restaurantId, "D-1"));
    expect(receipt).toMatchObject({ memberPhone: "+60135100001", total: { amount: 1250, precision: 2, currency: "MYR" } });
  });

  it("lets another restaurant of the business use the same billId", async () => {
    await enrol(world, "+60135100003");
    await enrol(world, "+60135100004");
    const other = String((await world.owner.ok("POST", "/restaurants", { businessId: world.businessId, profile: { name: "Kopi Bangsar" } })).id);
    await world.owner.ok("POST", posPath(), bill("D-2", "+60135100003"));
    expect(await world.owner.ok("POST", posPath(other), bill("D-2", "+60135100004"))).toMatchObject({ applied: true });
  });

  it("refuses a second member for a bill recorded before bill ids were claimed", async () => {
    await enrol(world, "+60135100005");
    const { engine } = world.harness;
    await engine.runner.run(restaurantBillDecider, restaurantBillStreamId(world.restaurantId, "OLD-1"), {
      type: "RecordBill",
      data: {
        billId: "OLD-1", businessId: world.businessId, restaurantId: world.restaurantId, memberPhone: "+60135100099",
        total: { amount: 100, precision: 2, currency: "MYR" }, items: [], closedAt: "2025-12-01T00:00:00.000Z",
      },
    }, { actor: "test" });
    const response = await world.owner.send("POST", posPath(), bill("OLD-1", "+60135100005"));
    expect([response.statusCode, messageOf(response)]).toEqual([409, "Bill OLD-1 was already recorded for another member"]);
  });

  it("holds outside the programme too, where the receipt is recorded with the claim", async () => {
    const shop = await openMemberShop(world.harness, "+60123461990", { creditOneToOne: true });
    const outside = String((await shop.owner.ok("POST", "/restaurants", { businessId: shop.businessId, profile: { name: "Outside" } })).id);
    await shop.owner.ok("PUT", shop.path(), { targetRestaurant: [shop.restaurantId] });
    const answer = await shop.owner.ok("POST", `/restaurants/${outside}/pos-event`, bill("X-1", "+60135100006"));
    expect(answer).toEqual({ billId: "X-1", applied: false, reason: "Restaurant not in programme" });
    expect(await world.harness.store.readModels.get(RESTAURANT_BILLS_TABLE, restaurantBillKey(outside, "X-1"))).toMatchObject({ memberPhone: "+60135100006" });
    const taken = await shop.owner.send("POST", `/restaurants/${outside}/pos-event`, bill("X-1", "+60135100007"));
    expect([taken.statusCode, messageOf(taken)]).toEqual([409, "Bill X-1 was already recorded for another member"]);
  });
});

describe("the bill's reactions", () => {
  it("records the receipt and assigns the drawn reward once the reactions catch up, once however often they run", async () => {
    const member = await enrol(world, "+60135100010");
    const answer = await world.owner.ok("POST", posPath(), bill("E-1", "+60135100010"));
    expect(answer.rewardClaims.failed).toEqual([]);
    const [pending] = answer.rewardClaims.assigned;
    await world.harness.reactions.drain();
    await world.harness.reactions.drain();
    const claims = await world.harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId: member.id } });
    expect(claims.rows.map((c) => [c.id, c.voucherId])).toEqual([[pending.claimId, pending.voucherId]]);
    expect(await world.harness.store.readModels.get(RESTAURANT_BILLS_TABLE, restaurantBillKey(world.restaurantId, "E-1"))).toMatchObject({ refunded: false });
    await world.owner.ok("POST", posPath(), { type: "BILL_REFUNDED", billId: "E-1", memberPhone: "+60135100010" });
    await world.harness.reactions.drain();
    expect(await world.harness.store.readModels.get(RESTAURANT_BILLS_TABLE, restaurantBillKey(world.restaurantId, "E-1"))).toMatchObject({ refunded: true });
  });
});

describe("the bill's bounds", () => {
  const items = (count: number) => Array.from({ length: count }, () => ({ productId: "kopi", quantity: 1, price: { amount: 1, precision: 2, currency: "MYR" } }));
  it.each([
    ["a 12,000-character billId", { ...bill("B".repeat(12_000), "+60135100020") }, "Bill id must be at most 64 characters"],
    ["a billId with a space", { ...bill("B 1", "+60135100020") }, "Bill id may contain only letters, digits and - _ . : / #"],
    ["a billId with a NUL", { ...bill("B\u00001", "+60135100020") }, "Control characters are not allowed"],
    ["an empty billId", { ...bill("", "+60135100020") }, "Bill id is required"],
    ["a total of 2^53 - 1", { ...bill("F-1", "+60135100020"), total: { amount: 2 ** 53 - 1, precision: 2, currency: "MYR" } }, "Amount is out of range"],
    ["an item price of 10^13", { ...bill("F-1", "+60135100020"), items: [{ productId: "kopi", quantity: 1, price: { amount: 1e13, precision: 2, currency: "MYR" } }] }, "Amount is out of range"],
    ["1,001 items", { ...bill("F-1", "+60135100020"), items: items(1_001) }, "A bill has at most 1000 items"],
    ["a quantity of 0", { ...bill("F-1", "+60135100020"), items: [{ productId: "kopi", quantity: 0, price: { amount: 1, precision: 2, currency: "MYR" } }] }, "Invalid quantity"],
    ["a 65-character product id", { ...bill("F-1", "+60135100020"), items: [{ productId: "p".repeat(65), quantity: 1, price: { amount: 1, precision: 2, currency: "MYR" } }] }, "Product id must be at most 64 characters, without control characters"],
    ["a refund of a 100-character billId", { type: "BILL_REFUNDED", billId: "R".repeat(100), memberPhone: "+60135100020" }, "Bill id must be at most 64 characters"],
  ])("refuses %s with 400 and writes nothing", async (_, body, message) => {
    await world.owner.ok("GET", world.path("/members?search=35100020")).then((page) => page.resources[0] ?? enrol(world, "+60135100020"));
    const length = await logLength();
    const response = await world.owner.send("POST", posPath(), body);
    expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    expect(await logLength()).toBe(length);
  });

  it("accepts a bill at the bounds", async () => {
    await enrol(world, "+60135100021");
    const answer = await world.owner.ok("POST", posPath(), {
      ...bill(`INV/2026:${"9".repeat(55)}`, "+60135100021"), total: { amount: 1e12, precision: 2, currency: "MYR" }, items: items(1_000),
    });
    expect(answer).toMatchObject({ applied: true });
  });
});
