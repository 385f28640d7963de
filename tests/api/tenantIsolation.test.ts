// Tenant isolation of the business area: the owner of business A calls every business- and
// restaurant-scoped route of business B, with valid bodies so that only authorisation can stop
// it, and gets 403 or 404 while B's streams and read models stay exactly as they were. The same
// holds for a member of B whose grants do not cover the route, and every route needs a token.
// The platforms' order-state webhooks are not a user's: a user's token is refused (401), and a
// platform pushing a state for B's order under A's store gets 404 'Order not found'.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_RECORDS_TABLE } from "../../domain/auth/permissions";
import { BUSINESSES_TABLE } from "../../domain/business/businesses.projection";
import { RESTAURANTS_TABLE } from "../../domain/business/restaurants.projection";
import { DELIVERY_PLATFORMS, STORE_FIELD } from "../../domain/delivery/deliveryPlatform";
import { DELIVERY_SETTINGS_TABLE } from "../../domain/delivery/deliverySettings.projection";
import { ORDERS_TABLE } from "../../domain/orders/orders.projection";
import { receiveTestOrder } from "./orderHarness";
import { foodpandaOrderPayload } from "../../adapters/delivery/foodpanda/fake/foodpandaOrders";
import { startTestApp } from "../support/apiHarness";
import { SETTING_GROUP_NAMES } from "../../domain/business/restaurantSettings";
import {
  type Client, type Harness, signUp, validCompany, validPayout, validSettingBodies,
} from "./businessHarness";

type Call = readonly [method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown];

let harness: Harness;
let ownerA: Client;
let ownerB: Client;
let memberB: Client;
let businessA: { id: string };
let businessB: { id: string };
let restaurantB: { id: string };
let orderB: string;

const PLATFORM_TOKENS = { grabfood: "tenant-grabfood-token", foodpanda: "tenant-foodpanda-token", shopeefood: "tenant-shopeefood-token" } as const;
const STORES_OF_A = { grabfood: "1-A", foodpanda: "v-A", shopeefood: "s-A" } as const;
const STORES_OF_B = { grabfood: "1-B", foodpanda: "v-B", shopeefood: "s-B" } as const;
type Platform = keyof typeof PLATFORM_TOKENS;
const asPlatform = (platform: Platform, path: string, body: unknown) =>
  harness.app.inject({ method: "POST", url: `/api/v2${path}`, headers: { authorization: `Bearer ${PLATFORM_TOKENS[platform]}` }, payload: body as object });

/** Each platform's state push for B's order of that platform, naming `stores`' store. */
const statePushes = (stores: Readonly<Record<Platform, string>>): ReadonlyArray<readonly [Platform, string, unknown]> => [
  ["grabfood", "/delivery/grabfood/webhook/order-state", { merchantID: stores.grabfood, orderID: "100-B", state: "CANCELLED" }],
  ["foodpanda", "/delivery/foodpanda/webhook/order-state", { orderId: "fp-B", vendorCode: stores.foodpanda, status: "CANCELLED" }],
  ["shopeefood", "/delivery/shopeefood/webhook/order-state", { orderId: "sp-B", storeId: stores.shopeefood, status: "CANCELLED" }],
];

