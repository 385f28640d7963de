import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/support/decideContext";
import { fold } from "../engine/decider";
import { ORDER_ALREADY_ANSWERED, ORDER_NOT_FOUND, type OrderCommand, type OrderEvent, type ReceivedOrder, orderDecider } from "./order";

const at = "2026-11-25T10:00:00.000Z";
const placed: ReceivedOrder = {
  orderId: "grabfood-123-ABC", platform: "grabfood", platformOrderId: "123-ABC", shortOrderNumber: "GF-101",
  restaurantId: "r1", restaurantName: "Kopi Bangsar", businessId: "b1", businessName: "Kopi Kita",
  orderType: "DELIVERY", paymentType: "ePayment", acceptance: "MANUAL", riderByPlatform: true, customerName: "Aina",
  lines: [{ productId: "p1", name: "Kopi O", quantity: 2, unitPrice: 450, modifiers: [], note: "" }],
  totals: { currency: "MYR", precision: 2, subtotal: 900, deliveryFee: 300, discount: 0, tax: 0, total: 1200 },
  placedAt: "2026-11-25T09:59:00.000Z",
};
const received: OrderEvent = { type: "OrderReceived", data: { ...placed, status: "NEW", deliveryStatus: "CREATING", receivedAt: at } };

const given = (events: ReadonlyArray<OrderEvent>) => ({
  when: (command: OrderCommand) => orderDecider.decide(command, fold(orderDecider, events), testContext()),
});
const eventsOf = (decision: ReturnType<ReturnType<typeof given>["when"]>) => Result.getOrThrow(decision);
const errorOf = (decision: ReturnType<ReturnType<typeof given>["when"]>) => (Result.isFailure(decision) ? decision.failure : null);

