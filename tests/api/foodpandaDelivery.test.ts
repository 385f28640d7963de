// foodpanda over HTTP against the local fake foodpanda: we push the DELIVERY catalog's menu in
// foodpanda's format (header, product batches, commit), refused before calling out when the rule
// pack finds a problem; the sync goes queued → in progress → success (the live menu is what
// foodpanda applied, drift empty) or failed with foodpanda's reasons; a half-way failure keeps the
// last successful menu live; a retried sync never publishes twice. foodpanda's order webhook
// (token-checked) records an order once, raises the new-order alert once, and the restaurant's
// answer goes back to foodpanda.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FOODPANDA_HALF_WAY_FAILURE, type FoodpandaFake, startFoodpandaFake } from "../../adapters/delivery/foodpanda/fake/foodpandaFake";
import { FOODPANDA_ORDER_WEBHOOK, foodpandaOrderPayload } from "../../adapters/delivery/foodpanda/fake/foodpandaOrders";
import { foodpandaClient } from "../../adapters/delivery/foodpanda/foodpandaClient";
import { startTestApp } from "../support/apiHarness";
import { type Client, signUp } from "./businessHarness";

const TOKEN = "foodpanda-webhook-token-0001";
const vendorCode = "v-panda-01";
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

let fake: FoodpandaFake;
let harness: Awaited<ReturnType<typeof startTestApp>>;
let owner: Client;
let restaurantId: string;
let menuPath: string;
let syncPath: string;
let latte: Record<string, unknown>;
let catalog: Record<string, unknown>;

const menuPut = async (module: string, operation: string, data: unknown) => {
  const { _rev } = await owner.ok("GET", menuPath);
  return owner.ok("PUT", menuPath, { _id: `menu-${restaurantId}`, _rev, module, operation, data });
};
const sync = async () => {
  const started = await owner.ok("PUT", syncPath);
  await harness.reactions.drain();
  return { started, status: await owner.ok("GET", syncPath) };
};
const setLattePrice = async (amount: number) => {
  catalog = { ...catalog, override: { product: [{ id: latte.id, price: rm(amount) }], addon: [] } };
  await menuPut("catalog", "update", catalog);
};
const webhook = (body: unknown, token = TOKEN) =>
  harness.app.inject({ method: "POST", url: `/api/v2${FOODPANDA_ORDER_WEBHOOK}`, headers: { authorization: `Bearer ${token}` }, payload: body as object });

beforeAll(async () => {
  fake = await startFoodpandaFake();
  const foodpanda = foodpandaClient({ baseUrl: fake.url, timeoutMs: 2_000 });
  harness = await startTestApp({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } }, delivery: { foodpanda, foodpandaWebhookToken: TOKEN } });
  owner = await signUp(harness, "+60123450081");
  const business = await owner.ok("POST", "/businesses", { name: "Panda Kopi", url: "panda-kopi" });
  restaurantId = (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Damansara" } })).id;
  menuPath = `/restaurants/${restaurantId}/menu-v3`;
  syncPath = `/delivery/foodpanda/menu-sync/${restaurantId}`;
  await owner.ok("PUT", `/delivery/foodpanda/setting/${restaurantId}`, { _id: restaurantId, enabled: true, vendorCode, clientId: "panda-client", clientSecret: "panda-secret" });
  const coffee = (await menuPut("category", "create", { name: "Coffee" })).category.at(-1);
  const milk = (await menuPut("addonGroup", "create", { name: "Milk", addons: [{ id: "oat", name: "Oat milk", price: rm(200) }] })).addonGroup.at(-1);
  latte = (await menuPut("product", "create", { name: "Latte", price: rm(1200), category: coffee.id, addonGroupUsed: true, addonGroups: [milk.id] })).product.at(-1);
  const tea = (await menuPut("product", "create", { name: "Teh Tarik", price: rm(500), category: coffee.id })).product.at(-1);
  catalog = (await menuPut("catalog", "create", { name: "Delivery", type: "DELIVERY", productAvailable: [latte.id, tea.id] })).catalog.at(-1);
});
afterAll(async () => {
  await harness.app.close();
  await fake.close();
});

