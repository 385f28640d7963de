// Owns: an order on screen (issues 17, 18), over the pure rules of domain/orders/orderStatus.ts
// and deliveryStatus.ts, in two parallel regions:
// - `answer`: the order status. `order.accept` and `order.decline` (with a reason) call the
//   injected `answer` actor, whose result is the order as the server now holds it; the machine
//   settles in its status. A refusal keeps the order where it was with the server's message in
//   `error`. `order.open` takes in the order shown (on open, after a reload).
// - `delivery`: none (not a delivery order), underway (CREATING … IN_RETURN) or done (a final
//   delivery status), following each order the machine takes in (an answer's result is raised
//   as `order.open`, so both regions take it in).
// Buttons are enabled by `snapshot.can(event)`: only a NEW order may be answered.
import { assign, raise, setup, stateIn } from "xstate";
import { isFinalDeliveryStatus } from "../../domain/orders/deliveryStatus";
import { awaitsAnswer } from "../../domain/orders/orderStatus";
import type { OrderDetail } from "../../domain/orders/orderView";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type OrderAnswerInput = { readonly order: OrderDetail; readonly answer: "accept" } | { readonly order: OrderDetail; readonly answer: "decline"; readonly reason: string };
export type OrderMachineContext = {
  readonly order: OrderDetail | null;
  readonly reason: string | null;
  readonly error: string | null;
};
export type OrderMachineEvent =
  | { readonly type: "order.open"; readonly order: OrderDetail }
  | { readonly type: "order.accept" }
  | { readonly type: "order.decline"; readonly reason: string };

type AnyEvent = OrderMachineEvent | { readonly type: string; readonly output?: unknown };
const orderOf = (event: AnyEvent): OrderDetail | null =>
  "order" in event ? event.order : "output" in event && event.output !== undefined ? (event.output as OrderDetail) : null;
const brings = (test: (order: OrderDetail) => boolean) => ({ event }: { readonly event: AnyEvent }) => {
  const order = orderOf(event);
  return order !== null && test(order);
};

const settle = () => [
  { guard: "bringsPendingPayment", target: "pendingPayment", actions: "takeIn" },
  { guard: "bringsAllocating", target: "allocatingDelivery", actions: "takeIn" },
  { guard: "bringsAccepted", target: "accepted", actions: "takeIn" },
  { guard: "bringsDeclined", target: "declined", actions: "takeIn" },
  { target: "new", actions: "takeIn" },
] as const;
/** While an answer is under way, a reopened order waits for the answer's result (both regions agree). */
const follow = () => [
  { guard: stateIn({ answer: "answering" }) },
  { guard: "bringsNoDelivery", target: ".none" },
  { guard: "bringsFinishedDelivery", target: ".done" },
  { target: ".underway" },
] as const;

export const orderStatusMachine = setup({
  types: { context: {} as OrderMachineContext, events: {} as OrderMachineEvent },
  actors: { answer: unprovidedActor<OrderDetail, OrderAnswerInput>("answer") },
  guards: {
    bringsPendingPayment: brings((order) => order.status === "PENDING_PAYMENT"),
    bringsAllocating: brings((order) => order.status === "ALLOCATING_DELIVERY"),
    bringsAccepted: brings((order) => order.status === "ACCEPTED"),
    bringsDeclined: brings((order) => order.status === "DECLINED"),
    bringsNoDelivery: brings((order) => order.deliveryStatus === null),
    bringsFinishedDelivery: brings((order) => order.deliveryStatus !== null && isFinalDeliveryStatus(order.deliveryStatus)),
    canAnswer: ({ context }) => context.order !== null && awaitsAnswer(context.order.status),
  },
  actions: {
    takeIn: assign(({ context, event }) => ({ order: orderOf(event) ?? context.order })),
    reportRefusal: assign(({ event }) => ({ error: "error" in event ? messageOf(event.error) : null })),
    /** The order changed on the server: the view reloads the list. */
    notifyChanged: () => undefined,
    /** Hands the server's answer to both regions, as if the order had been opened anew. */
    reopen: raise(({ event }) => ({ type: "order.open" as const, order: orderOf(event)! })),
  },
}).createMachine({
  id: "orderStatus",
  type: "parallel",
  context: { order: null, reason: null, error: null },
  states: {
    answer: {
      initial: "opening",
      states: {
        opening: { on: { "order.open": settle() } },
        pendingPayment: { on: { "order.open": settle() } },
        new: {
          on: {
            "order.open": settle(),
            "order.accept": { guard: "canAnswer", target: "answering", actions: assign({ reason: null, error: null }) },
            "order.decline": { guard: "canAnswer", target: "answering", actions: assign({ reason: ({ event }) => event.reason, error: null }) },
          },
        },
        answering: {
          invoke: {
            id: "answer",
            src: "answer",
            input: ({ context }): OrderAnswerInput =>
              context.reason === null ? { order: context.order!, answer: "accept" } : { order: context.order!, answer: "decline", reason: context.reason },
            onDone: [
              { guard: "bringsAllocating", target: "allocatingDelivery", actions: ["takeIn", "notifyChanged", "reopen"] },
              { guard: "bringsDeclined", target: "declined", actions: ["takeIn", "notifyChanged", "reopen"] },
              { target: "accepted", actions: ["takeIn", "notifyChanged", "reopen"] },
            ],
            onError: { target: "new", actions: "reportRefusal" },
          },
        },
        allocatingDelivery: { on: { "order.open": settle() } },
        accepted: { on: { "order.open": settle() } },
        declined: { on: { "order.open": settle() } },
      },
    },
    delivery: {
      initial: "none",
      on: { "order.open": follow() },
      states: { none: {}, underway: {}, done: {} },
    },
  },
});
