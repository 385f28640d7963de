// Owns: the order status rule (spec 1 §3 "Order status: NEW, ACCEPTED, DECLINED, PENDING_PAYMENT,
// ALLOCATING_DELIVERY"), one pure transition function that the order decider (order.ts), the
// screen's machine (machines/orders/orderStatus.machine.ts) and the property tests share.
// Decisions where the spec is silent (its transitions are not shown):
// - PENDING_PAYMENT (an online order not paid yet) becomes NEW once paid, or DECLINED.
// - NEW is what the restaurant must answer: it accepts or declines. An accepted order whose rider
//   the platform still has to find is ALLOCATING_DELIVERY until the platform reports a rider,
//   then ACCEPTED; one that needs no platform rider is ACCEPTED at once.
// - A platform may still give up on an order while allocating a rider: ALLOCATING_DELIVERY may
//   become DECLINED. ACCEPTED and DECLINED are final; what happens to the delivery afterwards is
//   the delivery status (deliveryStatus.ts).
import { Schema } from "effect";

export const OrderStatus = Schema.Literals(["PENDING_PAYMENT", "NEW", "ALLOCATING_DELIVERY", "ACCEPTED", "DECLINED"]);
export type OrderStatus = typeof OrderStatus.Type;
export const ORDER_STATUSES: ReadonlyArray<OrderStatus> = OrderStatus.literals;

const NEXT: Readonly<Record<OrderStatus, ReadonlyArray<OrderStatus>>> = {
  PENDING_PAYMENT: ["NEW", "DECLINED"],
  NEW: ["ALLOCATING_DELIVERY", "ACCEPTED", "DECLINED"],
  ALLOCATING_DELIVERY: ["ACCEPTED", "DECLINED"],
  ACCEPTED: [],
  DECLINED: [],
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: "Pending payment",
  NEW: "New",
  ALLOCATING_DELIVERY: "Allocating delivery",
  ACCEPTED: "Accepted",
  DECLINED: "Declined",
};

export const nextOrderStatuses = (from: OrderStatus): ReadonlyArray<OrderStatus> => NEXT[from];

export const isFinalOrderStatus = (status: OrderStatus): boolean => NEXT[status].length === 0;

/** The transition: null when `from` may move to `to`, else why not. */
export const orderTransitionProblem = (from: OrderStatus, to: OrderStatus): string | null =>
  NEXT[from].includes(to) ? null : `A ${ORDER_STATUS_LABELS[from].toLowerCase()} order cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}`;

/** Whether the restaurant may still answer the order (accept or decline it). */
export const awaitsAnswer = (status: OrderStatus): boolean => status === "NEW";

/** The status an accepted order takes: allocating delivery while the platform finds its rider. */
export const acceptedStatus = (needsPlatformRider: boolean): OrderStatus => (needsPlatformRider ? "ALLOCATING_DELIVERY" : "ACCEPTED");
