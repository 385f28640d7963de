// ShopeeFood over HTTP against the local fake ShopeeFood playing its side: we ask for a sync,
// ShopeeFood pulls our get-menu webhook (its own format) and pushes its states to our sync-state
// webhook. Covers success (live menu, no drift), a failure half way (the last successful menu
// stays live), ShopeeFood's reasons, replayed webhooks and retries that never publish twice, and
// the order webhook: recorded once, one alert, the answer sent back to ShopeeFood.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SHOPEE_ORDER_WEBHOOK } from "../../adapters/delivery/shopeefood/contract/shopeefoodContract";
import { SHOPEE_HALF_WAY_FAILURE, type ShopeefoodFake, startShopeefoodFake } from "../../adapters/delivery/shopeefood/fake/shopeefoodFake";
import { shopeefoodClient } from "../../adapters/delivery/shopeefood/shopeefoodClient";
import { startTestApp } from "../support/apiHarness";
import { type Client, signUp } from "./businessHarness";

const TOKEN = "shopeefood-webhook-token-0001";
const storeID = "7700123";
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

let fake: ShopeefoodFake;
let harness: Awaited<ReturnType<typeof startTestApp>>;
let owner: Client;
let restaurantId: string;
let menuPath: string;
let syncPath: string;
let nasi: Record<string, unknown>;
let catalog: Record<string, unknown>;

const webhook = (method: "GET" | "POST", path: string, body?: unknown, token = TOKEN) =>
  harness.app.inject({ method, url: `/api/v2${path}`, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
const menuPut = async (module: string, operation: string, data: unknown) => {
  const { _rev } = await owner.ok("GET", menuPath);
  return owner.ok("PUT", menuPath, { _id: `menu-${restaurantId}`, _rev, module, operation, data });
};
const sync = async () => {
  const started = await owner.ok("PUT", syncPath);
  await fake.settled();
  return { started, status: await owner.ok("GET", syncPath) };
};
const order = (orderId: string) => ({
  orderId, orderSn: `SF${orderId}`, storeId: storeID, createTime: "2026-11-27T05:00:00Z", serviceType: "DELIVERY", paymentMethod: "SHOPEEPAY", confirmType: "MANUAL",
  currency: { code: "MYR", exponent: 2 }, dishes: [{ dishId: String(nasi.id), quantity: 1, unitPrice: 1500 }], fees: { shipping: 300, discount: 0, tax: 0 }, buyer: { name: "Ali" },
});

beforeAll(async () => {
  fake = await startShopeefoodFake();
  harness = await startTestApp({
    rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } },
    delivery: { shopeefood: shopeefoodClient({ baseUrl: fake.url, timeoutMs: 2_000 }), shopeefoodWebhookToken: TOKEN },
  });
  fake.connect(async (method, path, body) => {
    const response = await webhook(method, path, body);
    return { status: response.statusCode, body: response.body === "" ? undefined : response.json() };
  });
  owner = await signUp(harness, "+60123450082");
  const business = await owner.ok("POST", "/businesses", { name: "Shopee Nasi", url: "shopee-nasi" });
  restaurantId = (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Cheras" } })).id;
  menuPath = `/restaurants/${restaurantId}/menu-v3`;
  syncPath = `/delivery/shopeefood/menu-sync/${restaurantId}`;
  await owner.ok("PUT", `/delivery/shopeefood/setting/${restaurantId}`, { _id: restaurantId, enabled: true, storeID, clientId: "sp-client", clientSecret: "sp-secret" });
  const week = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "10:00", end: "21:00" }] }));
  await owner.ok("PUT", `/restaurants/${restaurantId}/in-house-delivery`, { enable: true, maxDistanceKm: 5, minimumOrder: 10, deliveryFee: 5, freeDeliveryFrom: null, operatingHours: week });
  const rice = (await menuPut("category", "create", { name: "Rice" })).category.at(-1);
  nasi = (await menuPut("product", "create", { name: "Nasi Lemak", price: rm(1500), category: rice.id })).product.at(-1);
  catalog = (await menuPut("catalog", "create", { name: "Delivery", type: "DELIVERY", productAvailable: [nasi.id] })).catalog.at(-1);
});
afterAll(async () => {
  await fake.settled();
  await harness.app.close();
  await fake.close();
});

