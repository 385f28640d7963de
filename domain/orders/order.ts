// The order aggregate, stream `order-{orderId}` (issue 17 "incoming orders", spec 1 §3): one
// order a customer placed through a delivery platform (GrabFood, foodpanda, ShopeeFood; online orders later), its
// status (orderStatus.ts), its delivery status (deliveryStatus.ts), the restaurant's answer and
// whether the platform got that answer.
// Why its own context (domain/orders/, not domain/delivery/): the admin's Orders page lists the
// orders of every source (issue 18: "from the delivery issue's incoming orders and online
// orders"); the delivery context only maps a platform's payload onto it (grabfood/grabOrder.ts).
// Decisions where the spec is silent:
// - Our order id is `{platform}-{platform order id}`, so a platform's retried webhook lands on the
//   same stream and receiving it again appends nothing (exactly once, answered the same).
// - An order the platform accepted by itself (GrabFood orderAcceptedType AUTO) arrives already
//   answered; a MANUAL one arrives NEW and waits for the restaurant's accept or decline.
// - An answer is recorded first, then sent to the platform (application/answerOrder.ts): the
//   reply is pending until the platform took it (PlatformReplyConfirmed); a failure is retried
//   with backoff by the order reply job; a platform's refusal (4xx) ends the retries.
// - A platform state push that repeats the last one appends nothing; any other is recorded on the
//   timeline, moving the delivery status forward only (deliveryStatus.ts) and the order as the
//   platform's mapping says (platformOrderState.ts): while the restaurant has not answered or a
//   rider is being allocated, a cancellation or failure declines the order, the platform's
//   acceptance accepts it, a rider ends the allocation. A state of another platform than the
//   order's is 'Order not found' (404): that order is not the platform's.
import { Schema } from "effect";
import { IsoInstant, isoOf, message } from "../auth/fields";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { DeliveryStatus, nextDeliveryStatus } from "./deliveryStatus";
import { OrderStatus, acceptedStatus, awaitsAnswer } from "./orderStatus";
import { type PlatformOrderState, PlatformStateName, orderStatusAfterState, stateMeaning } from "./platformOrderState";
import { OrderLine, OrderTotals } from "./orderTotals";

export const ORDER_NOT_FOUND = "Order not found";
export const ORDER_ALREADY_ANSWERED = "The order was already answered";

export const OrderPlatform = Schema.Literals(["grabfood", "foodpanda", "shopeefood"]);
export type OrderPlatform = typeof OrderPlatform.Type;
export const OrderType = Schema.Literals(["DINE_IN", "PICKUP", "DELIVERY"]);
export type OrderType = typeof OrderType.Type;
export const PaymentType = Schema.Literals(["cash", "ePayment", "credit", "ePaymentSandbox"]);
export type PaymentType = typeof PaymentType.Type;
export const ReplyState = Schema.Literals(["Accepted", "Rejected"]);
export type ReplyState = typeof ReplyState.Type;

const Received = {
  orderId: Schema.String,
  platform: OrderPlatform,
  platformOrderId: Schema.String,
  shortOrderNumber: Schema.String,
  restaurantId: Schema.String,
  restaurantName: Schema.String,
  businessId: Schema.String,
  businessName: Schema.String,
  orderType: OrderType,
  paymentType: PaymentType,
  acceptance: Schema.Literals(["AUTO", "MANUAL"]),
  /** The platform finds the rider (GrabFood DeliveredByGrab). */
  riderByPlatform: Schema.Boolean,
  customerName: Schema.String,
  lines: Schema.Array(OrderLine),
  totals: OrderTotals,
  placedAt: IsoInstant,
};

export const OrderEvent = Schema.Union([
  message("OrderReceived", { ...Received, status: OrderStatus, deliveryStatus: Schema.NullOr(DeliveryStatus), receivedAt: IsoInstant }),
  message("OrderAccepted", { status: OrderStatus, at: IsoInstant }),
  message("OrderDeclined", { reason: Schema.String, deliveryStatus: Schema.NullOr(DeliveryStatus), at: IsoInstant }),
  message("PlatformReplyConfirmed", { toState: ReplyState, at: IsoInstant }),
  message("PlatformReplyFailed", { toState: ReplyState, error: Schema.String, attempts: Schema.Int, retryAt: Schema.NullOr(IsoInstant), at: IsoInstant }),
  message("PlatformStateReported", {
    state: PlatformStateName, message: Schema.String, status: OrderStatus, deliveryStatus: Schema.NullOr(DeliveryStatus), at: IsoInstant,
  }),
]);
export type OrderEvent = typeof OrderEvent.Type;
export type OrderReceived = Extract<OrderEvent, { type: "OrderReceived" }>["data"];
export type ReceivedOrder = Omit<OrderReceived, "status" | "deliveryStatus" | "receivedAt">;

export type OrderCommand =
  | { readonly type: "ReceiveOrder"; readonly data: ReceivedOrder }
  | { readonly type: "AnswerOrder"; readonly data: { readonly answer: "accept" } | { readonly answer: "decline"; readonly reason: string } }
  | { readonly type: "ConfirmReply" }
  | { readonly type: "FailReply"; readonly data: { readonly error: string; readonly retryAt: string | null } }
  | { readonly type: "RecordPlatformState"; readonly data: PlatformOrderState & { readonly message: string } };

