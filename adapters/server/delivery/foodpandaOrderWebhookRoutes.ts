// foodpanda's order webhook (issue 17 "incoming orders"), under /api/v2, bearing our foodpanda
// token (FOODPANDA_WEBHOOK_TOKEN, partnerWebhookToken.ts):
//   POST /delivery/foodpanda/webhook/order   foodpanda's order (domain/orders/foodpanda/foodpandaOrder.ts) → 204
// An order is recorded once: foodpanda retrying the same orderId changes nothing and answers 204
// again; a newly recorded order raises the live new-order alert of its restaurant once. The
// restaurant's accept or decline goes back through the order reply job (answerOrder.ts).
// Decisions where the spec is silent: a body our reading of foodpanda's order refuses answers
// 400 with its problems; an unknown vendor 404 'Invalid vendorCode'.
import type { FastifyInstance } from "fastify";
import { type PlatformConnection, receiveFoodpandaOrder } from "../../../domain/orders/application/receiveGrabOrder";
import { FoodpandaOrder } from "../../../domain/orders/foodpanda/foodpandaOrder";
import { decodeBody } from "../decodeBody";
import { requirePartnerToken } from "./partnerWebhookToken";

export const FOODPANDA_ORDER_WEBHOOK = "/delivery/foodpanda/webhook/order";

export const foodpandaOrderWebhookRoutes = async (app: FastifyInstance, { token, connection = "production" }: { readonly token: string | null; readonly connection?: PlatformConnection }): Promise<void> => {
  const { engine } = app.identity;

  app.post(FOODPANDA_ORDER_WEBHOOK, async (request, reply) => {
    requirePartnerToken(request, token);
    const order = decodeBody(FoodpandaOrder, request.body);
    const receipt = await receiveFoodpandaOrder(engine, order, request.id, connection);
    if (receipt.created) await app.liveAlerts.newOrder({ restaurantId: receipt.restaurantId, orderId: receipt.orderId, orderType: order.expedition === "pickup" ? "PICKUP" : "DELIVERY" });
    return reply.code(204).send();
  });
};