beforeAll(async () => {
  harness = await startTestApp({
    rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } },
    delivery: { grabfoodWebhookToken: PLATFORM_TOKENS.grabfood, foodpandaWebhookToken: PLATFORM_TOKENS.foodpanda, shopeefoodWebhookToken: PLATFORM_TOKENS.shopeefood },
  });
  ownerA = await signUp(harness, "+60123450001");
  ownerB = await signUp(harness, "+60123450002");
  memberB = await signUp(harness, "+60123450003");
  businessA = await ownerA.ok("POST", "/businesses", { name: "A", url: "business-a" });
  const restaurantA = await ownerA.ok("POST", "/restaurants", { businessId: businessA.id, profile: { name: "A1" } });
  for (const platform of DELIVERY_PLATFORMS) {
    await ownerA.ok("PUT", `/delivery/${platform}/setting/${restaurantA.id}`, { _id: restaurantA.id, enabled: true, [STORE_FIELD[platform]]: STORES_OF_A[platform], clientSecret: "a-secret-1234" });
  }
  businessB = await ownerB.ok("POST", "/businesses", { name: "B", url: "business-b" });
  await ownerB.ok("PUT", `/businesses/${businessB.id}/company`, validCompany);
  restaurantB = await ownerB.ok("POST", "/restaurants", { businessId: businessB.id, profile: { name: "B1" } });
  await ownerB.ok("PUT", `/restaurants/${restaurantB.id}/pickup`, validSettingBodies.pickup);
  await ownerB.ok("PUT", `/restaurants/${restaurantB.id}/payout-account`, validPayout);
  await ownerB.ok("PUT", `/delivery/grabfood/setting/${restaurantB.id}`, { _id: restaurantB.id, enabled: true, merchantID: "1-B", clientSecret: "b-secret-1234" });
  await ownerB.ok("PUT", `/restaurants/${restaurantB.id}/menu-v3`, { module: "category", operation: "create", data: { id: "coffee", name: "Coffee" } });
  orderB = await receiveTestOrder(harness.engine, { orderID: "100-B", merchantID: "1-B" });
  for (const platform of ["foodpanda", "shopeefood"] as const) {
    await ownerB.ok("PUT", `/delivery/${platform}/setting/${restaurantB.id}`, { _id: restaurantB.id, enabled: true, [STORE_FIELD[platform]]: STORES_OF_B[platform], clientSecret: "b-secret-1234" });
  }
  const pandaOrder = foodpandaOrderPayload({ orderId: "fp-B", vendorCode: STORES_OF_B.foodpanda, items: [{ productId: "coffee", quantity: 1, unitPrice: 450 }], placedAt: "2026-11-26T04:00:00Z" });
  expect((await asPlatform("foodpanda", "/delivery/foodpanda/webhook/order", pandaOrder)).statusCode).toBe(204);
  const shopeeOrder = {
    orderId: "sp-B", orderSn: "SFB", storeId: STORES_OF_B.shopeefood, createTime: "2026-11-26T04:00:00Z", serviceType: "DELIVERY", paymentMethod: "COD", confirmType: "MANUAL",
    currency: { code: "MYR", exponent: 2 }, dishes: [{ dishId: "coffee", quantity: 1, unitPrice: 450 }], fees: { shipping: 0, discount: 0, tax: 0 },
  };
  expect((await asPlatform("shopeefood", "/delivery/shopeefood/webhook/order", shopeeOrder)).statusCode).toBe(204);
  await ownerB.ok("POST", `/businesses/${businessB.id}/team`, {
    phoneNumber: memberB.phoneNumber, grants: [{ action: "manage", subject: "Voucher" }],
  });
});
afterAll(() => harness.app.close());

const grabCampaignOf = (merchantID: string) => ({
  merchantID, name: "Taken", conditions: { startTime: "2026-12-01T00:00:00Z", endTime: "2026-12-02T00:00:00Z", eaterType: "all" },
  discount: { type: "net", value: 1, scope: { type: "order" } },
});

