// foodpanda's order webhooks (issue 17 "incoming orders"), under /api/v2, bearing our foodpanda
// token (FOODPANDA_WEBHOOK_TOKEN, partnerWebhookToken.ts):
//   POST /delivery/foodpanda/webhook/order         foodpanda's order (domain/orders/foodpanda/foodpandaOrder.ts) → 204
//   POST /delivery/foodpanda/webhook/order-state   {orderId, vendorCode, status, reason?} → 204
// An order is recorded once: foodpanda retrying the same orderId changes nothing and answers 204
// again; a newly recorded order raises the live new-order alert of its restaurant once. The
// restaurant's accept or decline goes back through the order reply job (answerOrder.ts). A state
// moves the order as foodpanda's mapping says (domain/orders/platformOrderState.ts); the same
// state pushed again changes nothing and answers 204 again.
// Decisions where the spec is silent: foodpanda publishes no partner contract, so the state body
// is ours, in the model of our foodpanda order (its orderId and vendorCode, upper-case statuses
// like our answers to foodpanda: adapters/delivery/foodpanda/contract/foodpandaContract.ts). An
// order or state body we cannot read answers 400 'Invalid order' with its problems, like
// GrabFood's order webhooks; an unknown
// vendor 404 'Invalid vendorCode'; a state for an order we do not have, or of another vendor's
// (another restaurant's) order, 404 'Order not found'.
import type { FastifyInstance } from "fastify";
import { type PlatformConnection, receiveFoodpandaOrder, recordFoodpandaOrderState } from "../../../domain/orders/application/receiveGrabOrder";
import { FoodpandaOrder, FoodpandaOrderStatusPush } from "../../../domain/orders/foodpanda/foodpandaOrder";
import { decodeBody } from "../decodeBody";
import { decodeOrderBody } from "./orderWebhookBody";
import { requirePartnerToken } from "./partnerWebhookToken";

export const FOODPANDA_ORDER_WEBHOOK = "/delivery/foodpanda/webhook/order";
const FOODPANDA_ORDER_STATE_WEBHOOK = "/delivery/foodpanda/webhook/order-state";

export const foodpandaOrderWebhookRoutes = async (app: FastifyInstance, { token, connection = "production" }: { readonly token: string | null; readonly connection?: PlatformConnection }): Promise<void> => {
  const { engine } = app.identity;

  app.post(FOODPANDA_ORDER_WEBHOOK, async (request, reply) => {
    requirePartnerToken(request, token);
    const order = decodeOrderBody(FoodpandaOrder, request.body);
    const receipt = await receiveFoodpandaOrder(engine, order, request.id, connection);
    if (receipt.created) await app.liveAlerts.newOrder({ restaurantId: receipt.restaurantId, orderId: receipt.orderId, orderType: order.expedition === "pickup" ? "PICKUP" : "DELIVERY" });
    return reply.code(204).send();
  });

  app.post(FOODPANDA_ORDER_STATE_WEBHOOK, async (request, reply) => {
    requirePartnerToken(request, token);
    await recordFoodpandaOrderState(engine, decodeOrderBody(FoodpandaOrderStatusPush, request.body));
    return reply.code(204).send();
  });
};
