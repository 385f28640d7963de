// Our contract of foodpanda's partner API (foodpanda publishes none to partners like us; this is
// the design domain/delivery/foodpanda/foodpandaMenu.ts and the client follow): each operation's
// method, path pattern and request body Schema. The fake (../fake/foodpandaFake.ts) routes and
// validates every request with it, so a request our client builds wrong is refused and recorded.
// Operations (bearing HTTP Basic credentials: the connection's client id and secret):
//   PUT  /v2/vendors/{vendorCode}/availability                       {available: false, closedForMinutes} | {available: true}
//   PUT  /v2/vendors/{vendorCode}/opening-hours                      {openings: [{day, from, to}]}
//   PUT  /v2/vendors/{vendorCode}/special-days                       {specialDays: ≤ 3 [{from, to (YYYY-MM-DD), label, closed, openings: ≤ 3 [{from, to}]}]}
//       (replaces them all; a closed day has no openings, an open one at least one)
//   POST /v2/vendors/{vendorCode}/catalog/imports                    the catalog's header (Idempotency-Key: our sync id) → {importId, status}
//   PUT  /v2/vendors/{vendorCode}/catalog/imports/{importId}/products {batch, products: ≤ 100}
//   POST /v2/vendors/{vendorCode}/catalog/imports/{importId}/commit   {} → {importId, status: "APPLIED"} | 422 {message, errors}
//   PUT  /v2/vendors/{vendorCode}/products/availability            {products: [{id, available}]}
//   PUT  /v2/orders/{orderId}/status                                 {vendorCode, status: "ACCEPTED"|"REJECTED"}
// Above 60 requests a minute per client, foodpanda answers 429 with Retry-After (seconds).
// foodpanda calls our webhooks, bearing FOODPANDA_WEBHOOK_TOKEN:
//   POST /delivery/foodpanda/webhook/order         an order (domain/orders/foodpanda/foodpandaOrder.ts)
//   POST /delivery/foodpanda/webhook/order-state   {orderId, vendorCode, status, reason?}: the order's
//       later states, in the order's own model (its orderId and vendorCode) with upper-case statuses
//       like our answers above; `reason` says why (a cancellation's reason)
import { Schema } from "effect";

const Id = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9._:+-]{1,64}$/));
const Name = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200));
const Minor = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_000 }));
const Time = Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/));
const Day = Schema.Literals(["sun", "mon", "tue", "wed", "thu", "fri", "sat"]);
const Opening = Schema.Struct({ day: Day, from: Time, to: Time });
const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const SpecialDay = Schema.Struct({
  from: IsoDate, to: IsoDate, label: Schema.String.check(Schema.isMaxLength(100)), closed: Schema.Boolean,
  openings: Schema.Array(Schema.Struct({ from: Time, to: Time })).check(Schema.isMaxLength(3)),
}).check(Schema.makeFilter((day) => day.closed === (day.openings.length === 0) || "a closed day has no openings, an open one at least one"));

const Product = Schema.Struct({
  id: Id, name: Name, categoryId: Id, price: Minor, available: Schema.Boolean, scheduleId: Schema.NullOr(Id), toppingGroupIds: Schema.Array(Id),
});

export const FOODPANDA_BATCH_LIMIT = 100;

export const FoodpandaContract = {
  availability: Schema.Union([
    Schema.Struct({ available: Schema.Literal(false), closedForMinutes: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1440 })) }),
    Schema.Struct({ available: Schema.Literal(true) }),
  ]),
  openingHours: Schema.Struct({ openings: Schema.Array(Opening) }),
  specialDays: Schema.Struct({ specialDays: Schema.Array(SpecialDay).check(Schema.isMaxLength(3)) }),
  catalogHeader: Schema.Struct({
    vendorCode: Id,
    currency: Schema.Struct({ code: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/)), exponent: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 4 })) }),
    schedules: Schema.Array(Schema.Struct({ id: Id, name: Name, openings: Schema.Array(Opening) })),
    categories: Schema.Array(Schema.Struct({ id: Id, name: Name, position: Schema.Int })),
    toppingGroups: Schema.Array(Schema.Struct({
      id: Id, name: Name, minQuantity: Schema.Int, maxQuantity: Schema.Int,
      toppings: Schema.Array(Schema.Struct({ id: Id, name: Name, price: Minor, available: Schema.Boolean })),
    })),
    productCount: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 50_000 })),
  }),
  productBatch: Schema.Struct({ batch: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 })), products: Schema.Array(Product).check(Schema.isMaxLength(FOODPANDA_BATCH_LIMIT)) }),
  commit: Schema.Struct({}),
  orderStatus: Schema.Struct({ vendorCode: Id, status: Schema.Literals(["ACCEPTED", "REJECTED"]) }),
  productAvailability: Schema.Struct({ products: Schema.Array(Schema.Struct({ id: Id, available: Schema.Boolean })).check(Schema.isMaxLength(FOODPANDA_BATCH_LIMIT)) }),
} as const;

export type FoodpandaOperation = keyof typeof FoodpandaContract;

/** The states foodpanda pushes for an order. */
export const FOODPANDA_ORDER_STATES = ["ACCEPTED", "RIDER_ASSIGNED", "RIDER_AT_VENDOR", "PICKED_UP", "DELIVERED", "RETURNING", "RETURNED", "DELIVERY_FAILED", "CANCELLED"] as const;

/** The body foodpanda pushes to our order-state webhook. */
export const FoodpandaOrderStateContract = Schema.Struct({
  orderId: Id, vendorCode: Id, status: Schema.Literals(FOODPANDA_ORDER_STATES), reason: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(1_000))),
});

/** Each operation's method and path pattern (named groups are its parameters). */
export const FOODPANDA_ROUTES: ReadonlyArray<{ readonly operation: FoodpandaOperation; readonly method: string; readonly path: RegExp }> = [
  { operation: "availability", method: "PUT", path: /^\/v2\/vendors\/(?<vendorCode>[^/]+)\/availability$/ },
  { operation: "openingHours", method: "PUT", path: /^\/v2\/vendors\/(?<vendorCode>[^/]+)\/opening-hours$/ },
  { operation: "specialDays", method: "PUT", path: /^\/v2\/vendors\/(?<vendorCode>[^/]+)\/special-days$/ },
  { operation: "catalogHeader", method: "POST", path: /^\/v2\/vendors\/(?<vendorCode>[^/]+)\/catalog\/imports$/ },
  { operation: "productBatch", method: "PUT", path: /^\/v2\/vendors\/(?<vendorCode>[^/]+)\/catalog\/imports\/(?<importId>[^/]+)\/products$/ },
  { operation: "commit", method: "POST", path: /^\/v2\/vendors\/(?<vendorCode>[^/]+)\/catalog\/imports\/(?<importId>[^/]+)\/commit$/ },
  { operation: "productAvailability", method: "PUT", path: /^\/v2\/vendors\/(?<vendorCode>[^/]+)\/products\/availability$/ },
  { operation: "orderStatus", method: "PUT", path: /^\/v2\/orders\/(?<orderId>[^/]+)\/status$/ },
];
