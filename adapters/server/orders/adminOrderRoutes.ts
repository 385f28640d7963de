// The provider admin's Orders (issue 18, spec 1 §6 'Orders': admin or staff;
// domain/auth/providerAreas.ts "orders"), under /api/v2; anyone else signed in is 403, a caller
// without a token 401:
//   GET  /admin/orders ?status&deliveryStatus&platform&restaurantId&businessId&from&to&country&search&skip&limit
//                                              → paged orders of every business, newest placed first
//   GET  /admin/orders/{orderId}               → the order with its timeline
//   POST /admin/orders/{orderId}/accept  {}    → the order (answered on the restaurant's behalf)
//   POST /admin/orders/{orderId}/decline {reason} → the order
// Dates of `from`/`to` are read in the time zone of `country` (the operator's selected country,
// default MY). Decision where the spec is silent: admin and staff may answer an order for the
// restaurant (an operator on the phone with a restaurant whose tablet is down); the answer
// records them as its author on the timeline.
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { DomainError } from "../../../domain/engine/decider";
import { answerOrder } from "../../../domain/orders/application/answerOrder";
import { listOrders, orderDetail } from "../../../domain/orders/application/listOrders";
import { ORDER_NOT_FOUND } from "../../../domain/orders/order";
import type { OrderPartners } from "../../../domain/orders/orderPartner";
import { OrderDetail, OrderPage } from "../../../domain/orders/orderView";
import { DEFAULT_COUNTRY_CODE, getCountryConfig, isCountryCode } from "../../../domain/shared/country";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { DeclineInput } from "./orderAnswerInput";
import { orderQueryOf } from "./orderQuery";

type ByOrder = { Params: { orderId: string } };

const zoneOf = (country: string | undefined): string => getCountryConfig(country !== undefined && isCountryCode(country) ? country : DEFAULT_COUNTRY_CODE).timeZone;

export const adminOrderRoutes = async (app: FastifyInstance, { partners }: { readonly partners: OrderPartners }): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  const operator = async (request: FastifyRequest) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "orders"));
    return caller;
  };
  const detail = async (orderId: string) => {
    const order = await orderDetail(readModels, orderId);
    if (order === null) throw new DomainError(ORDER_NOT_FOUND, 404);
    return success(Schema.encodeSync(OrderDetail)(order));
  };

  app.get("/admin/orders", async (request) => {
    await operator(request);
    const page = await listOrders(readModels, orderQueryOf(request.query, zoneOf, engine.context().now));
    return success(Schema.encodeSync(OrderPage)(page));
  });

  app.get<ByOrder>("/admin/orders/:orderId", async (request) => {
    await operator(request);
    return detail(request.params.orderId);
  });

  app.post<ByOrder>("/admin/orders/:orderId/accept", async (request) => {
    const caller = await operator(request);
    await detail(request.params.orderId);
    await answerOrder(engine, partners, request.params.orderId, { answer: "accept" }, caller.options("accept-order"));
    return detail(request.params.orderId);
  });

  app.post<ByOrder>("/admin/orders/:orderId/decline", async (request) => {
    const caller = await operator(request);
    await detail(request.params.orderId);
    const { reason } = decodeBody(DeclineInput, request.body);
    await answerOrder(engine, partners, request.params.orderId, { answer: "decline", reason }, caller.options("decline-order"));
    return detail(request.params.orderId);
  });
};
