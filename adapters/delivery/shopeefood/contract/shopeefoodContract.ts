// Our contract of ShopeeFood's partner API (ShopeeFood has no public partner documentation; this
// is the design domain/delivery/shopeefood/shopeeMenu.ts and the client follow). Like GrabFood,
// ShopeeFood pulls our menu: we ask for a sync, it pulls our get-menu webhook and pushes the
// sync's states to our sync-state webhook. Each operation's method, path and body Schema; the
// fake (../fake/shopeefoodFake.ts) routes and validates every request with it, and checks the menu
// it pulls against `menu`.
// Requests are signed: X-Partner-Id (the client id), X-Timestamp (ms) and X-Signature, the hex
// HMAC-SHA256 with the client secret of `{method}\n{path}\n{timestamp}\n{body}`.
//   POST /open/v1/stores/{storeId}/menu/sync-requests   {}                                  → 202 {taskId}
//   PUT  /open/v1/stores/{storeId}/status               {isOpen: false, reopenInMinutes} | {isOpen: true}
//   PUT  /open/v1/stores/{storeId}/opening-hours        {weekly: [{weekday, ranges: [{start, end}]}]}
//   PUT  /open/v1/stores/{storeId}/special-hours        {special: ≤ 3 [{startDate, endDate (YYYY-MM-DD), note, isOpen, ranges: ≤ 3 [{start, end}]}]}
//       (replaces them all; a closed entry has no ranges, an open one at least one)
//   PUT  /open/v1/stores/{storeId}/dishes/availability  {dishes: [{id, isAvailable}]}
//   POST /open/v1/orders/{orderId}/confirm | /reject     {storeId}
// Our webhooks, bearing SHOPEEFOOD_WEBHOOK_TOKEN:
//   GET  /delivery/shopeefood/webhook/menu?storeID=      → the menu
//   POST /delivery/shopeefood/webhook/menu-sync-state    {requestId, storeId, taskId, status: PENDING|RUNNING|DONE|ERROR, messages}
//   POST /delivery/shopeefood/webhook/order              an order (domain/orders/shopeefood/shopeeOrder.ts)
//   POST /delivery/shopeefood/webhook/order-state        {orderId, storeId, status, reason?}: the order's later
//       states (SHOPEE_ORDER_STATES); `reason` says why (a cancellation's or a failed delivery's reason)
import { Schema } from "effect";

const Id = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9._:+-]{1,64}$/));
const Name = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200));
const Minor = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_000 }));
const Time = Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/));
const Weekly = Schema.Array(Schema.Struct({ weekday: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 6 })), ranges: Schema.Array(Schema.Struct({ start: Time, end: Time })) }));

const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const Special = Schema.Struct({
  startDate: IsoDate, endDate: IsoDate, note: Schema.String.check(Schema.isMaxLength(100)), isOpen: Schema.Boolean,
  ranges: Schema.Array(Schema.Struct({ start: Time, end: Time })).check(Schema.isMaxLength(3)),
}).check(Schema.makeFilter((entry) => entry.isOpen === (entry.ranges.length > 0) || "a closed entry has no ranges, an open one at least one"));

export const ShopeefoodContract = {
  syncRequest: Schema.Struct({}),
  storeStatus: Schema.Union([
    Schema.Struct({ isOpen: Schema.Literal(false), reopenInMinutes: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1440 })) }),
    Schema.Struct({ isOpen: Schema.Literal(true) }),
  ]),
  openingHours: Schema.Struct({ weekly: Weekly }),
  specialHours: Schema.Struct({ special: Schema.Array(Special).check(Schema.isMaxLength(3)) }),
  orderAnswer: Schema.Struct({ storeId: Id }),
  dishAvailability: Schema.Struct({ dishes: Schema.Array(Schema.Struct({ id: Id, isAvailable: Schema.Boolean })).check(Schema.isMaxLength(500)) }),
} as const;

/** The menu ShopeeFood pulls, as it checks it. */
export const ShopeeMenuContract = Schema.Struct({
  storeId: Id,
  currency: Schema.Struct({ code: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/)), exponent: Schema.Int }),
  timeSlots: Schema.Array(Schema.Struct({ id: Id, name: Name, weekly: Weekly })),
  dishGroups: Schema.Array(Schema.Struct({
    id: Id, name: Name, sequence: Schema.Int,
    dishes: Schema.Array(Schema.Struct({ id: Id, name: Name, price: Minor, isAvailable: Schema.Boolean, timeSlotId: Schema.NullOr(Id), optionGroupIds: Schema.Array(Id) })),
  })),
  optionGroups: Schema.Array(Schema.Struct({
    id: Id, name: Name, minSelect: Schema.Int, maxSelect: Schema.Int,
    options: Schema.Array(Schema.Struct({ id: Id, name: Name, price: Minor, isAvailable: Schema.Boolean })),
  })),
});

export type ShopeefoodOperation = keyof typeof ShopeefoodContract;

export const SHOPEEFOOD_ROUTES: ReadonlyArray<{ readonly operation: ShopeefoodOperation; readonly method: string; readonly path: RegExp }> = [
  { operation: "syncRequest", method: "POST", path: /^\/open\/v1\/stores\/(?<storeId>[^/]+)\/menu\/sync-requests$/ },
  { operation: "storeStatus", method: "PUT", path: /^\/open\/v1\/stores\/(?<storeId>[^/]+)\/status$/ },
  { operation: "openingHours", method: "PUT", path: /^\/open\/v1\/stores\/(?<storeId>[^/]+)\/opening-hours$/ },
  { operation: "specialHours", method: "PUT", path: /^\/open\/v1\/stores\/(?<storeId>[^/]+)\/special-hours$/ },
  { operation: "dishAvailability", method: "PUT", path: /^\/open\/v1\/stores\/(?<storeId>[^/]+)\/dishes\/availability$/ },
  { operation: "orderAnswer", method: "POST", path: /^\/open\/v1\/orders\/(?<orderId>[^/]+)\/(?<answer>confirm|reject)$/ },
];

export const SHOPEE_GET_MENU_WEBHOOK = "/delivery/shopeefood/webhook/menu";
export const SHOPEE_SYNC_STATE_WEBHOOK = "/delivery/shopeefood/webhook/menu-sync-state";
export const SHOPEE_ORDER_WEBHOOK = "/delivery/shopeefood/webhook/order";
export const SHOPEE_ORDER_STATE_WEBHOOK = "/delivery/shopeefood/webhook/order-state";

/** The states ShopeeFood pushes for an order. */
export const SHOPEE_ORDER_STATES = ["CONFIRMED", "DRIVER_ASSIGNED", "DRIVER_ARRIVED", "PICKED_UP", "COMPLETED", "DELIVERY_FAILED", "CANCELLED"] as const;

/** The body ShopeeFood pushes to our order-state webhook. */
export const ShopeeOrderStateContract = Schema.Struct({
  orderId: Id, storeId: Id, status: Schema.Literals(SHOPEE_ORDER_STATES), reason: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(1_000))),
});

/** The signature of a request: hex HMAC-SHA256 of `{method}\n{path}\n{timestamp}\n{body}`. */
export const signatureBase = (method: string, path: string, timestamp: string, body: string): string => `${method}\n${path}\n${timestamp}\n${body}`;