const callsOnB = (): ReadonlyArray<Call> => {
  const b = businessB.id;
  const r = restaurantB.id;
  return [
    ["GET", `/businesses/${b}`],
    ["PUT", `/businesses/${b}`, { name: "Taken", menuVersion: "v2", owner: ownerA.userId, quota: { restaurants: null }, pf_agent: { agentId: null, isReseller: false } }],
    ["PUT", `/businesses/${b}/profile`, { name: "Taken", url: "taken-over" }],
    ["PUT", `/businesses/${b}/company`, { ...validCompany, name: "Taken" }],
    ["DELETE", `/businesses/${b}`],
    ["GET", `/businesses/${b}/team`],
    ["POST", `/businesses/${b}/team`, { phoneNumber: ownerA.phoneNumber, grants: [{ action: "manage", subject: "Restaurant" }] }],
    ["PUT", `/businesses/${b}/team/${memberB.userId}`, { grants: [{ action: "manage", subject: "Restaurant" }] }],
    ["DELETE", `/businesses/${b}/team/${memberB.userId}`],
    ["GET", `/user/b/${b}/phone/${encodeURIComponent(memberB.phoneNumber)}`],
    ["GET", `/user/b/${b}/email/${encodeURIComponent("owner-b@example.com")}`],
    ["GET", `/restaurants?business=${b}`],
    ["POST", "/restaurants", { businessId: b, profile: { name: "Intruder" } }],
    ["GET", `/restaurants/${r}`],
    ["DELETE", `/restaurants/${r}`],
    ...SETTING_GROUP_NAMES.map((group): Call => ["PUT", `/restaurants/${r}/${group}`, validSettingBodies[group]]),
    ["PUT", `/restaurants/${r}/payout-account`, { ...validPayout, status: "PENDING" }],
    ["GET", `/restaurants/${r}/restaurant-setting`],
    ["POST", `/restaurants/${r}/otp`],
    ["DELETE", `/restaurants/${r}/machine`],
    ["PUT", `/restaurants/${r}/clear-transaction`, {}],
    ["GET", `/restaurants/${r}/receipt?start=2026-01-01&end=2026-12-31`],
    ["GET", `/report/token?businessId=${b}`],
    ["GET", `/report/sales?businessId=${b}&from=2026-01-01&to=2026-12-31`],
    ["POST", "/dev/live/new-order", { restaurantId: r }],
    ...DELIVERY_PLATFORMS.flatMap((platform): Call[] => [
      ["GET", `/delivery/${platform}/setting/${r}`],
      ["PUT", `/delivery/${platform}/setting/${r}`, { _id: r, enabled: false, [STORE_FIELD[platform]]: "" }],
      ["PUT", `/delivery/${platform}/store-status/${r}`, { isPause: true, duration: "30m" }],
      ["PUT", `/delivery/${platform}/opening-hours/${r}`],
      ["GET", `/delivery/${platform}/item-availability/${r}`],
      ["PUT", `/delivery/${platform}/item-availability/${r}`, { itemIds: ["coffee"], available: false, for: "1h" }],
      ["PUT", `/delivery/${platform}/special-opening-hours/${r}`],
    ]),
    ["GET", `/delivery/special-hours/${r}`],
    ["PUT", `/delivery/special-hours/${r}`, { specialHours: [{ startDate: "2030-01-01", endDate: "2030-01-01", description: "New Year", openPeriodType: "ClosedAllDay", periods: [] }] }],
    ["GET", "/delivery/grabfood/discount-campaign?merchantID=1-B"],
    ["POST", "/delivery/grabfood/discount-campaign", grabCampaignOf("1-B")],
    ["PUT", "/delivery/grabfood/discount-campaign", { ...grabCampaignOf("1-B"), id: "1-B-C1" }],
    ["DELETE", "/delivery/grabfood/discount-campaign/1-B-C1?merchantID=1-B"],
    ...DELIVERY_PLATFORMS.flatMap((platform): Call[] => [
      ["GET", `/delivery/${platform}/menu-sync/${r}`],
      ["PUT", `/delivery/${platform}/menu-sync/${r}`],
      ["GET", `/delivery/${platform}/menu-sync/${r}/dry-run`],
      ["GET", `/delivery/${platform}/menu-sync/${r}/drift`],
    ]),
    ["GET", `/restaurants/${r}/menu-v3`],
    ["PUT", `/restaurants/${r}/menu-v3`, { module: "category", operation: "create", data: { name: "Taken" } }],
    ["PUT", `/restaurants/${r}/menu-v3`, { module: "category", operation: "delete", data: { id: "coffee" } }],
    ["PUT", `/restaurants/${r}/menu-v3/master-catalog-setting`, { inclusiveTaxes: true }],
    ["GET", `/restaurants/${r}/menu-v3/history`],
    ["GET", `/restaurants/${r}/menu-v3/effective?channel=DELIVERY`],
    ["GET", `/restaurants/${r}/menu-v3/at?at=2026-01-05T08:00:00Z`],
    ["GET", `/restaurants/${r}/menu-v3/diff?at=2026-01-05T08:00:00Z`],
    ["PUT", `/restaurants/${r}/menu-v3/rollback`, { at: "2000-01-01T00:00:00Z", _rev: 1 }],
    ["PUT", `/restaurants/${r}/menu-v3/import`, { fileName: "x.csv", content: Buffer.from("Code,Name,Price\nT1,Taken,1").toString("base64") }],
    ["GET", `/restaurants/${r}/menu-v3/import/template`],
    ["PUT", `/restaurants/${r}/menu-v3/thumbnail`, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1])],
    ["GET", `/restaurants/${r}/menu-v3/restaurants`],
    ["PUT", `/restaurants/${r}/menu-v3/restaurants`, { restaurantIds: [] }],
    ["PUT", `/restaurants/${r}/menu-v3/master`, { masterRestaurantId: r }],
    ["PUT", `/restaurants/${r}/menu-v3/migrate`, { categories: [{ _id: "taken", name: "Taken" }] }],
    ["GET", `/restaurants/${r}/menu-v3/pos-version`],
    ...(["product", "product-category", "addon-group"] as const).flatMap((kind): ReadonlyArray<Call> => [
      ["GET", `/restaurants/${r}/${kind}`],
      ["POST", `/restaurants/${r}/${kind}`, { name: "Taken" }],
      ["PUT", `/restaurants/${r}/${kind}`, { _id: "coffee", name: "Taken" }],
      ["DELETE", `/restaurants/${r}/${kind}`, { _id: "coffee" }],
    ]),
    ["PUT", `/restaurants/${r}/product/update-addon-group`, { _id: "coffee", addonGroups: [] }],
    ["PUT", `/restaurants/${r}/product/addon-group`, { addonGroupId: "coffee", productIds: [] }],
    ["PUT", `/restaurants/${r}/addon-group/merge`, { _id: "coffee", sourceIds: [] }],
    ["GET", `/businesses/${b}/menu-products`],
    ["GET", `/businesses/${b}/menu-products?ids=coffee`],
    ["GET", `/restaurants/${r}/orders`],
    ["GET", `/restaurants/${r}/orders/${orderB}`],
    ["POST", `/restaurants/${r}/orders/${orderB}/accept`, {}],
    ["POST", `/restaurants/${r}/orders/${orderB}/decline`, { reason: "Taken" }],
    ["PUT", `/admin/payments/payout-accounts/${r}`, { status: "APPROVED" }],
  ];
};