export interface PendingReply {
  readonly toState: ReplyState;
  readonly attempts: number;
}

export interface ActiveOrder {
  readonly platform: OrderPlatform;
  readonly status: OrderStatus;
  readonly deliveryStatus: DeliveryStatus | null;
  readonly orderType: OrderType;
  readonly riderByPlatform: boolean;
  readonly reply: PendingReply | null;
  readonly lastPlatformState: PlatformStateName | null;
}

export type OrderState = { readonly kind: "none" } | { readonly kind: "order"; readonly order: ActiveOrder };

/** A delivery order starts its delivery when it arrives; other orders have none. */
const firstDeliveryStatus = (orderType: OrderType): DeliveryStatus | null => (orderType === "DELIVERY" ? "CREATING" : null);

export const evolveOrder = (state: OrderState, event: OrderEvent): OrderState => {
  if (event.type === "OrderReceived") {
    const { platform, status, deliveryStatus, orderType, riderByPlatform } = event.data;
    return { kind: "order", order: { platform, status, deliveryStatus, orderType, riderByPlatform, reply: null, lastPlatformState: null } };
  }
  if (state.kind === "none") return state;
  const { order } = state;
  switch (event.type) {
    case "OrderAccepted": return { kind: "order", order: { ...order, status: event.data.status, reply: { toState: "Accepted", attempts: 0 } } };
    case "OrderDeclined":
      return { kind: "order", order: { ...order, status: "DECLINED", deliveryStatus: event.data.deliveryStatus, reply: { toState: "Rejected", attempts: 0 } } };
    case "PlatformReplyConfirmed": return { kind: "order", order: { ...order, reply: null } };
    case "PlatformReplyFailed":
      return { kind: "order", order: { ...order, reply: event.data.retryAt === null ? null : { toState: event.data.toState, attempts: event.data.attempts } } };
    case "PlatformStateReported":
      return { kind: "order", order: { ...order, status: event.data.status, deliveryStatus: event.data.deliveryStatus, lastPlatformState: event.data.state } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const receive = (data: ReceivedOrder, at: string): Decision<OrderEvent> => {
  const status = data.acceptance === "AUTO" ? acceptedStatus(data.riderByPlatform && data.orderType === "DELIVERY") : "NEW";
  return accept({ type: "OrderReceived", data: { ...data, status, deliveryStatus: firstDeliveryStatus(data.orderType), receivedAt: at } });
};

const answer = (data: Extract<OrderCommand, { type: "AnswerOrder" }>["data"], order: ActiveOrder, at: string): Decision<OrderEvent> => {
  if (!awaitsAnswer(order.status)) return reject(ORDER_ALREADY_ANSWERED, 409);
  if (data.answer === "decline") {
    return accept({ type: "OrderDeclined", data: { reason: data.reason, deliveryStatus: order.deliveryStatus === null ? null : "REFUSED", at } });
  }
  return accept({ type: "OrderAccepted", data: { status: acceptedStatus(order.riderByPlatform && order.orderType === "DELIVERY"), at } });
};

const push = (pushed: PlatformOrderState & { readonly message: string }, order: ActiveOrder, at: string): Decision<OrderEvent> => {
  if (pushed.platform !== order.platform) return reject(ORDER_NOT_FOUND, 404);
  if (pushed.state === order.lastPlatformState) return accept();
  const meaning = stateMeaning(pushed);
  const deliveryStatus = order.deliveryStatus === null ? null : nextDeliveryStatus(order.deliveryStatus, meaning.delivery);
  const status = orderStatusAfterState(order.status, meaning.order, order.riderByPlatform && order.orderType === "DELIVERY");
  return accept({ type: "PlatformStateReported", data: { state: pushed.state, message: pushed.message, status, deliveryStatus, at } });
};

export const decideOrder = (command: OrderCommand, state: OrderState, ctx: DecideContext): Decision<OrderEvent> => {
  const at = isoOf(ctx.now);
  if (command.type === "ReceiveOrder") return state.kind === "none" ? receive(command.data, at) : accept();
  if (state.kind === "none") return reject(ORDER_NOT_FOUND, 404);
  const { order } = state;
  switch (command.type) {
    case "AnswerOrder": return answer(command.data, order, at);
    case "ConfirmReply": return order.reply === null ? accept() : accept({ type: "PlatformReplyConfirmed", data: { toState: order.reply.toState, at } });
    case "FailReply":
      return order.reply === null ? accept() : accept({
        type: "PlatformReplyFailed", data: { toState: order.reply.toState, error: command.data.error, attempts: order.reply.attempts + 1, retryAt: command.data.retryAt, at },
      });
    case "RecordPlatformState": return push(command.data, order, at);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = { initialState: { kind: "none" }, decide: decideOrder, evolve: evolveOrder };

export const ORDER_STREAM_PREFIX = "order-";
export const orderStreamId = (orderId: string): string => `${ORDER_STREAM_PREFIX}${orderId}`;
/** Our id of a platform's order: the same platform order always gets the same id. */
export const platformOrderId = (platform: OrderPlatform, id: string): string => `${platform}-${id}`;

const ORDER_EVENT_TYPES: ReadonlySet<string> = new Set(OrderEvent.members.map((member) => member.fields.type.literal));
export const isOrderEvent = (event: { readonly type: string }): event is OrderEvent => ORDER_EVENT_TYPES.has(event.type);
