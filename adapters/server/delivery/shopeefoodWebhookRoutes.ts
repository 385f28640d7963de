// ShopeeFood's webhooks (our contract: adapters/delivery/shopeefood/contract/shopeefoodContract.ts),
// under /api/v2, bearing our ShopeeFood token (SHOPEEFOOD_WEBHOOK_TOKEN, partnerWebhookToken.ts):
//   GET  /delivery/shopeefood/webhook/menu?storeID=      → ShopeeFood's menu (shopeeMenu.ts), unwrapped
//   POST /delivery/shopeefood/webhook/menu-sync-state    {requestId, storeId, taskId, status, messages?} → 204
//   POST /delivery/shopeefood/webhook/order              ShopeeFood's order (shopeeOrder.ts) → 204
//   POST /delivery/shopeefood/webhook/order-state        {orderId, storeId, status, reason?} → 204
// ShopeeFood's sync states map onto the sync's model (PENDING → QUEUEING, RUNNING → PROCESSING,
// DONE → SUCCESS, ERROR → FAILED with its messages); a repeated requestId or a state for another
// task is taken (204) and changes nothing. An order is recorded once and raises the live
// new-order alert once; the restaurant's answer goes back through the order reply job. An order's
// state moves it as ShopeeFood's mapping says (domain/orders/platformOrderState.ts); the same state
// pushed again changes nothing and answers 204 again.
// Decisions: an unknown store answers 404 'Invalid storeID'; a missing or wrong token 401; an
// order or state body we cannot read 400 'Invalid order' with its problems, like GrabFood's order webhooks; a
// state for an order we do not have, or of another store's (another restaurant's) order, 404
// 'Order not found'.
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { menuForPull, recordPartnerSyncState } from "../../../domain/delivery/application/menuSync";
import type { PartnerSyncState } from "../../../domain/delivery/menuSync/menuSyncModel";
import { shopeeMenuOf } from "../../../domain/delivery/shopeefood/shopeeMenu";
import { type PlatformConnection, receiveShopeeOrder, recordShopeeOrderState } from "../../../domain/orders/application/receiveGrabOrder";
import { ShopeeOrder, ShopeeOrderStatePush } from "../../../domain/orders/shopeefood/shopeeOrder";
import { boundedList, boundedText, requiredId } from "../../../domain/shared/inputBounds";
import { decodeBody } from "../decodeBody";
import { decodeOrderBody } from "./orderWebhookBody";
import { requirePartnerToken } from "./partnerWebhookToken";

const StoreQuery = Schema.Struct({ storeID: requiredId("Store ID is required") });
const SyncState = Schema.Struct({
  requestId: requiredId("requestId is required"),
  storeId: requiredId("Store ID is required"),
  taskId: requiredId("taskId is required"),
  status: Schema.Literals(["PENDING", "RUNNING", "DONE", "ERROR"]),
  messages: Schema.optionalKey(boundedList(boundedText("message", 1000), 500, "messages")),
});
const STATES: Readonly<Record<typeof SyncState.Type["status"], PartnerSyncState>> = { PENDING: "QUEUEING", RUNNING: "PROCESSING", DONE: "SUCCESS", ERROR: "FAILED" };

export const shopeefoodWebhookRoutes = async (app: FastifyInstance, { token, connection = "production" }: { readonly token: string | null; readonly connection?: PlatformConnection }): Promise<void> => {
  const { engine } = app.identity;
  const guard = (request: FastifyRequest) => requirePartnerToken(request, token);

  app.get("/delivery/shopeefood/webhook/menu", async (request) => {
    guard(request);
    const { storeID } = decodeBody(StoreQuery, { storeID: "", ...(request.query as object) });
    return shopeeMenuOf(await menuForPull(engine, "shopeefood", storeID));
  });

  app.post("/delivery/shopeefood/webhook/menu-sync-state", async (request, reply) => {
    guard(request);
    const pushed = decodeBody(SyncState, request.body);
    await recordPartnerSyncState(engine, "shopeefood", { requestID: pushed.requestId, merchantID: pushed.storeId, jobID: pushed.taskId, status: STATES[pushed.status], errors: pushed.messages ?? [] });
    return reply.code(204).send();
  });

  app.post("/delivery/shopeefood/webhook/order", async (request, reply) => {
    guard(request);
    const order = decodeOrderBody(ShopeeOrder, request.body);
    const receipt = await receiveShopeeOrder(engine, order, request.id, connection);
    if (receipt.created) await app.liveAlerts.newOrder({ restaurantId: receipt.restaurantId, orderId: receipt.orderId, orderType: order.serviceType === "SELF_PICKUP" ? "PICKUP" : "DELIVERY" });
    return reply.code(204).send();
  });

  app.post("/delivery/shopeefood/webhook/order-state", async (request, reply) => {
    guard(request);
    await recordShopeeOrderState(engine, decodeOrderBody(ShopeeOrderStatePush, request.body));
    return reply.code(204).send();
  });
};
