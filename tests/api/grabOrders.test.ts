// Incoming GrabFood orders over HTTP (issue 17) against the local fake GrabFood: the submit-order
// webhook (token, GrabFood's schema, exactly once, the live new-order alert once), the order's
// lines by our product ids in minor units, the restaurant's accept and decline going back to
// GrabFood (recorded by the fake; a refusal ends the retries, a failure is retried), GrabFood's
// state pushes moving the delivery status, and the admin's Orders list with its filters and the
// detail's timeline (issue 18).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type GrabfoodFake, startGrabfoodFake } from "../../adapters/delivery/grabfood/fake/grabfoodFake";
import { ORDER_STATE_WEBHOOK, ORDER_WEBHOOK, grabSubmittedOrder } from "../../adapters/delivery/grabfood/fake/grabfoodOrderSide";
import { grabfoodClient } from "../../adapters/delivery/grabfood/grabfoodClient";
import { orderPartnersOf } from "../../adapters/server/delivery/deliveryArea";
import { sendOrderReply } from "../../domain/orders/application/answerOrder";
import { startTestApp } from "../support/apiHarness";
import { type Client, signUp } from "./businessHarness";

const TOKEN = "grab-webhook-token-orders";
const merchantID = "1-ORDERS0001";
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

let fake: GrabfoodFake;
let harness: Awaited<ReturnType<typeof startTestApp>>;
let grabfood: ReturnType<typeof grabfoodClient>;
let owner: Client;
let stranger: Client;
let admin: Client;
let staff: Client;
let restaurantId: string;
let businessId: string;
let latteId: string;

const webhook = (path: string, body: unknown, token = TOKEN) =>
  harness.app.inject({ method: "POST", url: `/api/v2${path}`, headers: { authorization: `Bearer ${token}` }, payload: body as object });
const order = (orderID: string, extra: Partial<Parameters<typeof grabSubmittedOrder>[0]> = {}) =>
  grabSubmittedOrder({ orderID, merchantID, items: [{ id: latteId, quantity: 2, price: 1200 }], orderTime: "2026-11-26T04:00:00Z", eaterName: "Aina", ...extra });
const ordersOf = (path: string) => `/restaurants/${restaurantId}/orders${path}`;

beforeAll(async () => {
  fake = await startGrabfoodFake();
  grabfood = grabfoodClient({ baseUrl: fake.url, timeoutMs: 2_000 });
  harness = await startTestApp({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } }, delivery: { grabfood, grabfoodWebhookToken: TOKEN } });
  owner = await signUp(harness, "+60123450061");
  stranger = await signUp(harness, "+60123450062");
  admin = await signUp(harness, "+60123450063", "admin");
  staff = await signUp(harness, "+60123450064", "staff");
  const business = await owner.ok("POST", "/businesses", { name: "Kopi Orders", url: "kopi-orders" });
  businessId = business.id;
  restaurantId = (await owner.ok("POST", "/restaurants", { businessId, profile: { name: "Bangsar" } })).id;
  await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, { _id: restaurantId, enabled: true, merchantID, clientId: "c", clientSecret: "s" });
  const menuPath = `/restaurants/${restaurantId}/menu-v3`;
  const { _rev } = await owner.ok("GET", menuPath);
  const menu = await owner.ok("PUT", menuPath, { _id: `menu-${restaurantId}`, _rev, module: "product", operation: "create", data: { name: "Latte", price: rm(1200) } });
  latteId = menu.product.at(-1).id;
});
afterAll(async () => {
  await harness.app.close();
  await fake.close();
});