describe("order decider", () => {
  it("receives a manual order as NEW once: the same order again appends nothing", () => {
    expect(eventsOf(given([]).when({ type: "ReceiveOrder", data: placed }))).toEqual([received]);
    expect(eventsOf(given([received]).when({ type: "ReceiveOrder", data: placed }))).toEqual([]);
  });

  it("receives an order the platform accepted by itself as allocating its rider, and a pickup as accepted", () => {
    const [auto] = eventsOf(given([]).when({ type: "ReceiveOrder", data: { ...placed, acceptance: "AUTO" } }));
    expect(auto).toMatchObject({ data: { status: "ALLOCATING_DELIVERY", deliveryStatus: "CREATING" } });
    const [pickup] = eventsOf(given([]).when({ type: "ReceiveOrder", data: { ...placed, acceptance: "AUTO", orderType: "PICKUP" } }));
    expect(pickup).toMatchObject({ data: { status: "ACCEPTED", deliveryStatus: null } });
  });

  it("accepts a new order once, with its reply pending, then confirms the reply once", () => {
    const accepted: OrderEvent = { type: "OrderAccepted", data: { status: "ALLOCATING_DELIVERY", at } };
    expect(eventsOf(given([received]).when({ type: "AnswerOrder", data: { answer: "accept" } }))).toEqual([accepted]);
    expect(errorOf(given([received, accepted]).when({ type: "AnswerOrder", data: { answer: "decline", reason: "Closed" } }))).toMatchObject({ message: ORDER_ALREADY_ANSWERED, status: 409 });
    const confirmed: OrderEvent = { type: "PlatformReplyConfirmed", data: { toState: "Accepted", at } };
    expect(eventsOf(given([received, accepted]).when({ type: "ConfirmReply" }))).toEqual([confirmed]);
    expect(eventsOf(given([received, accepted, confirmed]).when({ type: "ConfirmReply" }))).toEqual([]);
  });

  it("declines a new order, refusing its delivery, and counts failed replies until the platform refuses", () => {
    const declined: OrderEvent = { type: "OrderDeclined", data: { reason: "Sold out", deliveryStatus: "REFUSED", at } };
    expect(eventsOf(given([received]).when({ type: "AnswerOrder", data: { answer: "decline", reason: "Sold out" } }))).toEqual([declined]);
    const failed: OrderEvent = { type: "PlatformReplyFailed", data: { toState: "Rejected", error: "down", attempts: 1, retryAt: at, at } };
    expect(eventsOf(given([received, declined]).when({ type: "FailReply", data: { error: "down", retryAt: at } }))).toEqual([failed]);
    const [second] = eventsOf(given([received, declined, failed]).when({ type: "FailReply", data: { error: "refused", retryAt: null } }));
    expect(second).toMatchObject({ data: { attempts: 2, retryAt: null } });
    expect(eventsOf(given([received, declined, failed, second!]).when({ type: "ConfirmReply" }))).toEqual([]);
  });

  it("moves the delivery forward on platform pushes, ignores a repeat and ends the allocation when a rider is found", () => {
    const accepted: OrderEvent = { type: "OrderAccepted", data: { status: "ALLOCATING_DELIVERY", at } };
    const [allocated] = eventsOf(given([received, accepted]).when({ type: "RecordPlatformState", data: { platform: "grabfood", state: "DRIVER_ALLOCATED", message: "" } }));
    expect(allocated).toMatchObject({ data: { status: "ACCEPTED", deliveryStatus: "PICKING_UP" } });
    expect(eventsOf(given([received, accepted, allocated!]).when({ type: "RecordPlatformState", data: { platform: "grabfood", state: "DRIVER_ALLOCATED", message: "" } }))).toEqual([]);
    const [late] = eventsOf(given([received, accepted, allocated!]).when({ type: "RecordPlatformState", data: { platform: "grabfood", state: "ACCEPTED", message: "" } }));
    expect(late).toMatchObject({ data: { status: "ACCEPTED", deliveryStatus: "PICKING_UP" } });
  });

  it("declines a new order the platform cancelled, and refuses commands on a missing order", () => {
    const [cancelled] = eventsOf(given([received]).when({ type: "RecordPlatformState", data: { platform: "grabfood", state: "CANCELLED", message: "Eater cancelled" } }));
    expect(cancelled).toMatchObject({ data: { status: "DECLINED", deliveryStatus: "CANCELED", message: "Eater cancelled" } });
    expect(errorOf(given([]).when({ type: "AnswerOrder", data: { answer: "accept" } }))).toMatchObject({ message: ORDER_NOT_FOUND, status: 404 });
  });

  it("moves a foodpanda or ShopeeFood order by its own platform's states, once, and refuses another platform's", () => {
    const panda: OrderEvent = { type: "OrderReceived", data: { ...placed, orderId: "foodpanda-fp-1", platform: "foodpanda", platformOrderId: "fp-1", status: "ALLOCATING_DELIVERY", deliveryStatus: "CREATING", receivedAt: at } };
    const pickedUp = { type: "RecordPlatformState", data: { platform: "foodpanda", state: "PICKED_UP", message: "" } } as const;
    const [moved] = eventsOf(given([panda]).when(pickedUp));
    expect(moved).toEqual({ type: "PlatformStateReported", data: { state: "PICKED_UP", message: "", status: "ACCEPTED", deliveryStatus: "IN_DELIVERY", at } });
    expect(eventsOf(given([panda, moved!]).when(pickedUp))).toEqual([]);
    expect(errorOf(given([panda]).when({ type: "RecordPlatformState", data: { platform: "grabfood", state: "COLLECTED", message: "" } }))).toMatchObject({ message: ORDER_NOT_FOUND, status: 404 });
    const shopee: OrderEvent = { type: "OrderReceived", data: { ...placed, orderId: "shopeefood-9", platform: "shopeefood", platformOrderId: "9", receivedAt: at, status: "NEW", deliveryStatus: "CREATING" } };
    const [cancelled] = eventsOf(given([shopee]).when({ type: "RecordPlatformState", data: { platform: "shopeefood", state: "CANCELLED", message: "Buyer cancelled" } }));
    expect(cancelled).toMatchObject({ data: { state: "CANCELLED", status: "DECLINED", deliveryStatus: "CANCELED", message: "Buyer cancelled" } });
  });
});
