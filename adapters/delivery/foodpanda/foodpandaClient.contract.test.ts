// The foodpanda client against the local fake partner: every request it builds passes our
// contract of foodpanda's API, the catalog goes in batches of 100 and is applied once per sync,
// the client keeps under foodpanda's 60 requests a minute (each counted from its answer) and
// backs off on a 429, and foodpanda's refusals come back with their reasons. The fake pushes
// order states to our order-state webhook only as our contract of foodpanda says, each one our
// webhook reads.
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PartnerError } from "../../../domain/delivery/deliveryPartner";
import type { FoodpandaCatalog, FoodpandaProduct } from "../../../domain/delivery/foodpanda/foodpandaMenu";
import { FoodpandaOrderStatusPush } from "../../../domain/orders/foodpanda/foodpandaOrder";
import { FoodpandaOrderState } from "../../../domain/orders/platformOrderState";
import { FOODPANDA_ORDER_STATES } from "./contract/foodpandaContract";
import { FOODPANDA_ORDER_STATE_WEBHOOK } from "./fake/foodpandaOrders";
import { FOODPANDA_HALF_WAY_FAILURE, type FoodpandaFake, startFoodpandaFake } from "./fake/foodpandaFake";
import { foodpandaClient } from "./foodpandaClient";

/** A clock shared by the client and the fake: sleeping moves it, no real minute passes. */
const clock = () => {
  let at = Date.parse("2026-11-27T08:00:00Z");
  const slept: number[] = [];
  return { now: () => at, sleep: async (ms: number) => { slept.push(ms); at += ms; }, slept, advance: (ms: number) => { at += ms; } };
};

let fake: FoodpandaFake;
let time: ReturnType<typeof clock>;
const store = { storeRef: "v7kq", clientId: "panda-1", clientSecret: "panda-secret-1" };

const product = (i: number): FoodpandaProduct => ({ id: `p${i}`, name: `Dish ${i}`, categoryId: "c1", price: 1000 + i, available: true, scheduleId: null, toppingGroupIds: [] });
const catalogOf = (count: number): FoodpandaCatalog => ({
  header: {
    vendorCode: store.storeRef, currency: { code: "MYR", exponent: 2 },
    schedules: [{ id: "st-default", name: "Opening hours", openings: [{ day: "mon", from: "08:00", to: "22:00" }] }],
    categories: [{ id: "c1", name: "Mains", position: 0 }], toppingGroups: [], productCount: count,
  },
  products: Array.from({ length: count }, (_, i) => product(i)),
});
const client = (extra: Partial<Parameters<typeof foodpandaClient>[0]> = {}) => foodpandaClient({ baseUrl: fake.url, timeoutMs: 2_000, now: time.now, sleep: time.sleep, ...extra });

beforeAll(async () => {
  time = clock();
  fake = await startFoodpandaFake({ clients: { "panda-1": "panda-secret-1" }, now: () => time.now() });
});
afterAll(() => fake.close());

const special = [
  { startDate: "2026-12-25", endDate: "2026-12-25", description: "Christmas", openPeriodType: "ClosedAllDay" as const, periods: [] },
  { startDate: "2026-12-31", endDate: "2026-12-31", description: "New Year's Eve", openPeriodType: "Period" as const, periods: [{ startTime: "10:00", endTime: "14:00" }, { startTime: "17:00", endTime: "23:30" }] },
  { startDate: "2027-01-01", endDate: "2027-01-02", description: "New Year", openPeriodType: "OpenAllDay" as const, periods: [] },
];

