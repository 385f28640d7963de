// Receiving the platforms' order webhooks (issue 17 "incoming orders"): a submitted order (GrabFood's,
// foodpanda's, ShopeeFood's) becomes our order on the restaurant connected to its store id, exactly once (order.ts: a retried webhook
// appends nothing and answers the same order id); a state the platform pushes for its order
// (GrabFood's, foodpanda's, ShopeeFood's) moves the order and its delivery as that platform's
// mapping says (platformOrderState.ts), a repeated one changing nothing.
// An order that comes from a sandbox connection (the local fake of the platform, which this server
// uses when it has no partner base URL) moved no real money: its cashless payment is recorded as
// `ePaymentSandbox` (spec 1 §3's payment types), cash stays cash.
// Decisions where the spec is silent: an unknown store is 'Invalid {store field}' (404, 'Invalid merchantID'); a state
// pushed for an order we do not have, or for another store's order (another restaurant's), is
// 'Order not found' (404), so a platform learns nothing about orders not its store's.
import { Temporal } from "temporal-polyfill";
import { isoOf } from "../../auth/fields";
import { BUSINESSES_TABLE } from "../../business/businesses.projection";
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import { restaurantOfStore } from "../../delivery/application/connectedStore";
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { billProductNames } from "../../menu/application/businessMenuProducts";
import { type FoodpandaOrder, type FoodpandaOrderStatusPush, receivedFromFoodpanda } from "../foodpanda/foodpandaOrder";
import { type ShopeeOrder, type ShopeeOrderStatePush, receivedFromShopee } from "../shopeefood/shopeeOrder";
import { type GrabOrderStatePush, type GrabSubmittedOrder, type OrderRestaurant, receivedFromGrab } from "../grabfood/grabOrder";
import { ORDER_NOT_FOUND, type OrderPlatform, type ReceivedOrder, orderDecider, orderStreamId, platformOrderId } from "../order";

/** Where a platform's order came from: the production platform, or a sandbox of it (the local fake). */
export type PlatformConnection = "production" | "sandbox";

/** The order as paid on `connection`: a sandbox's cashless payment is `ePaymentSandbox`. */
export const paidOn = (received: ReceivedOrder, connection: PlatformConnection): ReceivedOrder =>
  connection === "sandbox" && received.paymentType === "ePayment" ? { ...received, paymentType: "ePaymentSandbox" } : received;
import { ORDERS_TABLE } from "../orders.projection";
import type { PlatformOrderState } from "../platformOrderState";

/** Who records what a platform sent: `platform:{platform}`. */
export const platformActor = (platform: OrderPlatform): string => `platform:${platform}`;
export const GRABFOOD_ACTOR = platformActor("grabfood");

export interface Receipt {
  readonly orderId: string;
  readonly restaurantId: string;
  /** False when the order was already recorded (a retried webhook). */
  readonly created: boolean;
}

/** Records a platform's order on the restaurant connected to its store `storeRef`, once. */
export const receivePlatformOrder = async (
  engine: Engine,
  platform: OrderPlatform,
  storeRef: string,
  toReceived: (restaurant: OrderRestaurant) => ReceivedOrder,
  correlationId?: string,
  connection: PlatformConnection = "production",
): Promise<Receipt> => {
  const { restaurantId, businessId } = await restaurantOfStore(engine.readModels, platform, storeRef);
  const [restaurant, business, productNames] = await Promise.all([
    engine.readModels.get(RESTAURANTS_TABLE, restaurantId),
    engine.readModels.get(BUSINESSES_TABLE, businessId),
    billProductNames(engine, businessId, restaurantId),
  ]);
  const received = paidOn(toReceived({ restaurantId, businessId, restaurantName: String(restaurant?.name ?? ""), businessName: String(business?.name ?? ""), productNames }), connection);
  const outcome = await engine.runner.run(orderDecider, orderStreamId(received.orderId), { type: "ReceiveOrder", data: received }, {
    actor: platformActor(platform), ...(correlationId === undefined ? {} : { correlationId }),
  });
  return { orderId: received.orderId, restaurantId, created: outcome.events.length > 0 };
};

export const receiveGrabOrder = (engine: Engine, order: GrabSubmittedOrder, correlationId?: string, connection?: PlatformConnection): Promise<Receipt> =>
  receivePlatformOrder(engine, "grabfood", order.merchantID, (restaurant) => receivedFromGrab({ ...order, orderTime: isoOf(Temporal.Instant.from(order.orderTime)) }, restaurant), correlationId, connection);

export const receiveFoodpandaOrder = (engine: Engine, order: FoodpandaOrder, correlationId?: string, connection?: PlatformConnection): Promise<Receipt> =>
  receivePlatformOrder(engine, "foodpanda", order.vendorCode, (restaurant) => receivedFromFoodpanda({ ...order, placedAt: isoOf(Temporal.Instant.from(order.placedAt)) }, restaurant), correlationId, connection);

export const receiveShopeeOrder = (engine: Engine, order: ShopeeOrder, correlationId?: string, connection?: PlatformConnection): Promise<Receipt> =>
  receivePlatformOrder(engine, "shopeefood", order.storeId, (restaurant) => receivedFromShopee({ ...order, createTime: isoOf(Temporal.Instant.from(order.createTime)) }, restaurant), correlationId, connection);

/** Records a state the platform pushed for its order `platformOrder` of store `storeRef` (see the module's decisions). */
export const recordPlatformOrderState = async (engine: Engine, storeRef: string, platformOrder: string, pushed: PlatformOrderState, message: string): Promise<void> => {
  const orderId = platformOrderId(pushed.platform, platformOrder);
  const row = await engine.readModels.get(ORDERS_TABLE, orderId);
  const store = await restaurantOfStore(engine.readModels, pushed.platform, storeRef).catch(() => null);
  if (row === undefined || store === null || store.restaurantId !== row.restaurantId) throw new DomainError(ORDER_NOT_FOUND, 404);
  await engine.runner.run(orderDecider, orderStreamId(orderId), { type: "RecordPlatformState", data: { ...pushed, message } }, { actor: platformActor(pushed.platform) });
};

export const recordGrabOrderState = (engine: Engine, push: GrabOrderStatePush): Promise<void> =>
  recordPlatformOrderState(engine, push.merchantID, push.orderID, { platform: "grabfood", state: push.state }, push.message ?? "");

export const recordFoodpandaOrderState = (engine: Engine, push: FoodpandaOrderStatusPush): Promise<void> =>
  recordPlatformOrderState(engine, push.vendorCode, push.orderId, { platform: "foodpanda", state: push.status }, push.reason ?? "");

export const recordShopeeOrderState = (engine: Engine, push: ShopeeOrderStatePush): Promise<void> =>
  recordPlatformOrderState(engine, push.storeId, push.orderId, { platform: "shopeefood", state: push.status }, push.reason ?? "");
