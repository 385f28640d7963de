// The provider admin's Payments (issue 18) over HTTP: transactions from platform orders (their
// payment type; a cashless order from a sandbox connection, the platform's local fake, is
// ePaymentSandbox) and till bills (cash), declined orders and refunded bills leaving their
// settlement; settlements per restaurant and month in the restaurant's time zone; payout
// account approvals NEW → PENDING → APPROVED (and reopening) by a provider admin only; the
// tables rebuilt from the log come out identical.
import { isDeepStrictEqual } from "node:util";
import { Schema } from "effect";
import { beforeAll, describe, expect, it } from "vitest";
import { PayoutAccountPage, SettlementPage, TransactionPage } from "../../domain/payments/paymentView";
import { type Client, signUp, validPayout } from "./businessHarness";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";
import { receiveTestOrder } from "./orderHarness";

let world: MemberWorld;
let admin: Client;
let staff: Client;
const STRICT = { onExcessProperty: "error" } as const;
const MYR = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const bill = (billId: string, closedAt: string, total: number) => ({
  type: "BILL_COMPLETED", billId, memberPhone: "+60135000951", total: MYR(total), items: [{ productId: "kopi", quantity: 1, price: MYR(total) }], closedAt,
});

beforeAll(async () => {
  world = await startMemberWorld();
  admin = await signUp(world.harness, "+60123495001", "admin");
  staff = await signUp(world.harness, "+60123495002", "staff");
  await enrol(world, "+60135000951", { name: "Ana" });
  const pos = (body: unknown) => world.owner.ok("POST", `/restaurants/${world.restaurantId}/pos-event`, body);
  // 16:30Z on 31 March is 00:30 on 1 April in Kuala Lumpur: it settles in April.
  await pos(bill("P-1", "2026-03-31T16:30:00.000Z", 1200));
  await pos(bill("P-2", "2026-03-10T04:00:00.000Z", 800));
  await pos(bill("P-3", "2026-03-11T04:00:00.000Z", 500));
  await pos({ type: "BILL_REFUNDED", billId: "P-3", memberPhone: "+60135000951" });
  await world.harness.reactions.drain();
  await admin.ok("PUT", `/delivery/grabfood/setting/${world.restaurantId}`, { _id: world.restaurantId, enabled: true, merchantID: "1-PAY-grabfood", clientId: "pay-client", clientSecret: "pay-secret-0001" });
  await receiveTestOrder(world.harness.engine, { orderID: "300-PAY1", merchantID: "1-PAY-grabfood", orderTime: "2026-04-02T04:00:00Z", acceptance: "AUTO", paymentType: "CASHLESS" });
  const declined = await receiveTestOrder(world.harness.engine, { orderID: "300-PAY2", merchantID: "1-PAY-grabfood", orderTime: "2026-04-03T04:00:00Z", paymentType: "CASH" });
  await admin.ok("POST", `/admin/orders/${declined}/decline`, { reason: "Closed early" });
});

const transactions = async (query = "") => Schema.decodeUnknownSync(TransactionPage)(await admin.ok("GET", `/admin/payments/transactions?${query}`), STRICT);
const settlements = async (query: string) => Schema.decodeUnknownSync(SettlementPage)(await admin.ok("GET", `/admin/payments/settlements?${query}`), STRICT);

describe("GET /admin/payments/transactions", () => {
  // An order's amount is what the customer pays: RM 4.50 of kopi and the test order's delivery fee.
  it("lists orders with their payment type and bills as cash, newest paid first, with names and status", async () => {
    const page = await transactions();
    expect(page.resources.map((t) => [t.source, t.reference, t.paymentType, t.amount, t.month, t.status])).toEqual([
      ["order", "", "cash", 950, "2026-04", "DECLINED"],
      ["order", "", "ePayment", 950, "2026-04", "PAID"],
      ["bill", "P-1", "cash", 1200, "2026-04", "PAID"],
      ["bill", "P-3", "cash", 500, "2026-03", "REFUNDED"],
      ["bill", "P-2", "cash", 800, "2026-03", "PAID"],
    ].map(([source, reference, ...rest]) => [source, source === "order" ? expect.stringMatching(/^GF-/) : reference, ...rest]));
    expect(page.resources[0]).toMatchObject({ restaurantName: "Kopi 1 KLCC", businessName: "Kopi 1", currency: "MYR", precision: 2 });
  });

  it("filters by payment type, source, status and the dates paid in Malaysia's calendar", async () => {
    expect((await transactions("paymentType=ePayment")).resources.map((t) => t.source)).toEqual(["order"]);
    expect((await transactions("source=bill&status=PAID")).pagination.totalResources).toBe(2);
    expect((await transactions("from=2026-04-01&to=2026-04-01")).resources.map((t) => t.reference)).toEqual(["P-1"]);
    expect((await admin.send("GET", "/admin/payments/transactions?paymentType=card")).statusCode).toBe(400);
  });
});