describe("foodpanda client against the fake partner", () => {
  it("pushes a catalog in batches of 100 and commits it once, even when the same sync is pushed again", async () => {
    const catalog = catalogOf(250);
    const importId = await client().pushMenu(store, catalog, "sync-1");
    expect(fake.requests.filter((r) => r.operation === "productBatch")).toHaveLength(3);
    expect(fake.catalogs.get(store.storeRef)?.products).toHaveLength(250);
    expect(await client().pushMenu(store, catalog, "sync-1")).toBe(importId);
    expect(fake.published).toEqual([{ vendorCode: store.storeRef, importId }]);
  });

  it("keeps under 60 requests a minute by itself, then backs off on foodpanda's 429", async () => {
    const before = time.slept.length;
    const patient = client();
    for (let i = 0; i < 61; i += 1) await patient.pauseStore(store, { isPause: false });
    expect(time.slept.length).toBeGreaterThan(before);
    fake.control.requestsPerMinute = 2;
    const other = client();
    await other.pauseStore(store, { isPause: true, duration: "30m" });
    await other.pauseStore(store, { isPause: true, duration: "1h" });
    await other.pauseStore(store, { isPause: true, duration: "24h" });
    expect(fake.requests.some((r) => r.operation === "availability")).toBe(true);
    expect(fake.availability.get(store.storeRef)).toEqual({ available: false, closedForMinutes: 1440 });
    fake.control.requestsPerMinute = 60;
  });

  it("counts each request from its answer, so a first request slow to arrive never makes foodpanda answer 429", async () => {
    const local = clock();
    let wire = 10; // the first request takes 10 ms to reach foodpanda, the others no time
    const slow = await startFoodpandaFake({ now: () => {
      local.advance(wire);
      wire = 0;
      return local.now();
    } });
    try {
      const panda = foodpandaClient({ baseUrl: slow.url, timeoutMs: 2_000, now: local.now, sleep: local.sleep });
      for (let i = 0; i < 61; i += 1) await panda.pauseStore(store, { isPause: false });
      expect(slow.requests).toHaveLength(61);
      expect(local.slept).toEqual([60_001]);
    } finally {
      await slow.close();
    }
  });

  it("gives up with the 429 after its retries", async () => {
    fake.control.requestsPerMinute = 0;
    await expect(client({ maxRetries: 2 }).pauseStore(store, { isPause: false })).rejects.toMatchObject({ status: 429 });
    fake.control.requestsPerMinute = 60;
  });

  it("answers a refusal with foodpanda's reasons and a half-way failure without applying anything", async () => {
    fake.control.outcome = "reject";
    await expect(client().pushMenu(store, catalogOf(3), "sync-2")).rejects.toEqual(new PartnerError("foodpanda: The catalog was refused", 422, fake.control.rejectReasons));
    fake.control.outcome = "failHalfway";
    await expect(client().pushMenu(store, catalogOf(3), "sync-3")).rejects.toMatchObject({ status: 500, message: `foodpanda: ${FOODPANDA_HALF_WAY_FAILURE}` });
    fake.control.outcome = "accept";
    expect(fake.catalogs.get(store.storeRef)?.products).toHaveLength(250);
  });

  it("pushes opening hours, answers orders and refuses bad credentials or an unreachable partner", async () => {
    const closed: never[] = [];
    await client().pushOpeningHours(store, { sun: closed, mon: [{ startTime: "08:00", endTime: "22:00" }], tue: closed, wed: closed, thu: closed, fri: [{ startTime: "22:00", endTime: "23:59" }], sat: [{ startTime: "00:00", endTime: "02:00" }] });
    expect(fake.openingHours.get(store.storeRef)).toEqual({ openings: [{ day: "mon", from: "08:00", to: "22:00" }, { day: "fri", from: "22:00", to: "23:59" }, { day: "sat", from: "00:00", to: "02:00" }] });
    await client().replyToOrder(store, "fp-1", "Accepted");
    expect(fake.orders.replies).toEqual([{ orderId: "fp-1", vendorCode: store.storeRef, status: "ACCEPTED" }]);
    await expect(client().pauseStore({ ...store, clientSecret: "wrong" }, { isPause: false })).rejects.toMatchObject({ status: 401 });
    await expect(foodpandaClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 500 }).pauseStore(store, { isPause: false })).rejects.toMatchObject({ status: 0 });
  });

  it("pushes special days: closed, open in periods, open all day", async () => {
    await client().pushSpecialHours(store, special);
    expect(fake.specialDays.get(store.storeRef)).toEqual({ specialDays: [
      { from: "2026-12-25", to: "2026-12-25", label: "Christmas", closed: true, openings: [] },
      { from: "2026-12-31", to: "2026-12-31", label: "New Year's Eve", closed: false, openings: [{ from: "10:00", to: "14:00" }, { from: "17:00", to: "23:30" }] },
      { from: "2027-01-01", to: "2027-01-02", label: "New Year", closed: false, openings: [{ from: "00:00", to: "23:59" }] },
    ] });
  });

  it("sent nothing the contract refuses, and the fake does refuse what breaks it", async () => {
    expect(fake.invalidRequests()).toEqual([]);
    const response = await fetch(`${fake.url}/v2/vendors/v7kq/availability`, {
      method: "PUT", headers: { "content-type": "application/json", authorization: `Basic ${Buffer.from("panda-1:panda-secret-1").toString("base64")}` }, body: JSON.stringify({ available: "no" }),
    });
    expect(response.status).toBe(400);
    expect(fake.requests.at(-1)).toMatchObject({ operation: "availability", valid: false });
  });
});

describe("the fake foodpanda's order states", () => {
  it("pushes every state of our contract to the order-state webhook, each one our webhook reads", async () => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    fake.orders.connect(async (method, path, body) => {
      calls.push({ method, path, body });
      return { status: 204, body: undefined };
    });
    for (const status of FOODPANDA_ORDER_STATES) {
      expect(await fake.orders.pushState({ orderId: "fp-9", vendorCode: store.storeRef, status, reason: "Rider note" })).toEqual({ status: 204, body: undefined });
    }
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(FOODPANDA_ORDER_STATES.map(() => `POST ${FOODPANDA_ORDER_STATE_WEBHOOK}`));
    for (const { body } of calls) expect(Schema.decodeUnknownSync(FoodpandaOrderStatusPush)(body)).toEqual(body);
    expect([...FoodpandaOrderState.literals]).toEqual([...FOODPANDA_ORDER_STATES]);
  });

  it("never sends a state outside the contract", () => {
    const calls: unknown[] = [];
    fake.orders.connect(async (_method, _path, body) => {
      calls.push(body);
      return { status: 204, body: undefined };
    });
    const outside = { orderId: "fp-9", vendorCode: store.storeRef, status: "TELEPORTED" } as unknown as Parameters<typeof fake.orders.pushState>[0];
    expect(() => fake.orders.pushState(outside)).toThrow();
    expect(calls).toEqual([]);
  });
});