/** Everything B is made of: its stream versions and every read-model row about it. */
const snapshotOfB = async () => {
  const { store } = harness;
  const streams = [
    `business-${businessB.id}`, `restaurant-${restaurantB.id}`, `menu-${restaurantB.id}`, `menu-sharing-${businessB.id}`, `pos-version-${restaurantB.id}`, "business-url-business-b", "business-url-taken-over",
    ...DELIVERY_PLATFORMS.map((platform) => `delivery-${platform}-${restaurantB.id}`),
    ...DELIVERY_PLATFORMS.map((platform) => `delivery-sync-${platform}-${restaurantB.id}`),
    `order-${orderB}`, "order-foodpanda-fp-B", "order-shopeefood-sp-B",
  ];
  return {
    versions: await Promise.all(streams.map(async (id) => (await store.readStream(id)).version)),
    business: await store.readModels.get(BUSINESSES_TABLE, businessB.id),
    restaurant: await store.readModels.get(RESTAURANTS_TABLE, restaurantB.id),
    records: (await store.readModels.list(PERMISSION_RECORDS_TABLE, { where: { businessId: businessB.id } })).rows,
    deliveryOfB: (await store.readModels.list(DELIVERY_SETTINGS_TABLE, { where: { restaurantId: restaurantB.id } })).rows,
    restaurantsOfB: (await store.readModels.list(RESTAURANTS_TABLE, { where: { businessId: businessB.id } })).total,
    ordersOfB: (await store.readModels.list(ORDERS_TABLE, { where: { restaurantId: restaurantB.id } })).rows,
  };
};

