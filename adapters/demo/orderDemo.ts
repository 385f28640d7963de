// Demo data of incoming orders (issue 17) on the demo's first restaurant, which the delivery demo
// connected to GrabFood: five GrabFood orders of today, each received through the same
// application function as the submit-order webhook, then moved as GrabFood and the restaurant
// would have moved them (no partner runs while the demo is seeded, so answers are recorded as
// delivered to GrabFood): one NEW waiting for an answer, one accepted and allocating a rider, one
// delivered (its rider's steps on the timeline), one declined (sold out) and one pickup
// accepted by GrabFood; and a sixth, cashless and delivered, that came in through the local fake
// GrabFood (the sandbox connection `npm start` uses), so the Payments page shows it as
// ePayment (sandbox) beside the others' ePayment and cash. The owner answers them, so the
// timeline names a person. One foodpanda order (the restaurant is connected to foodpanda too),
// auto-accepted, whose rider foodpanda assigned and who picked it up: its states recorded
// through the same application function as foodpanda's order-state webhook, so its timeline shows
// foodpanda's updates and it is in delivery.
import { Schema } from "effect";
import { billProductNames } from "../../domain/menu/application/businessMenuProducts";
import type { Engine, RunOptions } from "../../domain/engine/commandRunner";
import {
  GRABFOOD_ACTOR, type PlatformConnection, receiveFoodpandaOrder, receiveGrabOrder, recordFoodpandaOrderState,
} from "../../domain/orders/application/receiveGrabOrder";
import { FoodpandaOrder } from "../../domain/orders/foodpanda/foodpandaOrder";
import { GrabSubmittedOrder } from "../../domain/orders/grabfood/grabOrder";
import type { FoodpandaOrderState, GrabOrderState } from "../../domain/orders/platformOrderState";
import { type OrderCommand, orderDecider, orderStreamId } from "../../domain/orders/order";
import { isoOf } from "../../domain/auth/fields";
import { foodpandaOrderPayload } from "../delivery/foodpanda/fake/foodpandaOrders";
import { type GrabOrderInput, grabSubmittedOrder } from "../delivery/grabfood/fake/grabfoodOrderSide";
import { DEMO_FOODPANDA_VENDOR, DEMO_GRAB_MERCHANT } from "./deliveryDemo";
import type { AreaSeeder } from "./seedDemoData";

type Step = { readonly by: "owner" | "grabfood"; readonly command: OrderCommand };

const accept: Step = { by: "owner", command: { type: "AnswerOrder", data: { answer: "accept" } } };
const delivered: Step = { by: "grabfood", command: { type: "ConfirmReply" } };
const push = (state: GrabOrderState, message = ""): Step => ({ by: "grabfood", command: { type: "RecordPlatformState", data: { platform: "grabfood", state, message } } });

const DEMO_FOODPANDA_ORDER = { orderId: "fp-DEMOKOPI0301", minutesAgo: 35, customerName: "Daniel" } as const;
const DEMO_FOODPANDA_STATES: ReadonlyArray<FoodpandaOrderState> = ["RIDER_ASSIGNED", "PICKED_UP"];

const DEMO_ORDERS: ReadonlyArray<{
  readonly minutesAgo: number;
  readonly order: Omit<GrabOrderInput, "merchantID" | "items" | "orderTime">;
  readonly picks: ReadonlyArray<number>;
  readonly steps: ReadonlyArray<Step>;
  readonly connection?: PlatformConnection;
}> = [
  { minutesAgo: 5, order: { orderID: "201-DEMOKOPI01", shortOrderNumber: "GF-201", eaterName: "Aina" }, picks: [0, 1], steps: [] },
  { minutesAgo: 25, order: { orderID: "202-DEMOKOPI02", shortOrderNumber: "GF-202", eaterName: "Ravi" }, picks: [1], steps: [accept, delivered, push("ACCEPTED")] },
  {
    minutesAgo: 90, order: { orderID: "203-DEMOKOPI03", shortOrderNumber: "GF-203", eaterName: "Mei Ling", acceptance: "AUTO", basketPromo: 500 }, picks: [0, 2],
    steps: [push("DRIVER_ALLOCATED"), push("DRIVER_ARRIVED"), push("COLLECTED"), push("DELIVERED")],
  },
  {
    minutesAgo: 140, order: { orderID: "204-DEMOKOPI04", shortOrderNumber: "GF-204", eaterName: "Farid" }, picks: [2],
    steps: [{ by: "owner", command: { type: "AnswerOrder", data: { answer: "decline", reason: "Sold out" } } }, delivered],
  },
  { minutesAgo: 200, order: { orderID: "205-DEMOKOPI05", shortOrderNumber: "GF-205", eaterName: "Siti", acceptance: "AUTO", orderType: "TakeAway", paymentType: "CASH" }, picks: [0], steps: [push("DELIVERED")] },
  {
    minutesAgo: 260, order: { orderID: "206-DEMOKOPI06", shortOrderNumber: "GF-206", eaterName: "Hana", acceptance: "AUTO" }, picks: [1],
    steps: [push("DRIVER_ALLOCATED"), push("COLLECTED"), push("DELIVERED")], connection: "sandbox",
  },
];

const run = (engine: Engine, orderId: string, step: Step, owner: RunOptions) =>
  engine.runner.run(orderDecider, orderStreamId(orderId), step.command, step.by === "owner" ? owner : { actor: GRABFOOD_ACTOR });

export const orderDemo: AreaSeeder = {
  area: "orders",
  seed: async (tools, facts) => {
    const restaurantId = facts.grabfoodRestaurantId;
    if (typeof restaurantId !== "string") return;
    const products = [...(await billProductNames(tools.engine, facts.businessId, restaurantId)).keys()];
    if (products.length === 0) return;
    const now = tools.engine.context().now;
    const orderIds: string[] = [];
    for (const { minutesAgo, order, picks, steps, connection } of DEMO_ORDERS) {
      const items = picks.map((pick, i) => ({ id: products[pick % products.length]!, quantity: i + 1, price: 1250 + 200 * pick }));
      const submitted = grabSubmittedOrder({ ...order, merchantID: DEMO_GRAB_MERCHANT, items, orderTime: isoOf(now.subtract({ minutes: minutesAgo })) });
      const { orderId } = await receiveGrabOrder(tools.engine, Schema.decodeUnknownSync(GrabSubmittedOrder)(submitted), undefined, connection);
      for (const step of steps) await run(tools.engine, orderId, step, { actor: facts.owner.userId });
      orderIds.push(orderId);
    }
    const { orderId: pandaOrderId, minutesAgo, customerName } = DEMO_FOODPANDA_ORDER;
    const pandaOrder = foodpandaOrderPayload({
      orderId: pandaOrderId, vendorCode: DEMO_FOODPANDA_VENDOR, autoAccepted: true, customerName,
      items: [{ productId: products[0]!, quantity: 2, unitPrice: 1350 }], placedAt: isoOf(now.subtract({ minutes: minutesAgo })),
    });
    await receiveFoodpandaOrder(tools.engine, Schema.decodeUnknownSync(FoodpandaOrder)(pandaOrder));
    for (const status of DEMO_FOODPANDA_STATES) await recordFoodpandaOrderState(tools.engine, { orderId: pandaOrderId, vendorCode: DEMO_FOODPANDA_VENDOR, status });
    return { grabOrderIds: orderIds };
  },
};