describe("foodpanda menu sync", () => {
  it("refuses a menu foodpanda would reject before calling out", async () => {
    const refused = await owner.send("PUT", syncPath);
    expect([refused.statusCode, refused.json().message]).toEqual([400, "Set the delivery opening hours first"]);
    expect((await owner.ok("GET", `${syncPath}/dry-run`)).problems).toEqual([{ message: "Set the delivery opening hours first", module: "in-house-delivery", itemId: null, itemName: null }]);
    expect(fake.requests).toEqual([]);
    const week = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "08:00", end: "22:00" }] }));
    await owner.ok("PUT", `/restaurants/${restaurantId}/in-house-delivery`, { enable: true, maxDistanceKm: 5, minimumOrder: 10, deliveryFee: 5, freeDeliveryFrom: null, operatingHours: week });
    expect((await owner.ok("GET", `${syncPath}/dry-run`))).toEqual({ problems: [], categoryCount: 1, itemCount: 2 });
  });

  it("pushes the menu in foodpanda's format: success, the live menu is what foodpanda applied, no drift", async () => {
    const { started, status } = await sync();
    expect(started).toMatchObject({ platform: "foodpanda", status: "queued" });
    expect(status).toMatchObject({ platform: "foodpanda", status: "success", latest: { itemCount: 2, reasons: [] }, live: { itemCount: 2 } });
    const applied = fake.catalogs.get(vendorCode);
    expect(applied?.header).toMatchObject({ vendorCode, currency: { code: "MYR", exponent: 2 }, categories: [{ name: "Coffee", position: 0 }], toppingGroups: [{ name: "Milk", toppings: [{ id: "oat", price: 200 }] }] });
    expect(applied?.products.map((p) => [p.name, p.price])).toEqual([["Latte", 1200], ["Teh Tarik", 500]]);
    expect((await owner.ok("GET", `${syncPath}/drift`)).items).toEqual([]);
    expect(fake.invalidRequests()).toEqual([]);
  });

  it("never publishes twice: the unchanged live menu is not sent again", async () => {
    const published = fake.published.length;
    const { status } = await sync();
    expect(status.history).toHaveLength(1);
    expect(fake.published).toHaveLength(published);
  });

  it("keeps the last successful menu live when a sync fails half way, and shows foodpanda's reasons of a refusal", async () => {
    await setLattePrice(1300);
    expect((await owner.ok("GET", `${syncPath}/drift`)).items).toEqual([expect.objectContaining({ name: "Latte", kind: "changed", fields: ["price"], livePrice: 1200, currentPrice: 1300 })]);
    fake.control.outcome = "failHalfway";
    const half = (await sync()).status;
    expect(half).toMatchObject({ status: "failed", latest: { reasons: [`foodpanda: ${FOODPANDA_HALF_WAY_FAILURE}`] }, live: { syncId: half.history[1].syncId } });
    expect(fake.catalogs.get(vendorCode)?.products.find((p) => p.name === "Latte")?.price).toBe(1200);
    fake.control.outcome = "reject";
    const refused = (await sync()).status;
    expect(refused.latest.reasons).toEqual(["foodpanda: The catalog was refused", ...fake.control.rejectReasons]);
    fake.control.outcome = "accept";
    const retried = (await sync()).status;
    expect(retried).toMatchObject({ status: "success", live: { syncId: retried.latest.syncId } });
    expect(fake.catalogs.get(vendorCode)?.products.find((p) => p.name === "Latte")?.price).toBe(1300);
    expect((await owner.ok("GET", `${syncPath}/drift`)).items).toEqual([]);
  });

  it("tries a push foodpanda could not take again, publishing it once, and fails it with the reason once the sync is stale", async () => {
    await setLattePrice(1400);
    const published = fake.published.length;
    fake.failNext("commit", 503, "Service unavailable");
    expect(await owner.ok("PUT", syncPath)).toMatchObject({ status: "queued" });
    await expect(harness.reactions.drain()).rejects.toThrow("foodpanda: Service unavailable");
    expect(await owner.ok("GET", syncPath)).toMatchObject({ status: "inProgress" });
    await harness.reactions.drain();
    expect(await owner.ok("GET", syncPath)).toMatchObject({ status: "success", latest: { reasons: [] } });
    expect(fake.published).toHaveLength(published + 1);

    await setLattePrice(1500);
    fake.failNext("commit", 503, "Service unavailable");
    await owner.ok("PUT", syncPath);
    await expect(harness.reactions.drain()).rejects.toThrow("foodpanda: Service unavailable");
    harness.clock.advance({ minutes: 15 });
    fake.failNext("commit", 503, "Service unavailable");
    await harness.reactions.drain();
    expect(await owner.ok("GET", syncPath)).toMatchObject({ status: "failed", latest: { reasons: ["foodpanda: Service unavailable"] } });
    expect(fake.published).toHaveLength(published + 1);
  });

  it("is refused for a restaurant not connected to foodpanda", async () => {
    const other = (await owner.ok("POST", "/restaurants", { businessId: (await owner.ok("GET", `/restaurants/${restaurantId}`)).businessId, profile: { name: "Elsewhere" } })).id;
    const refused = await owner.send("PUT", `/delivery/foodpanda/menu-sync/${other}`);
    expect([refused.statusCode, refused.json().message]).toEqual([400, "foodpanda is not connected"]);
  });
});