describe("GrabFood's submit-order webhook", () => {
  it("refuses a call without GrabFood's token, a body GrabFood's schema refuses and an unknown merchant", async () => {
    expect((await webhook(ORDER_WEBHOOK, order("100-A"), "wrong")).statusCode).toBe(401);
    const invalid = await webhook(ORDER_WEBHOOK, { ...order("100-A"), paymentType: "GOLD" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Invalid order");
    expect((await webhook(ORDER_WEBHOOK, { ...order("100-A"), merchantID: "1-NOBODY" })).json()).toMatchObject({ message: "Invalid merchantID" });
    expect((await admin.ok("GET", "/admin/orders")).pagination.totalResources).toBe(0);
  });

  it("records an order once, names its lines by our products in minor units and raises the new-order alert once", async () => {
    const alerts = vi.spyOn(harness.app.liveAlerts, "newOrder");
    expect((await webhook(ORDER_WEBHOOK, order("101-A")).then((r) => r.statusCode))).toBe(204);
    expect((await webhook(ORDER_WEBHOOK, order("101-A")).then((r) => r.statusCode))).toBe(204);
    expect(alerts).toHaveBeenCalledTimes(1);
    expect(alerts).toHaveBeenCalledWith({ restaurantId, orderId: "grabfood-101-A", orderType: "DELIVERY" });
    alerts.mockRestore();
    const detail = await owner.ok("GET", ordersOf("/grabfood-101-A"));
    expect(detail).toMatchObject({
      platform: "grabfood", platformOrderId: "101-A", restaurantName: "Bangsar", businessName: "Kopi Orders", status: "NEW", deliveryStatus: "CREATING",
      orderType: "DELIVERY", paymentType: "ePayment", customerName: "Aina", placedAt: "2026-11-26T04:00:00.000Z",
      lines: [{ productId: latteId, name: "Latte", quantity: 2, unitPrice: 1200 }],
      totals: { currency: "MYR", precision: 2, subtotal: 2400, deliveryFee: 500, discount: 0, total: 2900 },
    });
    expect(detail.timeline).toHaveLength(1);
    expect(detail.timeline[0]).toMatchObject({ event: "OrderReceived", by: "platform:grabfood", byName: null, status: "NEW" });
  });
});

describe("answering an order", () => {
  it("accepts through the restaurant's route: GrabFood gets 'Accepted', the timeline names who did it", async () => {
    await webhook(ORDER_WEBHOOK, order("102-A"));
    const accepted = await owner.ok("POST", ordersOf("/grabfood-102-A/accept"), {});
    expect(accepted).toMatchObject({ status: "ALLOCATING_DELIVERY", reply: { toState: "Accepted", state: "sent" } });
    expect(fake.orders.replies).toContainEqual({ orderID: "102-A", toState: "Accepted" });
    expect(accepted.timeline.map((e: { event: string }) => e.event)).toEqual(["OrderReceived", "OrderAccepted", "PlatformReplyConfirmed"]);
    expect(accepted.timeline[1]).toMatchObject({ by: owner.userId, byName: "User 0061" });
    const again = await owner.send("POST", ordersOf("/grabfood-102-A/decline"), { reason: "Closed" });
    expect(again.statusCode).toBe(409);
  });

  it("declines with a reason (required), and a GrabFood refusal ends the retries", async () => {
    await webhook(ORDER_WEBHOOK, order("103-A"));
    expect((await owner.send("POST", ordersOf("/grabfood-103-A/decline"), { reason: " " })).json()).toMatchObject({ message: "Reason is required" });
    fake.failNext("accept-reject-order", 400, "order already cancelled");
    const declined = await owner.ok("POST", ordersOf("/grabfood-103-A/decline"), { reason: "Sold out" });
    expect(declined).toMatchObject({ status: "DECLINED", deliveryStatus: "REFUSED", reply: { toState: "Rejected", state: "refused", lastError: "GrabFood: order already cancelled" } });
  });

  it("keeps a reply GrabFood could not take due, and the next attempt sends it", async () => {
    await webhook(ORDER_WEBHOOK, order("104-A"));
    fake.failNext("accept-reject-order", 503, "busy");
    const failed = await admin.ok("POST", "/admin/orders/grabfood-104-A/accept", {});
    expect(failed).toMatchObject({ reply: { state: "failed", attempts: 1 } });
    await sendOrderReply(harness.engine, orderPartnersOf({ grabfood }), "grabfood-104-A", { actor: "system:order-replies" });
    expect(await admin.ok("GET", "/admin/orders/grabfood-104-A")).toMatchObject({ reply: { state: "sent", attempts: 1 } });
    expect(fake.orders.replies.filter((r) => r.orderID === "104-A")).toEqual([{ orderID: "104-A", toState: "Accepted" }]);
  });
});

describe("the fake GrabFood's order side", () => {
  it("submits an order and pushes its state to our webhooks, as GrabFood does", async () => {
    fake.orders.connect(async (method, path, body) => {
      const response = await harness.app.inject({ method, url: `/api/v2${path}`, headers: { authorization: `Bearer ${TOKEN}` }, ...(body === undefined ? {} : { payload: body as object }) });
      return { status: response.statusCode, body: response.body === "" ? undefined : response.json() };
    });
    expect(await fake.orders.submit(order("107-A", { acceptance: "AUTO" }))).toEqual({ status: 204, body: undefined });
    expect(await fake.orders.pushState({ merchantID, orderID: "107-A", state: "DRIVER_ALLOCATED" })).toEqual({ status: 204, body: undefined });
    expect(await owner.ok("GET", ordersOf("/grabfood-107-A"))).toMatchObject({ status: "ACCEPTED", deliveryStatus: "PICKING_UP" });
  });
});

describe("GrabFood's order state pushes", () => {
  it("move the delivery forward, ignore a repeat and refuse an unknown order", async () => {
    await webhook(ORDER_WEBHOOK, order("105-A", { acceptance: "AUTO" }));
    const push = (state: string) => webhook(ORDER_STATE_WEBHOOK, { merchantID, orderID: "105-A", state });
    expect((await push("DRIVER_ALLOCATED")).statusCode).toBe(204);
    expect((await push("COLLECTED")).statusCode).toBe(204);
    expect((await push("COLLECTED")).statusCode).toBe(204);
    const detail = await staff.ok("GET", "/admin/orders/grabfood-105-A");
    expect(detail).toMatchObject({ status: "ACCEPTED", deliveryStatus: "IN_DELIVERY", platformState: "COLLECTED" });
    expect(detail.timeline).toHaveLength(3);
    expect((await webhook(ORDER_STATE_WEBHOOK, { merchantID, orderID: "999-NONE", state: "COLLECTED" })).json()).toMatchObject({ message: "Order not found" });
    expect((await webhook(ORDER_STATE_WEBHOOK, { merchantID, orderID: "105-A", state: "TELEPORTED" })).statusCode).toBe(400);
  });
});

describe("the admin's Orders and a restaurant's orders", () => {
  it("filters by status, delivery status, platform, restaurant, business and period, newest first", async () => {
    await webhook(ORDER_WEBHOOK, order("106-A", { orderTime: "2026-11-20T04:00:00Z", orderType: "TakeAway", shortOrderNumber: "GF-106" }));
    const ids = (page: { resources: Array<{ id: string }> }) => page.resources.map((r) => r.id);
    expect(ids(await admin.ok("GET", "/admin/orders?status=DECLINED"))).toEqual(["grabfood-103-A"]);
    expect(ids(await admin.ok("GET", "/admin/orders?deliveryStatus=IN_DELIVERY"))).toEqual(["grabfood-105-A"]);
    expect((await admin.ok("GET", `/admin/orders?platform=grabfood&restaurantId=${restaurantId}&businessId=${businessId}`)).pagination.totalResources).toBe(7);
    expect(ids(await admin.ok("GET", "/admin/orders?from=2026-11-19&to=2026-11-21"))).toEqual(["grabfood-106-A"]);
    expect(ids(await admin.ok("GET", "/admin/orders?limit=2&skip=0")).length).toBe(2);
    expect((await admin.ok("GET", "/admin/orders?search=gf-106")).resources).toHaveLength(1);
    expect((await admin.send("GET", "/admin/orders?status=LOST")).statusCode).toBe(400);
    expect(ids(await owner.ok("GET", ordersOf("?status=NEW")))).toEqual(["grabfood-101-A", "grabfood-106-A"]);
  });

  it("refuses owners and agents the admin's Orders (403), strangers the restaurant's orders (404), callers without a token (401)", async () => {
    for (const path of ["/admin/orders", "/admin/orders/grabfood-101-A"]) expect((await owner.send("GET", path)).statusCode).toBe(403);
    expect((await owner.send("POST", "/admin/orders/grabfood-101-A/accept", {})).statusCode).toBe(403);
    expect((await stranger.send("GET", ordersOf(""))).statusCode).toBe(404);
    expect((await stranger.send("GET", ordersOf("/grabfood-101-A"))).statusCode).toBe(404);
    expect((await stranger.send("POST", ordersOf("/grabfood-101-A/accept"), {})).statusCode).toBe(404);
    expect((await harness.app.inject({ method: "GET", url: "/api/v2/admin/orders" })).statusCode).toBe(401);
    expect((await admin.send("GET", "/admin/orders/grabfood-NOPE")).statusCode).toBe(404);
  });
});
