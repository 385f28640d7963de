// The ShopeeFood client against the local fake partner: every request it builds passes our
// contract of ShopeeFood's API and is signed with the client secret (the fake refuses a wrong
// one), and ShopeeFood's answers and failures come back in the port's terms. The fake pushes order
// states to our order-state webhook only as our contract says, each one our webhook reads.
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PartnerError } from "../../../domain/delivery/deliveryPartner";
import { ShopeeOrderState } from "../../../domain/orders/platformOrderState";
import { ShopeeOrderStatePush } from "../../../domain/orders/shopeefood/shopeeOrder";
import { SHOPEE_ORDER_STATES, SHOPEE_ORDER_STATE_WEBHOOK } from "./contract/shopeefoodContract";
import { type ShopeefoodFake, startShopeefoodFake } from "./fake/shopeefoodFake";
import { shopeefoodClient } from "./shopeefoodClient";

let fake: ShopeefoodFake;
let client: ReturnType<typeof shopeefoodClient>;
const store = { storeRef: "1029384", clientId: "shopee-1", clientSecret: "shopee-secret-1" };

beforeAll(async () => {
  fake = await startShopeefoodFake({ clients: { "shopee-1": "shopee-secret-1" } });
  client = shopeefoodClient({ baseUrl: fake.url, timeoutMs: 2_000 });
});
afterAll(async () => {
  await fake.settled();
  await fake.close();
});

const special = [
  { startDate: "2026-12-25", endDate: "2026-12-25", description: "Christmas", openPeriodType: "ClosedAllDay" as const, periods: [] },
  { startDate: "2026-12-31", endDate: "2026-12-31", description: "New Year's Eve", openPeriodType: "Period" as const, periods: [{ startTime: "10:00", endTime: "14:00" }, { startTime: "17:00", endTime: "23:30" }] },
  { startDate: "2027-01-01", endDate: "2027-01-02", description: "New Year", openPeriodType: "OpenAllDay" as const, periods: [] },
];

describe("shopeefood client against the fake partner", () => {
  it("closes and reopens a store, pushes opening hours and answers orders", async () => {
    await client.pauseStore(store, { isPause: true, duration: "1h" });
    expect(fake.statuses.get(store.storeRef)).toEqual({ isOpen: false, reopenInMinutes: 60 });
    await client.pauseStore(store, { isPause: false });
    expect(fake.statuses.get(store.storeRef)).toEqual({ isOpen: true });
    const closed: never[] = [];
    await client.pushOpeningHours(store, { sun: closed, mon: [{ startTime: "08:00", endTime: "22:00" }], tue: closed, wed: closed, thu: closed, fri: [{ startTime: "22:00", endTime: "23:59" }], sat: [{ startTime: "00:00", endTime: "02:00" }] });
    expect(fake.openingHours.get(store.storeRef)).toEqual({ weekly: [
      { weekday: 1, ranges: [{ start: "08:00", end: "22:00" }] }, { weekday: 5, ranges: [{ start: "22:00", end: "23:59" }] }, { weekday: 6, ranges: [{ start: "00:00", end: "02:00" }] },
    ] });
    await client.replyToOrder(store, "sp-1", "Rejected");
    expect(fake.replies).toEqual([{ orderId: "sp-1", storeId: store.storeRef, answer: "reject" }]);
  });

  it("pushes special hours: closed, open in ranges, open all day", async () => {
    await client.pushSpecialHours(store, special);
    expect(fake.specialHours.get(store.storeRef)).toEqual({ special: [
      { startDate: "2026-12-25", endDate: "2026-12-25", note: "Christmas", isOpen: false, ranges: [] },
      { startDate: "2026-12-31", endDate: "2026-12-31", note: "New Year's Eve", isOpen: true, ranges: [{ start: "10:00", end: "14:00" }, { start: "17:00", end: "23:30" }] },
      { startDate: "2027-01-01", endDate: "2027-01-02", note: "New Year", isOpen: true, ranges: [{ start: "00:00", end: "23:59" }] },
    ] });
  });

  it("asks for a menu sync and answers ShopeeFood's task id", async () => {
    const taskId = await client.notifyMenu(store);
    expect(taskId).toEqual(expect.any(String));
  });

  it("refuses a wrong signature, surfaces a refusal and reports an unreachable partner", async () => {
    await expect(client.notifyMenu({ ...store, clientSecret: "wrong" })).rejects.toMatchObject({ status: 401 });
    fake.failNext("syncRequest", 409, "A sync is already running");
    await expect(client.notifyMenu(store)).rejects.toEqual(new PartnerError("ShopeeFood: A sync is already running", 409));
    await expect(shopeefoodClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 500 }).notifyMenu(store)).rejects.toMatchObject({ status: 0 });
  });

  it("sent nothing the contract refuses, and the fake does refuse what breaks it", async () => {
    expect(fake.invalidRequests()).toEqual([]);
    const response = await fetch(`${fake.url}/open/v1/stores/1029384/status`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ isOpen: "no" }) });
    expect(response.status).toBe(401);
    expect(fake.requests.at(-1)).toMatchObject({ operation: "storeStatus", valid: false });
  });
});

describe("the fake ShopeeFood's order states", () => {
  it("pushes every state of our contract to the order-state webhook, each one our webhook reads", async () => {
    await fake.settled(); // no menu sync of the tests above still pushes to the partner
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    fake.connect(async (method, path, body) => {
      calls.push({ method, path, body });
      return { status: 204, body: undefined };
    });
    for (const status of SHOPEE_ORDER_STATES) {
      expect(await fake.pushOrderState({ orderId: "sp-9", storeId: store.storeRef, status, reason: "Driver note" })).toEqual({ status: 204, body: undefined });
    }
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(SHOPEE_ORDER_STATES.map(() => `POST ${SHOPEE_ORDER_STATE_WEBHOOK}`));
    for (const { body } of calls) expect(Schema.decodeUnknownSync(ShopeeOrderStatePush)(body)).toEqual(body);
    expect([...ShopeeOrderState.literals]).toEqual([...SHOPEE_ORDER_STATES]);
  });

  it("never sends a state outside the contract", () => {
    const calls: unknown[] = [];
    fake.connect(async (_method, _path, body) => {
      calls.push(body);
      return { status: 204, body: undefined };
    });
    const outside = { orderId: "sp-9", storeId: store.storeRef, status: "TELEPORTED" } as unknown as Parameters<typeof fake.pushOrderState>[0];
    expect(() => fake.pushOrderState(outside)).toThrow();
    expect(calls).toEqual([]);
  });
});
