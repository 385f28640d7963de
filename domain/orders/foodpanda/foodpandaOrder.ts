// Owns: foodpanda's order webhook as our domain reads it, and the mapping of a foodpanda order
// onto ours (order.ts). foodpanda publishes no partner contract: the payload is ours, modelled on
// its vendor portal's order (adapters/delivery/foodpanda/fake/ sends it).
// Decisions where the spec is silent:
// - `{orderId, orderCode, vendorCode, placedAt, expedition: "delivery"|"pickup", deliveredBy:
//   "foodpanda"|"vendor", payment: "cash"|"online", autoAccepted, currency: {code, exponent},
//   items: [{productId, quantity, unitPrice, toppings?: [{id, quantity, price}], comment?}],
//   charges: {deliveryFee, discount, tax}, customer?: {firstName}}`; amounts in minor units.
// - An item's `productId` is our product id (the id our catalog push sent); its name is the
//   product's name in the restaurant's menus, else the id itself.
// - pickup → PICKUP, delivery → DELIVERY (foodpanda finds the rider when it delivers); cash →
//   cash, online → ePayment; an auto-accepted order arrives accepted.
// - Bounds: at most 200 items of 50 toppings; ids are safe ids of at most 64 characters.
// - Its later states come in the same model: `{orderId, vendorCode, status, reason?}`, `status`
//   one of foodpanda's order states (platformOrderState.ts: ACCEPTED, RIDER_ASSIGNED,
//   RIDER_AT_VENDOR, PICKED_UP, DELIVERED, RETURNING, RETURNED, DELIVERY_FAILED, CANCELLED), the
//   upper-case words of our answers to foodpanda (PUT /v2/orders/{orderId}/status), `reason` why
//   (a cancellation's, at most 1,000 characters).
import { Schema } from "effect";
import { boundedId, boundedList, boundedText, multiLineText, requiredId } from "../../shared/inputBounds";
import { type ReceivedOrder, platformOrderId } from "../order";
import { orderTotals } from "../orderTotals";
import { FoodpandaOrderState } from "../platformOrderState";
import type { OrderRestaurant } from "../grabfood/grabOrder";

const Amount = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_000 }));
const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }));

const Topping = Schema.Struct({ id: boundedId(), quantity: Count, price: Amount });
const Item = Schema.Struct({
  productId: requiredId("productId is required"),
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  unitPrice: Amount,
  toppings: Schema.optionalKey(boundedList(Topping, 50, "toppings")),
  comment: Schema.optionalKey(multiLineText("comment", 300)),
});

export const FoodpandaOrder = Schema.Struct({
  orderId: requiredId("orderId is required"),
  orderCode: boundedText("orderCode", 64),
  vendorCode: requiredId("Vendor code is required"),
  placedAt: boundedText("placedAt", 64),
  expedition: Schema.Literals(["delivery", "pickup"]),
  deliveredBy: Schema.Literals(["foodpanda", "vendor"]),
  payment: Schema.Literals(["cash", "online"]),
  autoAccepted: Schema.Boolean,
  currency: Schema.Struct({ code: boundedText("currency", 3), exponent: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 4 })) }),
  items: boundedList(Item, 200, "items"),
  charges: Schema.Struct({ deliveryFee: Amount, discount: Amount, tax: Amount }),
  customer: Schema.optionalKey(Schema.Struct({ firstName: boundedText("firstName") })),
});
export type FoodpandaOrder = typeof FoodpandaOrder.Type;

export const FoodpandaOrderStatusPush = Schema.Struct({
  orderId: requiredId("orderId is required"),
  vendorCode: requiredId("Vendor code is required"),
  status: FoodpandaOrderState,
  reason: Schema.optionalKey(boundedText("reason", 1_000)),
});
export type FoodpandaOrderStatusPush = typeof FoodpandaOrderStatusPush.Type;

/** The order foodpanda sent, as ours. */
export const receivedFromFoodpanda = (order: FoodpandaOrder, restaurant: OrderRestaurant): ReceivedOrder => {
  const lines = order.items.map((item) => ({
    productId: item.productId,
    name: restaurant.productNames.get(item.productId) ?? item.productId,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    modifiers: (item.toppings ?? []).map(({ id, quantity, price }) => ({ id, quantity, price })),
    note: item.comment ?? "",
  }));
  const { restaurantId, restaurantName, businessId, businessName } = restaurant;
  return {
    orderId: platformOrderId("foodpanda", order.orderId),
    platform: "foodpanda",
    platformOrderId: order.orderId,
    shortOrderNumber: order.orderCode,
    restaurantId, restaurantName, businessId, businessName,
    orderType: order.expedition === "pickup" ? "PICKUP" : "DELIVERY",
    paymentType: order.payment === "cash" ? "cash" : "ePayment",
    acceptance: order.autoAccepted ? "AUTO" : "MANUAL",
    riderByPlatform: order.expedition === "delivery" && order.deliveredBy === "foodpanda",
    customerName: order.customer?.firstName ?? "",
    lines,
    totals: orderTotals(lines, { currency: order.currency.code, precision: order.currency.exponent, ...order.charges }),
    placedAt: order.placedAt,
  };
};