describe("foodpanda's order webhook", () => {
  const order = (orderId: string) => foodpandaOrderPayload({ orderId, vendorCode, items: [{ productId: String(latte.id), quantity: 2, unitPrice: 1300 }], placedAt: "2026-11-27T04:00:00Z", customerName: "Mei" });

  it("refuses a wrong token, an unknown vendor and a body it cannot read", async () => {
    expect((await webhook(order("fp-100"), "wrong")).statusCode).toBe(401);
    expect((await webhook({ ...order("fp-100"), vendorCode: "v-nobody" })).json()).toMatchObject({ message: "Invalid vendorCode" });
    expect((await webhook({ ...order("fp-100"), payment: "gold" })).statusCode).toBe(400);
  });

  it("records an order once and raises the new-order alert once; the restaurant's answer goes back to foodpanda", async () => {
    const alerts = vi.spyOn(harness.app.liveAlerts, "newOrder");
    expect((await webhook(order("fp-101"))).statusCode).toBe(204);
    expect((await webhook(order("fp-101"))).statusCode).toBe(204);
    expect(alerts).toHaveBeenCalledTimes(1);
    expect(alerts).toHaveBeenCalledWith({ restaurantId, orderId: "foodpanda-fp-101", orderType: "DELIVERY" });
    alerts.mockRestore();
    const detail = await owner.ok("GET", `/restaurants/${restaurantId}/orders/foodpanda-fp-101`);
    expect(detail).toMatchObject({
      platform: "foodpanda", platformOrderId: "fp-101", status: "NEW", orderType: "DELIVERY", customerName: "Mei", placedAt: "2026-11-27T04:00:00.000Z",
      lines: [{ productId: latte.id, name: "Latte", quantity: 2, unitPrice: 1300 }],
    });
    await owner.ok("POST", `/restaurants/${restaurantId}/orders/foodpanda-fp-101/accept`);
    expect(fake.orders.replies).toEqual([{ orderId: "fp-101", vendorCode, status: "ACCEPTED" }]);
    expect(await owner.ok("GET", `/restaurants/${restaurantId}/orders/foodpanda-fp-101`)).toMatchObject({ status: "ALLOCATING_DELIVERY" });
  });
});