describe("GET /admin/payments/settlements", () => {
  it("totals each restaurant's month per payment type, without declined orders and refunded bills", async () => {
    const march = await settlements("month=2026-03");
    expect(march.resources).toHaveLength(1);
    expect(march.resources[0]).toMatchObject({ month: "2026-03", restaurantName: "Kopi 1 KLCC", currency: "MYR", count: 1, amount: 800, byType: { cash: { count: 1, amount: 800 } } });
    const april = await settlements("month=2026-04");
    expect(april.resources[0]).toMatchObject({ count: 2, amount: 2150, byType: { cash: { count: 1, amount: 1200 }, ePayment: { count: 1, amount: 950 }, credit: { count: 0, amount: 0 } } });
    expect((await settlements(`month=2026-04&businessId=nobody`)).resources).toEqual([]);
    expect((await admin.send("GET", "/admin/payments/settlements?month=2026-13")).json().message).toBe("Invalid month");
  });
});

describe("orders from a sandbox connection (the platform's local fake)", () => {
  it("records a cashless one as ePaymentSandbox in its own settlement column, and a cash one as cash", async () => {
    await receiveTestOrder(world.harness.engine, { orderID: "300-PAY3", merchantID: "1-PAY-grabfood", orderTime: "2026-05-02T04:00:00Z", acceptance: "AUTO", paymentType: "CASHLESS" }, "sandbox");
    await receiveTestOrder(world.harness.engine, { orderID: "300-PAY4", merchantID: "1-PAY-grabfood", orderTime: "2026-05-03T04:00:00Z", acceptance: "AUTO", paymentType: "CASH" }, "sandbox");
    expect((await transactions("paymentType=ePaymentSandbox")).resources.map((t) => [t.month, t.amount, t.status])).toEqual([["2026-05", 950, "PAID"]]);
    const may = await settlements("month=2026-05");
    expect(may.resources[0]).toMatchObject({
      count: 2, amount: 1900, byType: { cash: { count: 1, amount: 950 }, ePayment: { count: 0, amount: 0 }, credit: { count: 0, amount: 0 }, ePaymentSandbox: { count: 1, amount: 950 } },
    });
  });
});

describe("payout account approvals", () => {
  it("lets the owner submit, the admin approve (or reopen), and lists accounts by status", async () => {
    const path = `/restaurants/${world.restaurantId}/payout-account`;
    await world.owner.ok("PUT", path, validPayout);
    await world.owner.ok("PUT", path, { ...validPayout, status: "PENDING" });
    const pending = Schema.decodeUnknownSync(PayoutAccountPage)(await admin.ok("GET", "/admin/payments/payout-accounts?status=PENDING"), STRICT);
    expect(pending.resources.map((row) => [row.restaurantName, row.status, row.account?.bankCode])).toEqual([["Kopi 1 KLCC", "PENDING", "MAYBANK"]]);
    const review = `/admin/payments/payout-accounts/${world.restaurantId}`;
    expect((await admin.send("PUT", review, { status: "APPROVED", _rev: pending.resources[0]!._rev - 1 })).statusCode).toBe(409);
    const approved = await admin.ok("PUT", review, { status: "APPROVED", _rev: pending.resources[0]!._rev });
    expect(approved).toMatchObject({ status: "APPROVED", enable: false });
    expect((await admin.ok("GET", "/admin/payments/payout-accounts?status=PENDING")).resources).toEqual([]);
    await world.owner.ok("PUT", path, { ...validPayout, status: "APPROVED", enable: true });
    expect(await admin.ok("PUT", review, { status: "NEW" })).toMatchObject({ status: "NEW", enable: false });
    expect((await admin.send("PUT", review, { status: "APPROVED" })).json().message).toBe("Invalid payout account status change");
    expect((await admin.send("PUT", "/admin/payments/payout-accounts/nowhere", { status: "APPROVED" })).statusCode).toBe(404);
  });

  it("refuses staff and owners (403) and callers without a token (401) on every Payments route", async () => {
    const calls: ReadonlyArray<readonly ["GET" | "PUT", string, unknown?]> = [
      ["GET", "/admin/payments/transactions"], ["GET", "/admin/payments/settlements"], ["GET", "/admin/payments/payout-accounts"],
      ["PUT", `/admin/payments/payout-accounts/${world.restaurantId}`, { status: "APPROVED" }],
    ];
    for (const [method, path, body] of calls) {
      for (const user of [staff, world.owner]) expect((await user.send(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await world.harness.app.inject({ method, url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) })).statusCode).toBe(401);
    }
  });
});

it("rebuilds the payment tables from the log identically", async () => {
  const before = await world.harness.store.readModels.dump();
  await world.harness.store.rebuildProjections();
  expect(isDeepStrictEqual(await world.harness.store.readModels.dump(), before)).toBe(true);
});
