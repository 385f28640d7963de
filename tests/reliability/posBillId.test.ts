// The bill-id rule under concurrency, over HTTP on the real app with the PGlite store and on
// PostgreSQL when TEST_DATABASE_URL is set: one billId sent at once for eight members of a
// restaurant credits exactly one, the seven others answer 409 'Bill {billId} was already
// recorded for another member' having written nothing, and the receipt the reaction records
// names the one credited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESTAURANT_BILLS_TABLE, restaurantBillKey } from "../../domain/business/restaurantBills.projection";
import { memberStreamId } from "../../domain/loyalty/member/memberModel";
import { type Client, type Harness, signUp } from "../api/businessHarness";
import { openAppOnStore } from "../support/appOnStore";
import { storeFactories } from "../support/storeFactories";

describe.each(storeFactories().filter((f) => f.name !== "memory"))("POS bill ids on $name", (factory) => {
  let harness: Harness;
  let dispose: () => Promise<void>;
  let owner: Client;
  let businessId: string;
  let restaurantId: string;

  beforeAll(async () => {
    ({ harness, dispose } = await openAppOnStore(factory));
    owner = await signUp(harness, "+60123490101");
    businessId = String((await owner.ok("POST", "/businesses", { name: "Till kopi" })).id);
    restaurantId = String((await owner.ok("POST", "/restaurants", { businessId, profile: { name: "Till kopi KLCC" } })).id);
    await owner.ok("POST", `/businesses/${businessId}/membership`, { creditOneToOne: true });
  }, 120_000);

  afterAll(async () => dispose());

  it("credits one member for a billId sent for eight at once", async () => {
    const phones = Array.from({ length: 8 }, (_, i) => `+6013700000${i}`);
    const members = await Promise.all(phones.map((phoneNumber) => owner.ok("POST", `/businesses/${businessId}/membership/members`, { phoneNumber })));
    const answers = await Promise.all(phones.map((memberPhone) => owner.send("POST", `/restaurants/${restaurantId}/pos-event`, {
      type: "BILL_COMPLETED", billId: "SAME-1", memberPhone, total: { amount: 1000, precision: 2, currency: "MYR" }, items: [], closedAt: "2026-01-05T07:30:00.000Z",
    })));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect([lost.statusCode, lost.json().message]).toEqual([409, "Bill SAME-1 was already recorded for another member"]);
    }
    const winner = won[0]!.json().data.memberId;
    const billsOf = await Promise.all(members.map(async (m) => (await harness.store.readStream(memberStreamId(m.id))).events.filter((e) => e.type === "BillCompleted").length));
    expect(billsOf.reduce((a, b) => a + b, 0)).toBe(1);
    expect(billsOf[members.findIndex((m) => m.id === winner)]).toBe(1);
    await harness.reactions.drain();
    const receipt = await harness.store.readModels.get(RESTAURANT_BILLS_TABLE, restaurantBillKey(restaurantId, "SAME-1"));
    expect(receipt?.memberPhone).toBe(phones[members.findIndex((m) => m.id === winner)]);
  });
});
