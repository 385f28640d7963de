// Owns: the till's record of one bill at one restaurant, `till-bill-{restaurantId}-{billId}`,
// which the receipt report lists (spec 1 §7 GET /restaurants/{id}/receipt "bills of the period").
// The POS events BILL_COMPLETED and BILL_REFUNDED (ARCHITECTURE §3) record it beside what the
// bill does to a member (domain/loyalty/member/memberBills.ts).
// Decisions where the spec is silent:
// - A bill is recorded once: a repeated completion appends nothing, like the member side.
// - A refund of a bill this restaurant never recorded appends nothing (the member side answers
//   'Bill not found'); a second refund appends nothing.
import { Schema } from "effect";
import { Id, IsoInstant, isoOf, message } from "../auth/fields";
import { type DecideContext, type Decider, type Decision, accept } from "../engine/decider";
import { Money } from "../shared/money";

// Not under "restaurant-": that prefix is the restaurant stream's (restaurants.projection.ts).
export const RESTAURANT_BILL_PREFIX = "till-bill-";
export const restaurantBillStreamId = (restaurantId: string, billId: string): string => `${RESTAURANT_BILL_PREFIX}${restaurantId}-${billId}`;

const BillLine = Schema.Struct({ productId: Schema.String, quantity: Schema.Finite, price: Money });

export const RestaurantBillEvent = Schema.Union([
  message("RestaurantBillRecorded", {
    billId: Id,
    businessId: Id,
    restaurantId: Id,
    memberPhone: Schema.NullOr(Schema.String),
    total: Money,
    items: Schema.Array(BillLine),
    closedAt: IsoInstant,
    recordedAt: IsoInstant,
  }),
  message("RestaurantBillRefunded", { billId: Id, restaurantId: Id, refundedAt: IsoInstant }),
]);
export type RestaurantBillEvent = typeof RestaurantBillEvent.Type;
type Recorded = Extract<RestaurantBillEvent, { type: "RestaurantBillRecorded" }>["data"];

export type RestaurantBillCommand =
  | { readonly type: "RecordBill"; readonly data: Omit<Recorded, "recordedAt"> }
  | { readonly type: "RecordRefund"; readonly data: { readonly billId: string; readonly restaurantId: string } };

export type RestaurantBillState =
  | { readonly status: "none" }
  | { readonly status: "completed" | "refunded"; readonly bill: Recorded };

const evolve = (state: RestaurantBillState, event: RestaurantBillEvent): RestaurantBillState => {
  switch (event.type) {
    case "RestaurantBillRecorded":
      return { status: "completed", bill: event.data };
    case "RestaurantBillRefunded":
      return state.status === "none" ? state : { status: "refunded", bill: state.bill };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const decide = (command: RestaurantBillCommand, state: RestaurantBillState, ctx: DecideContext): Decision<RestaurantBillEvent> => {
  switch (command.type) {
    case "RecordBill":
      if (state.status !== "none") return accept();
      return accept({ type: "RestaurantBillRecorded", data: { ...command.data, recordedAt: isoOf(ctx.now) } });
    case "RecordRefund":
      if (state.status !== "completed") return accept();
      return accept({ type: "RestaurantBillRefunded", data: { ...command.data, refundedAt: isoOf(ctx.now) } });
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const restaurantBillDecider: Decider<RestaurantBillState, RestaurantBillCommand, RestaurantBillEvent> = {
  initialState: { status: "none" },
  decide,
  evolve,
};
