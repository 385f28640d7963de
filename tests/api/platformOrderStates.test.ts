// foodpanda's and ShopeeFood's order-state webhooks over HTTP (issue 17 "incoming orders"), pushed
// by their local fakes like GrabFood's: each platform's token, a body we cannot read answers 400
// 'Invalid order' (as does a new order's body that cannot be read), a state for an order we do not have or for another restaurant's order 404
// 'Order not found'; a state moves the order and its delivery as the platform's mapping says, the
// same state pushed again changes nothing, and the order's timeline (the restaurant's and the
// admin's detail) shows each platform update.
// Why not tests/api/deliveryHarness.ts: it connects GrabFood and foodpanda without webhook tokens;
// these webhooks need foodpanda's and ShopeeFood's tokens and two restaurants.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FoodpandaFake, startFoodpandaFake } from "../../adapters/delivery/foodpanda/fake/foodpandaFake";
import { FOODPANDA_ORDER_STATE_WEBHOOK, foodpandaOrderPayload } from "../../adapters/delivery/foodpanda/fake/foodpandaOrders";
import { foodpandaClient } from "../../adapters/delivery/foodpanda/foodpandaClient";
import { SHOPEE_ORDER_STATE_WEBHOOK } from "../../adapters/delivery/shopeefood/contract/shopeefoodContract";
import { type ShopeefoodFake, startShopeefoodFake } from "../../adapters/delivery/shopeefood/fake/shopeefoodFake";
import { shopeefoodClient } from "../../adapters/delivery/shopeefood/shopeefoodClient";
import type { PartnerWebhooks } from "../../adapters/delivery/grabfood/fake/grabfoodMenuSide";
import { startTestApp } from "../support/apiHarness";
import { type Client, signUp } from "./businessHarness";

const PANDA_TOKEN = "foodpanda-webhook-token-states";
const SHOPEE_TOKEN = "shopeefood-webhook-token-states";
const vendorCode = "v-states-1";
const storeId = "s-states-1";

let panda: FoodpandaFake;
let shopee: ShopeefoodFake;
let harness: Awaited<ReturnType<typeof startTestApp>>;
let owner: Client;
let admin: Client;
let restaurantId: string;

const post = (path: string, body: unknown, token: string) =>
  harness.app.inject({ method: "POST", url: `/api/v2${path}`, headers: { authorization: `Bearer ${token}` }, payload: body as object });
const partner = (token: string): PartnerWebhooks => async (method, path, body) => {
  const response = await harness.app.inject({ method, url: `/api/v2${path}`, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: response.statusCode, body: response.body === "" ? undefined : response.json() };
};
const detail = (orderId: string) => owner.ok("GET", `/restaurants/${restaurantId}/orders/${orderId}`);
const versionOf = async (orderId: string) => (await harness.store.readStream(`order-${orderId}`)).version;

const pandaOrder = (orderId: string, autoAccepted: boolean) =>
  foodpandaOrderPayload({ orderId, vendorCode, items: [{ productId: "kopi", quantity: 1, unitPrice: 900 }], placedAt: "2026-11-27T04:00:00Z", autoAccepted });
const shopeeOrder = (orderId: string, confirmType: "AUTO" | "MANUAL") => ({
  orderId, orderSn: `SF${orderId}`, storeId, createTime: "2026-11-27T05:00:00Z", serviceType: "DELIVERY", paymentMethod: "SHOPEEPAY", confirmType,
  currency: { code: "MYR", exponent: 2 }, dishes: [{ dishId: "nasi", quantity: 1, unitPrice: 1500 }], fees: { shipping: 300, discount: 0, tax: 0 }, buyer: { name: "Ali" },
});

beforeAll(async () => {
  panda = await startFoodpandaFake();
  shopee = await startShopeefoodFake();
  harness = await startTestApp({
    rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } },
    delivery: {
      foodpanda: foodpandaClient({ baseUrl: panda.url, timeoutMs: 2_000 }), foodpandaWebhookToken: PANDA_TOKEN,
      shopeefood: shopeefoodClient({ baseUrl: shopee.url, timeoutMs: 2_000 }), shopeefoodWebhookToken: SHOPEE_TOKEN,
    },
  });
  panda.orders.connect(partner(PANDA_TOKEN));
  shopee.connect(partner(SHOPEE_TOKEN));
  owner = await signUp(harness, "+60123450171");
  const other = await signUp(harness, "+60123450172");
  admin = await signUp(harness, "+60123450173", "admin");
  const connect = async (who: Client, business: string, vendor: string, store: string) => {
    const businessId = (await who.ok("POST", "/businesses", { name: business, url: business.toLowerCase().replace(/ /g, "-") })).id;
    const id: string = (await who.ok("POST", "/restaurants", { businessId, profile: { name: `${business} 1` } })).id;
    const credentials = { _id: id, enabled: true, clientId: "c", clientSecret: "s" };
    await who.ok("PUT", `/delivery/foodpanda/setting/${id}`, { ...credentials, vendorCode: vendor });
    await who.ok("PUT", `/delivery/shopeefood/setting/${id}`, { ...credentials, storeID: store });
    return id;
  };
  restaurantId = await connect(owner, "States Kopi", vendorCode, storeId);
  await connect(other, "Other Kopi", "v-states-2", "s-states-2");
});
afterAll(async () => {
  await shopee.settled();
  await harness.app.close();
  await panda.close();
  await shopee.close();
});

