// The report section (issue 18): GET /report/token?businessId= scoped to one business and
// refused without rights there; GET /report/sales answering sales (gross, discounts, net in
// minor units), bills, the average bill and member figures per business-local day, week or
// month and per restaurant, to the session of a caller with rights or to that token alone; and
// the report hours rebuilt from the log come out identical.
import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { SalesReport } from "../../domain/report/salesReport";
import { type Client, signUp } from "./businessHarness";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
let stranger: Client;
let otherRestaurantId: string;
const MYR = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const bill = (billId: string, closedAt: string, total: number, lines: number, memberPhone = "+60135000601") => ({
  type: "BILL_COMPLETED", billId, memberPhone, total: MYR(total),
  items: [{ productId: "kopi", quantity: 2, price: MYR(lines / 2) }], closedAt,
});
const sales = (query: string, token?: string) =>
  world.harness.app.inject({ method: "GET", url: `/api/v2/report/sales?businessId=${world.businessId}&${query}`, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true });
  await enrol(world, "+60135000601", { name: "Ana" });
  await enrol(world, "+60135000602", { name: "Ben" });
  const other = await world.owner.ok("POST", "/restaurants", { businessId: world.businessId, profile: { name: "Zz Second" } });
  otherRestaurantId = String(other.id);
  const pos = (restaurantId: string, body: unknown) => world.owner.ok("POST", `/restaurants/${restaurantId}/pos-event`, body);
  await pos(world.restaurantId, bill("S-1", "2026-03-02T02:00:00.000Z", 900, 1000));
  // 17:30Z on 1 March is 01:30 on 2 March in Kuala Lumpur.
  await pos(world.restaurantId, bill("S-2", "2026-03-01T17:30:00.000Z", 2000, 2000, "+60135000602"));
  await pos(otherRestaurantId, bill("S-3", "2026-03-10T04:00:00.000Z", 500, 500));
  await pos(world.restaurantId, bill("S-4", "2026-03-03T04:00:00.000Z", 700, 700));
  await pos(world.restaurantId, { type: "BILL_REFUNDED", billId: "S-4", memberPhone: "+60135000601" });
  await world.harness.reactions.drain();
  stranger = await signUp(world.harness, "+60123460888");
});

describe("GET /report/sales", () => {
  it("sums the period's bills per business-local day, decoded strictly by the response Schema", async () => {
    const answer = await world.owner.ok("GET", `/report/sales?businessId=${world.businessId}&from=2026-03-01&to=2026-03-03`);
    const report = Schema.decodeUnknownSync(SalesReport)(answer, { onExcessProperty: "error" });
    expect(report.timeZone).toBe("Asia/Kuala_Lumpur");
    expect(report.totals).toMatchObject({ bills: 2, refunds: 1, activeMembers: 2 });
    expect(report.totals.sales).toEqual([{ currency: "MYR", precision: 2, bills: 2, gross: 3000, discounts: 100, net: 2900, averageBill: 1450 }]);
    expect(report.series.map((b) => [b.label, b.figures.bills, b.figures.sales[0]?.net])).toEqual([["2026-03-01", 0, 0], ["2026-03-02", 2, 2900], ["2026-03-03", 0, 0]]);
  });

  it("groups by week (from Monday) and month, and filters one restaurant", async () => {
    const weekly = await world.owner.ok("GET", `/report/sales?businessId=${world.businessId}&from=2026-03-01&to=2026-03-15&granularity=week`);
    expect(weekly.series.map((b: any) => [b.label, b.figures.bills])).toEqual([["2026-02-23", 0], ["2026-03-02", 2], ["2026-03-09", 1]]);
    const billsOf = (id: string) => weekly.restaurants.find((r: any) => r.restaurantId === id)?.figures.bills;
    expect([billsOf(world.restaurantId), billsOf(otherRestaurantId)]).toEqual([2, 1]);
    expect(weekly.restaurants.at(-1).name).toBe("Zz Second");
    const one = await world.owner.ok("GET", `/report/sales?businessId=${world.businessId}&from=2026-03-01&to=2026-03-31&restaurantId=${otherRestaurantId}`);
    expect([one.totals.bills, one.restaurants.length]).toEqual([1, 1]);
    const monthly = await world.owner.ok("GET", `/report/sales?businessId=${world.businessId}&from=2026-01-01&to=2026-03-31&granularity=month`);
    expect(monthly.series.map((b: any) => [b.label, b.figures.newMembers, b.figures.bills])).toEqual([["2026-01", 2, 0], ["2026-02", 0, 0], ["2026-03", 0, 3]]);
  });

  it("refuses another business's owner and bad periods, and answers 401 without a token", async () => {
    expect((await stranger.send("GET", `/report/sales?businessId=${world.businessId}`)).statusCode).toBe(404);
    expect((await sales("from=2026-03-01")).statusCode).toBe(401);
    const backwards = await world.owner.send("GET", `/report/sales?businessId=${world.businessId}&from=2026-03-02&to=2026-03-01`);
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, "Invalid date range"]);
    const long = await world.owner.send("GET", `/report/sales?businessId=${world.businessId}&from=2025-01-01&to=2026-03-01`);
    expect([long.statusCode, long.json().message]).toEqual([400, "A report covers at most 366 days"]);
    const badDay = await world.owner.send("GET", `/report/sales?businessId=${world.businessId}&from=2026-02-30`);
    expect([badDay.statusCode, badDay.json().message]).toEqual([400, "Invalid date"]);
  });
});

describe("GET /report/token?businessId=", () => {
  it("is scoped to the one business and opens its report without a session", async () => {
    const { token } = await world.owner.ok("GET", `/report/token?businessId=${world.businessId}`);
    expect(await world.harness.app.identity.tokens.verifyReport(token)).toEqual({ userId: world.owner.userId, businesses: [world.businessId] });
    const viaToken = await sales("from=2026-03-01&to=2026-03-31", token);
    expect([viaToken.statusCode, viaToken.json().data.totals.bills]).toEqual([200, 3]);
    const strangerBusiness = await stranger.ok("POST", "/businesses", { name: "Elsewhere" });
    const elsewhere = await world.harness.app.inject({ method: "GET", url: `/api/v2/report/sales?businessId=${strangerBusiness.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("is refused to a user without rights on that business", async () => {
    expect((await stranger.send("GET", `/report/token?businessId=${world.businessId}`)).statusCode).toBe(404);
  });
});

describe("report hours", () => {
  it("come out identical when the read models are rebuilt from the log", async () => {
    const before = await world.harness.store.readModels.dump();
    expect(before.some((row) => row.table === "report_hours")).toBe(true);
    await world.harness.store.rebuildProjections();
    expect(isDeepStrictEqual(await world.harness.store.readModels.dump(), before)).toBe(true);
  });
});
