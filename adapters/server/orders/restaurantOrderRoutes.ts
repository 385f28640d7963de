// A restaurant's own orders (issue 17 "incoming orders"), under /api/v2, for users with rights on
// the restaurant like its other resources (access.ts): reading needs `read Restaurant` in its
// business, answering an order `update Restaurant` (as changing the restaurant's delivery
// settings does). A restaurant the caller may not read is 404 'Invalid restaurant'; an order of
// another restaurant is 404 'Order not found', so other tenants' ids are not confirmed.
//   GET  /restaurants/{restaurantId}/orders ?status&deliveryStatus&platform&from&to&search&skip&limit
//   GET  /restaurants/{restaurantId}/orders/{orderId}
//   POST /restaurants/{restaurantId}/orders/{orderId}/accept  {}
//   POST /restaurants/{restaurantId}/orders/{orderId}/decline {reason}
// Dates of `from`/`to` are read in the business's time zone.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { answerOrder } from "../../../domain/orders/application/answerOrder";
import { listOrders, orderDetail } from "../../../domain/orders/application/listOrders";
import { ORDER_NOT_FOUND } from "../../../domain/orders/order";
import type { OrderPartners } from "../../../domain/orders/orderPartner";
import { OrderDetail, OrderPage } from "../../../domain/orders/orderView";
import { restaurantFor } from "../business/access";
import { type Caller, callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { businessTimeZone } from "../loyalty/businessTimeZone";
import { DeclineInput } from "./orderAnswerInput";
import { orderQueryOf } from "./orderQuery";

type ByRestaurant = { Params: { restaurantId: string } };
type ByOrder = { Params: { restaurantId: string; orderId: string } };

export const restaurantOrderRoutes = async (app: FastifyInstance, { partners }: { readonly partners: OrderPartners }): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  /** The order of the restaurant the caller may act on with `action`, else 404. */
  const orderOf = async (caller: Caller, params: ByOrder["Params"], action: "read" | "update") => {
    await restaurantFor(caller, params.restaurantId, action);
    const order = await orderDetail(readModels, params.orderId);
    if (order === null || order.restaurantId !== params.restaurantId) throw new DomainError(ORDER_NOT_FOUND, 404);
    return order;
  };
  const answerOf = async (params: ByOrder["Params"]) => success(Schema.encodeSync(OrderDetail)((await orderDetail(readModels, params.orderId))!));

  app.get<ByRestaurant>("/restaurants/:restaurantId/orders", async (request) => {
    const caller = await callerOf(request, engine);
    const restaurant = await restaurantFor(caller, request.params.restaurantId, "read");
    const zone = await businessTimeZone(readModels, String(restaurant.businessId));
    const page = await listOrders(readModels, orderQueryOf(request.query, () => zone, engine.context().now, { restaurantId: request.params.restaurantId }));
    return success(Schema.encodeSync(OrderPage)(page));
  });

  app.get<ByOrder>("/restaurants/:restaurantId/orders/:orderId", async (request) => {
    const order = await orderOf(await callerOf(request, engine), request.params, "read");
    return success(Schema.encodeSync(OrderDetail)(order));
  });

  app.post<ByOrder>("/restaurants/:restaurantId/orders/:orderId/accept", async (request) => {
    const caller = await callerOf(request, engine);
    await orderOf(caller, request.params, "update");
    await answerOrder(engine, partners, request.params.orderId, { answer: "accept" }, caller.options("accept-order"));
    return answerOf(request.params);
  });

  app.post<ByOrder>("/restaurants/:restaurantId/orders/:orderId/decline", async (request) => {
    const caller = await callerOf(request, engine);
    await orderOf(caller, request.params, "update");
    const { reason } = decodeBody(DeclineInput, request.body);
    await answerOrder(engine, partners, request.params.orderId, { answer: "decline", reason }, caller.options("decline-order"));
    return answerOf(request.params);
  });
};