describe("tenant isolation", () => {
  it("refuses the owner of A every business- and restaurant-scoped route of B, and B does not change", async () => {
    const before = await snapshotOfB();
    for (const [method, path, body] of callsOnB()) {
      const response = await ownerA.send(method, path, body);
      expect([403, 404], `${method} ${path} answered ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(response.json().message, "the route exists").not.toBe("Not found");
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  it("refuses a member of B whatever its grants do not cover, and B does not change", async () => {
    const before = await snapshotOfB();
    // B's voucher editor may name B's menu products (the marketing pickers).
    const covered = new Set([`GET /businesses/${businessB.id}`, `GET /businesses/${businessB.id}/menu-products`, `GET /businesses/${businessB.id}/menu-products?ids=coffee`]);
    for (const [method, path, body] of callsOnB().filter(([m, p]) => !covered.has(`${m} ${p}`))) {
      const response = await memberB.send(method, path, body);
      expect([403, 404], `${method} ${path} answered ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(response.json().message, "the route exists").not.toBe("Not found");
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  it("keeps B out of A's lists", async () => {
    const businesses = await ownerA.ok("GET", "/my/businesses");
    expect(businesses.resources.map((row: { id: string }) => row.id)).toEqual([businessA.id]);
    const restaurants = await ownerA.ok("GET", "/my/restaurants");
    expect(restaurants.resources.map((row: { businessId: string }) => row.businessId)).toEqual([businessA.id]);
    expect((await ownerA.send("GET", "/restaurant-list")).statusCode).toBe(403);
    expect((await ownerA.send("GET", "/agents")).statusCode).toBe(403);
    for (const list of ["transactions", "settlements", "payout-accounts"]) expect((await ownerA.send("GET", `/admin/payments/${list}?businessId=${businessB.id}`)).statusCode).toBe(403);
  });

  it("refuses the platforms' order-state webhooks for B's orders to a user's token (401) and under A's store (404), and B does not change", async () => {
    const before = await snapshotOfB();
    expect(before.ordersOfB).toHaveLength(3);
    for (const [, path, body] of statePushes(STORES_OF_B)) expect((await ownerA.send("POST", path, body)).statusCode, path).toBe(401);
    for (const [platform, path, body] of statePushes(STORES_OF_A)) {
      const response = await asPlatform(platform, path, body);
      expect([response.statusCode, response.json().message], path).toEqual([404, "Order not found"]);
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  it("answers 401 'Unauthorized request' on every route without a token", async () => {
    const calls: ReadonlyArray<Call> = [
      ...callsOnB(),
      ["GET", "/my/businesses"], ["GET", "/my/businesses-pagination"], ["POST", "/businesses", { name: "X" }],
      ["GET", "/restaurant-list"], ["GET", "/my/restaurants"], ["GET", "/my/restaurants-pagination"],
      ["GET", "/my/agents"], ["GET", "/agents"], ["POST", "/agents", {}], ["PUT", "/agents/x", {}],
      ["GET", "/agents/search-by-code/ALI01"], ["GET", "/agents/dealers"], ["GET", "/agents/dealer/x"],
      ...statePushes(STORES_OF_B).map(([, path, body]): Call => ["POST", path, body]),
    ];
    const before = await snapshotOfB();
    for (const [method, path, body] of calls) {
      const response = await harness.app.inject({ method, url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthorized request" });
    }
    expect(await snapshotOfB()).toEqual(before);
  });
});
