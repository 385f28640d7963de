// GrabFood's order webhooks (issue 17 "incoming orders"), under /api/v2, bearing GrabFood's token
// like its menu webhooks (partnerWebhookToken.ts):
//   POST /delivery/grabfood/webhook/order        SubmitOrderRequest → 204
//   POST /delivery/grabfood/webhook/order-state  OrderStateRequest  → 204
// Each body is checked against GrabFood's own schema (grabOrderSchema.ts), then read with ours
// (domain/orders/grabfood/grabOrder.ts). A submitted order is recorded once: a retried webhook
// with the same orderID changes nothing and answers 204 again; a newly recorded order raises the
// live new-order alert of its restaurant (adapters/server/live/liveAlerts.ts) once.
// Decisions where the contract is silent: a body the schema refuses answers 400 'Invalid order'
// followed by the schema's problems in `errors` (orderWebhookBody.ts); an unknown merchant 404 'Invalid merchantID'; a state
// for an order we do not have 404 'Order not found' (GrabFood retries it, harmless).
import type { FastifyInstance } from "fastify";
import { type PlatformConnection, receiveGrabOrder, recordGrabOrderState } from "../../../domain/orders/application/receiveGrabOrder";
import { GrabOrderStatePush, GrabSubmittedOrder } from "../../../domain/orders/grabfood/grabOrder";
import { grabOrderSchema, type OrderWebhookSchema } from "../../delivery/grabfood/grabOrderSchema";
import { decodeBody } from "../decodeBody";
import { refuseOrderBody } from "./orderWebhookBody";
import { requirePartnerToken } from "./partnerWebhookToken";

const checked = async (schema: OrderWebhookSchema, body: unknown): Promise<void> => {
  const problems = (await grabOrderSchema())(schema, body);
  if (problems.length > 0) refuseOrderBody(problems.map((message) => ({ path: [], message })));
};

export const grabOrderWebhookRoutes = async (app: FastifyInstance, { token, connection = "production" }: { readonly token: string | null; readonly connection?: PlatformConnection }): Promise<void> => {
  const { engine } = app.identity;

  app.post("/delivery/grabfood/webhook/order", async (request, reply) => {
    requirePartnerToken(request, token);
    await checked("SubmitOrderRequest", request.body);
    const order = decodeBody(GrabSubmittedOrder, request.body);
    const receipt = await receiveGrabOrder(engine, order, request.id, connection);
    if (receipt.created) await app.liveAlerts.newOrder({ restaurantId: receipt.restaurantId, orderId: receipt.orderId, orderType: "DELIVERY" });
    return reply.code(204).send();
  });

  app.post("/delivery/grabfood/webhook/order-state", async (request, reply) => {
    requirePartnerToken(request, token);
    await checked("OrderStateRequest", request.body);
    await recordGrabOrderState(engine, decodeBody(GrabOrderStatePush, request.body));
    return reply.code(204).send();
  });
};