describe("foodpanda's order-state webhook", () => {
  it("refuses a wrong token (401), a body it cannot read (400 'Invalid order'), an unknown order and another restaurant's vendor (404)", async () => {
    expect((await panda.orders.submit(pandaOrder("fp-s1", false))).status).toBe(204);
    const state = { orderId: "fp-s1", vendorCode, status: "PICKED_UP" };
    expect((await post(FOODPANDA_ORDER_STATE_WEBHOOK, state, SHOPEE_TOKEN)).json()).toEqual({ message: "Unauthorized request" });
    const invalid = await post(FOODPANDA_ORDER_STATE_WEBHOOK, { ...state, status: "TELEPORTED" }, PANDA_TOKEN);
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, "Invalid order"]);
    expect(invalid.json().errors.length).toBeGreaterThan(1);
    expect((await post(FOODPANDA_ORDER_STATE_WEBHOOK, { vendorCode }, PANDA_TOKEN)).json()).toMatchObject({ message: "Invalid order", errors: expect.arrayContaining([expect.objectContaining({ message: "orderId is required" })]) });
    const badOrder = await post("/delivery/foodpanda/webhook/order", { ...pandaOrder("fp-bad", false), orderId: undefined }, PANDA_TOKEN);
    expect([badOrder.statusCode, badOrder.json().message]).toEqual([400, "Invalid order"]);
    for (const wrong of [{ ...state, orderId: "fp-none" }, { ...state, vendorCode: "v-states-2" }, { ...state, vendorCode: "v-nobody" }]) {
      const refused = await post(FOODPANDA_ORDER_STATE_WEBHOOK, wrong, PANDA_TOKEN);
      expect([refused.statusCode, refused.json().message]).toEqual([404, "Order not found"]);
    }
    expect(await detail("foodpanda-fp-s1")).toMatchObject({ status: "NEW", deliveryStatus: "CREATING", platformState: null });
  });

  it("moves the order as foodpanda's states say, a repeated state changing nothing, each update on the timeline", async () => {
    await panda.orders.submit(pandaOrder("fp-s2", true));
    expect(await detail("foodpanda-fp-s2")).toMatchObject({ status: "ALLOCATING_DELIVERY", deliveryStatus: "CREATING" });
    expect(await panda.orders.pushState({ orderId: "fp-s2", vendorCode, status: "RIDER_ASSIGNED" })).toEqual({ status: 204, body: undefined });
    expect(await detail("foodpanda-fp-s2")).toMatchObject({ status: "ACCEPTED", deliveryStatus: "PICKING_UP", platformState: "RIDER_ASSIGNED" });
    await panda.orders.pushState({ orderId: "fp-s2", vendorCode, status: "PICKED_UP", reason: "Rider Ahmad" });
    const version = await versionOf("foodpanda-fp-s2");
    expect(await panda.orders.pushState({ orderId: "fp-s2", vendorCode, status: "PICKED_UP", reason: "Rider Ahmad" })).toEqual({ status: 204, body: undefined });
    expect(await versionOf("foodpanda-fp-s2")).toBe(version);
    const moved = await admin.ok("GET", "/admin/orders/foodpanda-fp-s2");
    expect(moved).toMatchObject({ status: "ACCEPTED", deliveryStatus: "IN_DELIVERY", platformState: "PICKED_UP" });
    expect(moved.timeline.map((e: { event: string; by: string; detail: string }) => [e.event, e.by, e.detail])).toEqual([
      ["OrderReceived", "platform:foodpanda", "Accepted by the platform"],
      ["PlatformStateReported", "platform:foodpanda", "Rider assigned"],
      ["PlatformStateReported", "platform:foodpanda", "Picked up by the rider: Rider Ahmad"],
    ]);
    await panda.orders.pushState({ orderId: "fp-s2", vendorCode, status: "DELIVERED" });
    expect(await detail("foodpanda-fp-s2")).toMatchObject({ status: "ACCEPTED", deliveryStatus: "COMPLETE" });
  });

  it("declines an order foodpanda cancelled before the restaurant answered, with foodpanda's reason", async () => {
    await panda.orders.submit(pandaOrder("fp-s3", false));
    await panda.orders.pushState({ orderId: "fp-s3", vendorCode, status: "CANCELLED", reason: "Customer cancelled" });
    const cancelled = await detail("foodpanda-fp-s3");
    expect(cancelled).toMatchObject({ status: "DECLINED", deliveryStatus: "CANCELED", platformState: "CANCELLED" });
    expect(cancelled.timeline.at(-1)).toMatchObject({ event: "PlatformStateReported", detail: "Cancelled by the platform: Customer cancelled", status: "DECLINED" });
    expect((await owner.send("POST", `/restaurants/${restaurantId}/orders/foodpanda-fp-s3/accept`, {})).statusCode).toBe(409);
  });
});

