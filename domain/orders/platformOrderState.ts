// Owns: the order states each delivery platform pushes to our order-state webhooks (issue 17
// "incoming orders") and one pure mapping per platform onto what they mean for our order: its
// delivery status (deliveryStatus.ts) and what happened to the order itself (orderStatus.ts).
// The order decider (order.ts) applies the meaning; the webhooks only read the platform's body.
// Vocabularies: GrabFood's are its OrderStateRequest.state; foodpanda publishes no partner
// contract and ShopeeFood no partner documentation, so theirs are ours, modelled on their order
// payloads (foodpanda/foodpandaOrder.ts, shopeefood/shopeeOrder.ts) and their merchant apps.
// Decisions where the spec is silent:
// - `accepted`: the platform took the order (the restaurant's or its own acceptance); the order
//   is allocating delivery while the platform still has to find the rider, else accepted.
//   `riderAssigned`: a rider has the order, so any allocation is over (accepted). `ended`: the
//   platform gave the order up (cancelled, delivery failed); an order not yet accepted is declined.
//   Each only moves the order along orderStatus.ts's transitions; an accepted order stays accepted.
// - GrabFood: ACCEPTED → NEW, DRIVER_ALLOCATED and DRIVER_ARRIVED → PICKING_UP, COLLECTED →
//   IN_DELIVERY, DELIVERED → COMPLETE, FAILED → FAILED, CANCELLED → CANCELED.
// - foodpanda: ACCEPTED → NEW, RIDER_ASSIGNED and RIDER_AT_VENDOR → PICKING_UP, PICKED_UP →
//   IN_DELIVERY, DELIVERED → COMPLETE, RETURNING → IN_RETURN, RETURNED → RETURNED, DELIVERY_FAILED
//   → FAILED, CANCELLED → CANCELED.
// - ShopeeFood: CONFIRMED → NEW, DRIVER_ASSIGNED and DRIVER_ARRIVED → PICKING_UP, PICKED_UP →
//   IN_DELIVERY, COMPLETED → COMPLETE, DELIVERY_FAILED → FAILED, CANCELLED → CANCELED.
import { Schema } from "effect";
import type { DeliveryStatus } from "./deliveryStatus";
import { type OrderStatus, acceptedStatus, orderTransitionProblem } from "./orderStatus";

export const GrabOrderState = Schema.Literals(["ACCEPTED", "DRIVER_ALLOCATED", "DRIVER_ARRIVED", "COLLECTED", "DELIVERED", "FAILED", "CANCELLED"]);
export type GrabOrderState = typeof GrabOrderState.Type;
export const FoodpandaOrderState = Schema.Literals(["ACCEPTED", "RIDER_ASSIGNED", "RIDER_AT_VENDOR", "PICKED_UP", "DELIVERED", "RETURNING", "RETURNED", "DELIVERY_FAILED", "CANCELLED"]);
export type FoodpandaOrderState = typeof FoodpandaOrderState.Type;
export const ShopeeOrderState = Schema.Literals(["CONFIRMED", "DRIVER_ASSIGNED", "DRIVER_ARRIVED", "PICKED_UP", "COMPLETED", "DELIVERY_FAILED", "CANCELLED"]);
export type ShopeeOrderState = typeof ShopeeOrderState.Type;

/** Any platform's state name, as the order's timeline keeps it. */
export const PlatformStateName = Schema.Literals([...new Set([...GrabOrderState.literals, ...FoodpandaOrderState.literals, ...ShopeeOrderState.literals])]);
export type PlatformStateName = typeof PlatformStateName.Type;

/** How an order's timeline names each platform state (the platform's own name stays in `platformState`). */
export const PLATFORM_STATE_LABELS: Readonly<Record<PlatformStateName, string>> = {
  ACCEPTED: "Accepted",
  CONFIRMED: "Confirmed",
  DRIVER_ALLOCATED: "Driver allocated",
  DRIVER_ASSIGNED: "Driver assigned",
  RIDER_ASSIGNED: "Rider assigned",
  DRIVER_ARRIVED: "Driver at the restaurant",
  RIDER_AT_VENDOR: "Rider at the restaurant",
  COLLECTED: "Collected by the driver",
  PICKED_UP: "Picked up by the rider",
  DELIVERED: "Delivered",
  COMPLETED: "Completed",
  RETURNING: "Returning to the restaurant",
  RETURNED: "Returned to the restaurant",
  FAILED: "Delivery failed",
  DELIVERY_FAILED: "Delivery failed",
  CANCELLED: "Cancelled by the platform",
};

