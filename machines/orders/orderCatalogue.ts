// The order machine as the Machine Lab and the model-based test see it: a GrabFood order in each
// status, a mock `answer` actor answering like a healthy server, and a refusal. Sample data only.
import { fromPromise } from "xstate";
import type { OrderDetail } from "../../domain/orders/orderView";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type OrderAnswerInput, orderStatusMachine } from "./orderStatus.machine";

const order = (status: OrderDetail["status"], deliveryStatus: OrderDetail["deliveryStatus"]): OrderDetail => ({
  id: "grabfood-123-CYNKLPCVRN5", platform: "grabfood", platformOrderId: "123-CYNKLPCVRN5", shortOrderNumber: "GF-123",
  restaurantId: "64b7f0c2a1d3e4f5a6b7c8d0", restaurantName: "Kopi Bangsar", businessId: "64b7f0c2a1d3e4f5a6b7c8d1", businessName: "Kopi Kita",
  orderType: "DELIVERY", paymentType: "ePayment", acceptance: "MANUAL", customerName: "Aina", status, deliveryStatus, platformState: null,
  totals: { currency: "MYR", precision: 2, subtotal: 2400, deliveryFee: 500, discount: 0, tax: 0, total: 2900 }, reply: null,
  placedAt: "2026-11-26T04:00:00.000Z", updatedAt: "2026-11-26T04:00:00.000Z",
  lines: [{ productId: "64b7f0c2a1d3e4f5a6b7c8d2", name: "Latte", quantity: 2, unitPrice: 1200, modifiers: [], note: "" }],
  timeline: [{ at: "2026-11-26T04:00:01.000Z", event: "OrderReceived", by: "platform:grabfood", byName: null, detail: "", status: "NEW", deliveryStatus: "CREATING" }],
});

export const orderStatusEntry = catalogueEntry({
  id: "orders.orderStatus",
  title: "Order status",
  description: "A platform order: new → accepted (allocating delivery while the platform finds a rider) or declined, with its delivery underway or done beside it.",
  machine: orderStatusMachine,
  sampleInput: undefined,
  mockActors: {
    answer: fromPromise<OrderDetail, OrderAnswerInput>(async ({ input }) =>
      input.answer === "accept" ? { ...input.order, status: "ALLOCATING_DELIVERY" } : { ...input.order, status: "DECLINED", deliveryStatus: "REFUSED" }),
  },
  sampleEvents: [
    { type: "order.decline", reason: "Sold out" },
    { type: "order.open", order: order("NEW", "CREATING") },
    { type: "order.open", order: order("PENDING_PAYMENT", null) },
    { type: "order.open", order: order("ALLOCATING_DELIVERY", "NEW") },
    { type: "order.open", order: order("ACCEPTED", "COMPLETE") },
    { type: "order.open", order: order("DECLINED", "REFUSED") },
    actorDone("answer", order("ALLOCATING_DELIVERY", "CREATING")),
    actorDone("answer", order("ACCEPTED", null)),
    actorDone("answer", order("DECLINED", "REFUSED")),
    actorFailed("answer", "The order was already answered"),
  ],
});
