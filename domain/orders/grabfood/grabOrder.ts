// Owns: GrabFood's order webhooks as our domain reads them (contract: SubmitOrderRequest and
// OrderStateRequest in adapters/delivery/grabfood/contract/grabfood-openapi.yaml; the route also
// checks each body against that schema) and the mapping of a submitted order onto ours (order.ts).
// Decisions where the contract is silent:
// - An item's `id` is our menu's product id (the id our menu sync published); its name is the
//   product's name in the restaurant's menus, else the id itself (a product deleted since).
// - TakeAway → PICKUP, DineIn → DINE_IN, DeliveredByGrab and DeliveredByRestaurant → DELIVERY
//   (the platform finds the rider only for DeliveredByGrab); CASH → cash, CASHLESS → ePayment.
// - Money stays in Grab's minor units with the currency's exponent as precision; the discount is
//   `basketPromo` (every promo on the basket), so the total is what the eater pays.
// - Bounds: at most 200 items of 50 modifiers each; ids are safe ids of at most 64 characters.
import { Schema } from "effect";
import { boundedId, boundedList, boundedText, multiLineText, requiredId } from "../../shared/inputBounds";
import { GrabOrderState } from "../platformOrderState";
import { type OrderType, type PaymentType, type ReceivedOrder, platformOrderId } from "../order";
import { orderTotals } from "../orderTotals";

const Amount = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_000 }));
const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }));

const GrabModifier = Schema.Struct({ id: boundedId(), quantity: Count, price: Amount });
const GrabItem = Schema.Struct({
  id: requiredId("Item id is required"),
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  price: Amount,
  modifiers: Schema.optionalKey(Schema.NullOr(boundedList(GrabModifier, 50, "modifiers"))),
  specifications: Schema.optionalKey(multiLineText("specifications", 300)),
});

export const GrabSubmittedOrder = Schema.Struct({
  orderID: requiredId("orderID is required"),
  shortOrderNumber: boundedText("shortOrderNumber", 64),
  merchantID: requiredId("Merchant ID is required"),
  paymentType: Schema.Literals(["CASH", "CASHLESS"]),
  orderTime: boundedText("orderTime", 64),
  currency: Schema.Struct({ code: boundedText("currency", 3), exponent: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 4 }))) }),
  featureFlags: Schema.Struct({
    orderAcceptedType: Schema.Literals(["AUTO", "MANUAL"]),
    orderType: Schema.Literals(["TakeAway", "DeliveredByGrab", "DeliveredByRestaurant", "DineIn"]),
  }),
  items: boundedList(GrabItem, 200, "items"),
  price: Schema.Struct({
    subtotal: Amount,
    eaterPayment: Amount,
    deliveryFee: Schema.optionalKey(Amount),
    tax: Schema.optionalKey(Amount),
    basketPromo: Schema.optionalKey(Amount),
  }),
  receiver: Schema.optionalKey(Schema.NullOr(Schema.Struct({ name: Schema.optionalKey(boundedText("name")) }))),
});
export type GrabSubmittedOrder = typeof GrabSubmittedOrder.Type;

export const GrabOrderStatePush = Schema.Struct({
  merchantID: requiredId("Merchant ID is required"),
  orderID: requiredId("orderID is required"),
  state: GrabOrderState,
  message: Schema.optionalKey(boundedText("message", 1_000)),
});
export type GrabOrderStatePush = typeof GrabOrderStatePush.Type;

const ORDER_TYPES: Readonly<Record<GrabSubmittedOrder["featureFlags"]["orderType"], OrderType>> = {
  TakeAway: "PICKUP", DineIn: "DINE_IN", DeliveredByGrab: "DELIVERY", DeliveredByRestaurant: "DELIVERY",
};
const PAYMENT_TYPES: Readonly<Record<GrabSubmittedOrder["paymentType"], PaymentType>> = { CASH: "cash", CASHLESS: "ePayment" };
const GRAB_DEFAULT_EXPONENT = 2;

export interface OrderRestaurant {
  readonly restaurantId: string;
  readonly restaurantName: string;
  readonly businessId: string;
  readonly businessName: string;
  /** Our product names by id (the restaurant's menus). */
  readonly productNames: ReadonlyMap<string, string>;
}

/** The order GrabFood submitted, as ours. */
export const receivedFromGrab = (order: GrabSubmittedOrder, restaurant: OrderRestaurant): ReceivedOrder => {
  const lines = order.items.map((item) => ({
    productId: item.id,
    name: restaurant.productNames.get(item.id) ?? item.id,
    quantity: item.quantity,
    unitPrice: item.price,
    modifiers: (item.modifiers ?? []).map(({ id, quantity, price }) => ({ id, quantity, price })),
    note: item.specifications ?? "",
  }));
  const { restaurantId, restaurantName, businessId, businessName } = restaurant;
  return {
    orderId: platformOrderId("grabfood", order.orderID),
    platform: "grabfood",
    platformOrderId: order.orderID,
    shortOrderNumber: order.shortOrderNumber,
    restaurantId, restaurantName, businessId, businessName,
    orderType: ORDER_TYPES[order.featureFlags.orderType],
    paymentType: PAYMENT_TYPES[order.paymentType],
    acceptance: order.featureFlags.orderAcceptedType,
    riderByPlatform: order.featureFlags.orderType === "DeliveredByGrab",
    customerName: order.receiver?.name ?? "",
    lines,
    totals: orderTotals(lines, {
      currency: order.currency.code,
      precision: order.currency.exponent ?? GRAB_DEFAULT_EXPONENT,
      deliveryFee: order.price.deliveryFee ?? 0,
      discount: order.price.basketPromo ?? 0,
      tax: order.price.tax ?? 0,
    }),
    placedAt: order.orderTime,
  };
};