describe("ShopeeFood's order-state webhook", () => {
  it("refuses a wrong token (401), a body it cannot read (400 'Invalid order'), an unknown order and another restaurant's store (404)", async () => {
    expect((await shopee.submitOrder(shopeeOrder("sp-s1", "MANUAL"))).status).toBe(204);
    const state = { orderId: "sp-s1", storeId, status: "PICKED_UP" };
    expect((await post(SHOPEE_ORDER_STATE_WEBHOOK, state, PANDA_TOKEN)).statusCode).toBe(401);
    const invalid = await post(SHOPEE_ORDER_STATE_WEBHOOK, { ...state, status: "picked up" }, SHOPEE_TOKEN);
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, "Invalid order"]);
    const badOrder = await post("/delivery/shopeefood/webhook/order", { ...shopeeOrder("sp-bad", "MANUAL"), dishes: "nasi" }, SHOPEE_TOKEN);
    expect([badOrder.statusCode, badOrder.json().message]).toEqual([400, "Invalid order"]);
    for (const wrong of [{ ...state, orderId: "sp-none" }, { ...state, storeId: "s-states-2" }]) {
      const refused = await post(SHOPEE_ORDER_STATE_WEBHOOK, wrong, SHOPEE_TOKEN);
      expect([refused.statusCode, refused.json().message]).toEqual([404, "Order not found"]);
    }
    expect(await detail("shopeefood-sp-s1")).toMatchObject({ status: "NEW", platformState: null });
  });

  it("moves the order as ShopeeFood's states say, a repeated state changing nothing, each update on the timeline", async () => {
    await shopee.submitOrder(shopeeOrder("sp-s2", "MANUAL"));
    await owner.ok("POST", `/restaurants/${restaurantId}/orders/shopeefood-sp-s2/accept`, {});
    expect(shopee.replies).toContainEqual({ orderId: "sp-s2", storeId, answer: "confirm" });
    expect(await shopee.pushOrderState({ orderId: "sp-s2", storeId, status: "DRIVER_ASSIGNED" })).toEqual({ status: 204, body: undefined });
    await shopee.pushOrderState({ orderId: "sp-s2", storeId, status: "PICKED_UP" });
    const version = await versionOf("shopeefood-sp-s2");
    await shopee.pushOrderState({ orderId: "sp-s2", storeId, status: "PICKED_UP" });
    expect(await versionOf("shopeefood-sp-s2")).toBe(version);
    const moved = await detail("shopeefood-sp-s2");
    expect(moved).toMatchObject({ status: "ACCEPTED", deliveryStatus: "IN_DELIVERY", platformState: "PICKED_UP" });
    expect(moved.timeline.filter((e: { event: string }) => e.event === "PlatformStateReported").map((e: { by: string; detail: string }) => [e.by, e.detail])).toEqual([
      ["platform:shopeefood", "Driver assigned"], ["platform:shopeefood", "Picked up by the rider"],
    ]);
    await shopee.pushOrderState({ orderId: "sp-s2", storeId, status: "DELIVERY_FAILED", reason: "Buyer unreachable" });
    expect(await detail("shopeefood-sp-s2")).toMatchObject({ status: "ACCEPTED", deliveryStatus: "FAILED", platformState: "DELIVERY_FAILED" });
  });
});
