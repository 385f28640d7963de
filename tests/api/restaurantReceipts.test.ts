// GET /restaurants/{id}/receipt (spec 1 §7 "bills of the period"): the bills the till recorded
// through POS BILL_COMPLETED, read by dates in the business's time zone (Asia/Kuala_Lumpur here)
// or instants; refunds stay listed and leave the sales total; a repeated bill counts once; a
// refused event records nothing; another business's owner reads nothing. The receipt log follows
// the bills as a reaction: the suite drains the reactions before reading it.
import { beforeAll, describe, expect, it } from "vitest";
import { RESTAURANT_BILLS_TABLE } from "../../domain/business/restaurantBills.projection";
import { signUp } from "./businessHarness";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
const posPath = () => `/restaurants/${world.restaurantId}/pos-event`;
const receiptPath = (query: string) => `/restaurants/${world.restaurantId}/receipt?${query}`;
const bill = (billId: string, closedAt: string, amount = 1250) => ({
  type: "BILL_COMPLETED", billId, memberPhone: "+60135000501",
  total: { amount, precision: 2, currency: "MYR" },
  items: [{ productId: "kopi", quantity: 1, price: { amount, precision: 2, currency: "MYR" } }],
  closedAt,
});

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true });
  await enrol(world, "+60135000501", { name: "Receipt Reader" });
  await world.owner.ok("POST", posPath(), bill("R-1", "2026-03-01T02:00:00.000Z", 1000));
  // 2026-03-01T17:30Z is 01:30 on 2 March in Kuala Lumpur.
  await world.owner.ok("POST", posPath(), bill("R-2", "2026-03-01T17:30:00.000Z", 2000));
  await world.owner.ok("POST", posPath(), bill("R-3", "2026-03-02T04:00:00.000Z", 500));
  await world.owner.ok("POST", posPath(), { type: "BILL_REFUNDED", billId: "R-3", memberPhone: "+60135000501" });
  await world.harness.reactions.drain();
});

describe("GET /restaurants/{id}/receipt", () => {
  it("lists the bills of each business-local day, oldest first, refunds marked and left out of sales", async () => {
    const first = await world.owner.ok("GET", receiptPath("start=2026-03-01&end=2026-03-01"));
    expect(first.bills.map((b: any) => b.billId)).toEqual(["R-1"]);
    expect(first.totals).toEqual({ count: 1, refunded: 0, sales: [{ amount: 1000, precision: 2, currency: "MYR" }] });
    const second = await world.owner.ok("GET", receiptPath("start=2026-03-02&end=2026-03-02"));
    expect(second.bills.map((b: any) => [b.billId, b.refunded])).toEqual([["R-2", false], ["R-3", true]]);
    expect(second.totals).toEqual({ count: 2, refunded: 1, sales: [{ amount: 2000, precision: 2, currency: "MYR" }] });
    expect(second.bills[0]).toMatchObject({ memberPhone: "+60135000501", memberName: "Receipt Reader", items: [expect.objectContaining({ productId: "kopi" })] });
  });

  it("reads instants as an exclusive end and spans months", async () => {
    const byInstant = await world.owner.ok("GET", receiptPath("start=2026-03-01T00:00:00Z&end=2026-03-01T17:30:00Z"));
    expect(byInstant.bills.map((b: any) => b.billId)).toEqual(["R-1"]);
    const wide = await world.owner.ok("GET", receiptPath("start=2026-02-01&end=2026-04-30"));
    expect(wide.totals.count).toBe(3);
  });

  it("counts a repeated bill once and records nothing for a refused event", async () => {
    await world.owner.ok("POST", posPath(), bill("R-1", "2026-03-01T02:00:00.000Z", 1000));
    const unknownMember = await world.owner.send("POST", posPath(), { ...bill("R-9", "2026-03-01T03:00:00.000Z"), memberPhone: "+60135000999" });
    expect(unknownMember.statusCode).toBe(404);
    await world.harness.reactions.drain();
    const { rows } = await world.harness.store.readModels.list(RESTAURANT_BILLS_TABLE, { where: { restaurantId: world.restaurantId } });
    expect(rows.map((row) => row.billId).sort()).toEqual(["R-1", "R-2", "R-3"]);
  });

  it("answers bad periods with the message and 400", async () => {
    const badDate = await world.owner.send("GET", receiptPath("start=2026-02-30"));
    expect([badDate.statusCode, badDate.json().message]).toEqual([400, "Invalid date"]);
    const backwards = await world.owner.send("GET", receiptPath("start=2026-03-02&end=2026-03-01"));
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, "Invalid date range"]);
  });

  it("starts afresh after the restaurant's transactions are cleared", async () => {
    const shop = await startMemberWorld({ creditOneToOne: true });
    await enrol(shop, "+60135000501");
    const post = (billId: string) => shop.owner.ok("POST", `/restaurants/${shop.restaurantId}/pos-event`, bill(billId, "2026-04-01T02:00:00.000Z"));
    await post("C-1");
    await shop.harness.reactions.drain();
    await shop.owner.ok("PUT", `/restaurants/${shop.restaurantId}/clear-transaction`, {});
    await post("C-2");
    await shop.harness.reactions.drain();
    const receipt = await shop.owner.ok("GET", `/restaurants/${shop.restaurantId}/receipt?start=2026-04-01&end=2026-04-01`);
    expect(receipt.bills.map((b: any) => b.billId)).toEqual(["C-2"]);
  });

  it("never shows one business's receipts to another business's owner", async () => {
    const stranger = await signUp(world.harness, "+60123460777");
    const answer = await stranger.send("GET", receiptPath("start=2026-03-01&end=2026-03-02"));
    expect([403, 404]).toContain(answer.statusCode);
    expect(answer.body).not.toContain("R-1");
  });

  it("names each line from the restaurant's menu, and leaves the name null for an id the menu does not have", async () => {
    const menu = `/restaurants/${world.restaurantId}/menu-v3`;
    const doc = await world.owner.ok("GET", menu);
    const next = await world.owner.ok("PUT", menu, { _id: doc._id, _rev: doc._rev, module: "product", operation: "create", data: { name: "Kopi Susu", price: { amount: 450, precision: 2, currency: "MYR" } } });
    const productId: string = next.product.at(-1).id;
    await world.owner.ok("POST", posPath(), { ...bill("N-1", "2026-04-01T02:00:00.000Z"), items: [{ productId, quantity: 2, price: { amount: 450, precision: 2, currency: "MYR" } }, bill("x", "").items[0]] });
    await world.harness.reactions.drain();
    const receipt = await world.owner.ok("GET", receiptPath("start=2026-04-01&end=2026-04-01"));
    expect(receipt.bills[0].items.map((item: any) => [item.productId, item.productName])).toEqual([[productId, "Kopi Susu"], ["kopi", null]]);
  });
});
