// Owns: ShopeeFood's order webhook as our domain reads it, and the mapping of a ShopeeFood order
// onto ours (order.ts). ShopeeFood publishes no partner documentation: the payload is ours
// (adapters/delivery/shopeefood/contract/shopeefoodContract.ts), modelled on its merchant app.
// Decisions where the spec is silent:
// - `{orderId, orderSn, storeId, createTime, serviceType: "DELIVERY"|"SELF_PICKUP", paymentMethod:
//   "COD"|"SHOPEEPAY", confirmType: "AUTO"|"MANUAL", currency: {code, exponent}, dishes: [{dishId,
//   quantity, unitPrice, options?: [{id, quantity, price}], note?}], fees: {shipping, discount,
//   tax}, buyer?: {name}}`; amounts in minor units.
// - A dish's `dishId` is our product id (the id our menu sync published); SELF_PICKUP → PICKUP,
//   DELIVERY → DELIVERY with ShopeeFood's rider; COD → cash, SHOPEEPAY → ePayment.
// - Bounds: at most 200 dishes of 50 options; ids are safe ids of at most 64 characters.
// - Its later states: `{orderId, storeId, status, reason?}`, `status` one of ShopeeFood's order
//   states (platformOrderState.ts: CONFIRMED, DRIVER_ASSIGNED, DRIVER_ARRIVED, PICKED_UP,
//   COMPLETED, DELIVERY_FAILED, CANCELLED), `reason` why (at most 1,000 characters).
import { Schema } from "effect";
import { boundedId, boundedList, boundedText, multiLineText, requiredId } from "../../shared/inputBounds";
import type { OrderRestaurant } from "../grabfood/grabOrder";
import { type ReceivedOrder, platformOrderId } from "../order";
import { orderTotals } from "../orderTotals";
import { ShopeeOrderState } from "../platformOrderState";

const Amount = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_000 }));
const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }));

const Dish = Schema.Struct({
  dishId: requiredId("dishId is required"),
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  unitPrice: Amount,
  options: Schema.optionalKey(boundedList(Schema.Struct({ id: boundedId(), quantity: Count, price: Amount }), 50, "options")),
  note: Schema.optionalKey(multiLineText("note", 300)),
});

export const ShopeeOrder = Schema.Struct({
  orderId: requiredId("orderId is required"),
  orderSn: boundedText("orderSn", 64),
  storeId: requiredId("Store ID is required"),
  createTime: boundedText("createTime", 64),
  serviceType: Schema.Literals(["DELIVERY", "SELF_PICKUP"]),
  paymentMethod: Schema.Literals(["COD", "SHOPEEPAY"]),
  confirmType: Schema.Literals(["AUTO", "MANUAL"]),
  currency: Schema.Struct({ code: boundedText("currency", 3), exponent: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 4 })) }),
  dishes: boundedList(Dish, 200, "dishes"),
  fees: Schema.Struct({ shipping: Amount, discount: Amount, tax: Amount }),
  buyer: Schema.optionalKey(Schema.Struct({ name: boundedText("name") })),
});
export type ShopeeOrder = typeof ShopeeOrder.Type;

export const ShopeeOrderStatePush = Schema.Struct({
  orderId: requiredId("orderId is required"),
  storeId: requiredId("Store ID is required"),
  status: ShopeeOrderState,
  reason: Schema.optionalKey(boundedText("reason", 1_000)),
});
export type ShopeeOrderStatePush = typeof ShopeeOrderStatePush.Type;

/** The order ShopeeFood sent, as ours. */
export const receivedFromShopee = (order: ShopeeOrder, restaurant: OrderRestaurant): ReceivedOrder => {
  const lines = order.dishes.map((dish) => ({
    productId: dish.dishId,
    name: restaurant.productNames.get(dish.dishId) ?? dish.dishId,
    quantity: dish.quantity,
    unitPrice: dish.unitPrice,
    modifiers: (dish.options ?? []).map(({ id, quantity, price }) => ({ id, quantity, price })),
    note: dish.note ?? "",
  }));
  const { restaurantId, restaurantName, businessId, businessName } = restaurant;
  return {
    orderId: platformOrderId("shopeefood", order.orderId),
    platform: "shopeefood",
    platformOrderId: order.orderId,
    shortOrderNumber: order.orderSn,
    restaurantId, restaurantName, businessId, businessName,
    orderType: order.serviceType === "SELF_PICKUP" ? "PICKUP" : "DELIVERY",
    paymentType: order.paymentMethod === "COD" ? "cash" : "ePayment",
    acceptance: order.confirmType,
    riderByPlatform: order.serviceType === "DELIVERY",
    customerName: order.buyer?.name ?? "",
    lines,
    totals: orderTotals(lines, { currency: order.currency.code, precision: order.currency.exponent, deliveryFee: order.fees.shipping, discount: order.fees.discount, tax: order.fees.tax }),
    placedAt: order.createTime,
  };
};