describe("ShopeeFood menu sync", () => {
  it("publishes: ShopeeFood pulls the menu in its format, accepts it, it is live and the drift is empty", async () => {
    const { status } = await sync();
    expect(status).toMatchObject({ platform: "shopeefood", status: "success", live: { itemCount: 1 } });
    expect(fake.acceptedMenus.get(storeID)).toMatchObject({ storeId: storeID, dishGroups: [{ name: "Rice", dishes: [{ name: "Nasi Lemak", price: 1500, isAvailable: true }] }] });
    expect((await owner.ok("GET", `${syncPath}/drift`)).items).toEqual([]);
    expect(fake.invalidRequests()).toEqual([]);
  });

  it("never publishes twice, even when ShopeeFood replays its webhooks", async () => {
    fake.menuControl.replay = true;
    const published = fake.published.length;
    const { status } = await sync();
    expect(status.history).toHaveLength(1);
    expect(fake.published).toHaveLength(published);
    fake.menuControl.replay = false;
  });

  it("keeps the last successful menu live when a sync fails half way, and shows ShopeeFood's reasons", async () => {
    catalog = { ...catalog, override: { product: [{ id: nasi.id, price: rm(1600) }], addon: [] } };
    await menuPut("catalog", "update", catalog);
    fake.menuControl.outcome = "failHalfway";
    const half = (await sync()).status;
    expect(half).toMatchObject({ status: "failed", latest: { reasons: [SHOPEE_HALF_WAY_FAILURE] }, live: { syncId: half.history[1].syncId } });
    expect((await owner.ok("GET", `${syncPath}/drift`)).items).toEqual([expect.objectContaining({ name: "Nasi Lemak", fields: ["price"], livePrice: 1500, currentPrice: 1600 })]);
    fake.menuControl.outcome = "reject";
    expect((await sync()).status.latest.reasons).toEqual(fake.menuControl.rejectReasons);
    fake.menuControl.outcome = "accept";
    expect((await sync()).status).toMatchObject({ status: "success" });
    expect((await owner.ok("GET", `${syncPath}/drift`)).items).toEqual([]);
  });

  it("refuses the webhooks without ShopeeFood's token and names an unknown store", async () => {
    expect((await webhook("GET", `/delivery/shopeefood/webhook/menu?storeID=${storeID}`, undefined, "wrong")).statusCode).toBe(401);
    expect((await webhook("GET", "/delivery/shopeefood/webhook/menu?storeID=999")).json()).toMatchObject({ message: "Invalid storeID" });
  });
});

describe("ShopeeFood's order webhook", () => {
  it("records an order once with one alert, and the restaurant's decline goes back to ShopeeFood", async () => {
    const alerts = vi.spyOn(harness.app.liveAlerts, "newOrder");
    expect((await webhook("POST", SHOPEE_ORDER_WEBHOOK, order("5001"))).statusCode).toBe(204);
    expect((await webhook("POST", SHOPEE_ORDER_WEBHOOK, order("5001"))).statusCode).toBe(204);
    expect(alerts).toHaveBeenCalledTimes(1);
    alerts.mockRestore();
    expect(await owner.ok("GET", `/restaurants/${restaurantId}/orders/shopeefood-5001`)).toMatchObject({
      platform: "shopeefood", status: "NEW", customerName: "Ali", lines: [{ productId: nasi.id, name: "Nasi Lemak", quantity: 1, unitPrice: 1500 }],
    });
    await owner.ok("POST", `/restaurants/${restaurantId}/orders/shopeefood-5001/decline`, { reason: "Sold out" });
    expect(fake.replies).toEqual([{ orderId: "5001", storeId: storeID, answer: "reject" }]);
  });
});
