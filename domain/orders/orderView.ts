// Owns: an order as the API answers it (issues 17, 18): the response Schemas the server encodes
// and the UI's clients decode strictly: a list row, the detail with its lines, totals and
// timeline (each event with when and who; `byName` is the user's name when a person did it,
// else null: the platform or a job), and a page of rows.
import { Schema } from "effect";
import { DeliveryStatus } from "./deliveryStatus";
import { OrderEvent, OrderPlatform, OrderType, PaymentType, ReplyState } from "./order";
import { OrderStatus } from "./orderStatus";
import { PlatformStateName } from "./platformOrderState";
import { OrderLine, OrderTotals } from "./orderTotals";

export const ReplyView = Schema.Struct({
  toState: ReplyState,
  /** pending: not sent yet; sent: the platform took it; failed: retried at the next due time; refused: the platform refused it. */
  state: Schema.Literals(["pending", "sent", "failed", "refused"]),
  attempts: Schema.Int,
  lastError: Schema.NullOr(Schema.String),
});

export const OrderSummary = Schema.Struct({
  id: Schema.String,
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
  customerName: Schema.String,
  status: OrderStatus,
  deliveryStatus: Schema.NullOr(DeliveryStatus),
  platformState: Schema.NullOr(PlatformStateName),
  totals: OrderTotals,
  reply: Schema.NullOr(ReplyView),
  placedAt: Schema.String,
  updatedAt: Schema.String,
});
export type OrderSummary = typeof OrderSummary.Type;

const EventType = Schema.Literals(OrderEvent.members.map((member) => member.fields.type.literal));

export const TimelineEntry = Schema.Struct({
  at: Schema.String,
  event: EventType,
  by: Schema.NullOr(Schema.String),
  byName: Schema.NullOr(Schema.String),
  detail: Schema.String,
  status: OrderStatus,
  deliveryStatus: Schema.NullOr(DeliveryStatus),
});
export type TimelineEntry = typeof TimelineEntry.Type;

export const OrderDetail = Schema.Struct({ ...OrderSummary.fields, lines: Schema.Array(OrderLine), timeline: Schema.Array(TimelineEntry) });
export type OrderDetail = typeof OrderDetail.Type;

export const OrderPage = Schema.Struct({ resources: Schema.Array(OrderSummary), pagination: Schema.Struct({ totalResources: Schema.Number }) });
export type OrderPage = typeof OrderPage.Type;