/** A state pushed by the platform the order came from. */
export type PlatformOrderState =
  | { readonly platform: "grabfood"; readonly state: GrabOrderState }
  | { readonly platform: "foodpanda"; readonly state: FoodpandaOrderState }
  | { readonly platform: "shopeefood"; readonly state: ShopeeOrderState };

/** What a pushed state says happened to the order (see the module's decisions). */
export type OrderEffect = "accepted" | "riderAssigned" | "ended";

export interface StateMeaning {
  readonly order: OrderEffect;
  readonly delivery: DeliveryStatus;
}

const meaning = (order: OrderEffect, delivery: DeliveryStatus): StateMeaning => ({ order, delivery });

const FROM_GRAB: Readonly<Record<GrabOrderState, StateMeaning>> = {
  ACCEPTED: meaning("accepted", "NEW"),
  DRIVER_ALLOCATED: meaning("riderAssigned", "PICKING_UP"),
  DRIVER_ARRIVED: meaning("riderAssigned", "PICKING_UP"),
  COLLECTED: meaning("riderAssigned", "IN_DELIVERY"),
  DELIVERED: meaning("riderAssigned", "COMPLETE"),
  FAILED: meaning("ended", "FAILED"),
  CANCELLED: meaning("ended", "CANCELED"),
};

const FROM_FOODPANDA: Readonly<Record<FoodpandaOrderState, StateMeaning>> = {
  ACCEPTED: meaning("accepted", "NEW"),
  RIDER_ASSIGNED: meaning("riderAssigned", "PICKING_UP"),
  RIDER_AT_VENDOR: meaning("riderAssigned", "PICKING_UP"),
  PICKED_UP: meaning("riderAssigned", "IN_DELIVERY"),
  DELIVERED: meaning("riderAssigned", "COMPLETE"),
  RETURNING: meaning("riderAssigned", "IN_RETURN"),
  RETURNED: meaning("riderAssigned", "RETURNED"),
  DELIVERY_FAILED: meaning("ended", "FAILED"),
  CANCELLED: meaning("ended", "CANCELED"),
};

const FROM_SHOPEE: Readonly<Record<ShopeeOrderState, StateMeaning>> = {
  CONFIRMED: meaning("accepted", "NEW"),
  DRIVER_ASSIGNED: meaning("riderAssigned", "PICKING_UP"),
  DRIVER_ARRIVED: meaning("riderAssigned", "PICKING_UP"),
  PICKED_UP: meaning("riderAssigned", "IN_DELIVERY"),
  COMPLETED: meaning("riderAssigned", "COMPLETE"),
  DELIVERY_FAILED: meaning("ended", "FAILED"),
  CANCELLED: meaning("ended", "CANCELED"),
};

export const grabStateMeaning = (state: GrabOrderState): StateMeaning => FROM_GRAB[state];
export const foodpandaStateMeaning = (state: FoodpandaOrderState): StateMeaning => FROM_FOODPANDA[state];
export const shopeeStateMeaning = (state: ShopeeOrderState): StateMeaning => FROM_SHOPEE[state];

/** What `pushed` means, by the mapping of its platform. */
export const stateMeaning = (pushed: PlatformOrderState): StateMeaning => {
  switch (pushed.platform) {
    case "grabfood": return grabStateMeaning(pushed.state);
    case "foodpanda": return foodpandaStateMeaning(pushed.state);
    case "shopeefood": return shopeeStateMeaning(pushed.state);
    default: {
      const unknown: never = pushed;
      return unknown;
    }
  }
};

/** The order status after a pushed state: the one `effect` wants when the transition allows it, else unchanged. */
export const orderStatusAfterState = (current: OrderStatus, effect: OrderEffect, needsPlatformRider: boolean): OrderStatus => {
  const wanted: OrderStatus = effect === "ended" ? "DECLINED" : effect === "accepted" ? acceptedStatus(needsPlatformRider) : "ACCEPTED";
  if (wanted === current) return current;
  return orderTransitionProblem(current, wanted) === null ? wanted : current;
};
