import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus, orderTransitionProblem } from "./orderStatus";
import {
  FoodpandaOrderState, GrabOrderState, type OrderEffect, type PlatformOrderState, ShopeeOrderState, type StateMeaning, foodpandaStateMeaning, grabStateMeaning,
  orderStatusAfterState, shopeeStateMeaning, stateMeaning,
} from "./platformOrderState";

const row = (order: OrderEffect, delivery: StateMeaning["delivery"]): StateMeaning => ({ order, delivery });

// The tables spelt out (a Record, so a state added to a platform without a row here fails to compile).
const GRAB: Readonly<Record<GrabOrderState, StateMeaning>> = {
  ACCEPTED: row("accepted", "NEW"), DRIVER_ALLOCATED: row("riderAssigned", "PICKING_UP"), DRIVER_ARRIVED: row("riderAssigned", "PICKING_UP"),
  COLLECTED: row("riderAssigned", "IN_DELIVERY"), DELIVERED: row("riderAssigned", "COMPLETE"), FAILED: row("ended", "FAILED"), CANCELLED: row("ended", "CANCELED"),
};
const FOODPANDA: Readonly<Record<FoodpandaOrderState, StateMeaning>> = {
  ACCEPTED: row("accepted", "NEW"), RIDER_ASSIGNED: row("riderAssigned", "PICKING_UP"), RIDER_AT_VENDOR: row("riderAssigned", "PICKING_UP"),
  PICKED_UP: row("riderAssigned", "IN_DELIVERY"), DELIVERED: row("riderAssigned", "COMPLETE"), RETURNING: row("riderAssigned", "IN_RETURN"),
  RETURNED: row("riderAssigned", "RETURNED"), DELIVERY_FAILED: row("ended", "FAILED"), CANCELLED: row("ended", "CANCELED"),
};
const SHOPEE: Readonly<Record<ShopeeOrderState, StateMeaning>> = {
  CONFIRMED: row("accepted", "NEW"), DRIVER_ASSIGNED: row("riderAssigned", "PICKING_UP"), DRIVER_ARRIVED: row("riderAssigned", "PICKING_UP"),
  PICKED_UP: row("riderAssigned", "IN_DELIVERY"), COMPLETED: row("riderAssigned", "COMPLETE"), DELIVERY_FAILED: row("ended", "FAILED"), CANCELLED: row("ended", "CANCELED"),
};

describe("each platform's states onto our order and delivery statuses", () => {
  it.each(GrabOrderState.literals)("GrabFood %s", (state) => {
    expect(grabStateMeaning(state)).toEqual(GRAB[state]);
    expect(stateMeaning({ platform: "grabfood", state })).toEqual(GRAB[state]);
  });

  it.each(FoodpandaOrderState.literals)("foodpanda %s", (state) => {
    expect(foodpandaStateMeaning(state)).toEqual(FOODPANDA[state]);
    expect(stateMeaning({ platform: "foodpanda", state })).toEqual(FOODPANDA[state]);
  });

  it.each(ShopeeOrderState.literals)("ShopeeFood %s", (state) => {
    expect(shopeeStateMeaning(state)).toEqual(SHOPEE[state]);
    expect(stateMeaning({ platform: "shopeefood", state })).toEqual(SHOPEE[state]);
  });
});

describe("the order status after a pushed state", () => {
  const status = fc.constantFrom(...ORDER_STATUSES);
  const effect = fc.constantFrom<OrderEffect>("accepted", "riderAssigned", "ended");
  const pushed = fc.constantFrom<PlatformOrderState>(
    ...GrabOrderState.literals.map((state) => ({ platform: "grabfood" as const, state })),
    ...FoodpandaOrderState.literals.map((state) => ({ platform: "foodpanda" as const, state })),
    ...ShopeeOrderState.literals.map((state) => ({ platform: "shopeefood" as const, state })),
  );

  it("moves only along the order's transitions, else leaves it", () => {
    fc.assert(fc.property(status, effect, fc.boolean(), (current, what, needsRider) => {
      const next = orderStatusAfterState(current, what, needsRider);
      if (next !== current) expect(orderTransitionProblem(current, next)).toBeNull();
    }));
  });

  it("is idempotent: the same state applied twice equals once", () => {
    fc.assert(fc.property(status, pushed, fc.boolean(), (current, state, needsRider) => {
      const { order } = stateMeaning(state);
      const once = orderStatusAfterState(current, order, needsRider);
      expect(orderStatusAfterState(once, order, needsRider)).toBe(once);
    }));
  });

  it("declines an unanswered order the platform gave up, accepts one it took, ends an allocation with a rider", () => {
    const after = (current: OrderStatus, what: OrderEffect, needsRider = true) => orderStatusAfterState(current, what, needsRider);
    expect([after("NEW", "ended"), after("ALLOCATING_DELIVERY", "ended"), after("ACCEPTED", "ended")]).toEqual(["DECLINED", "DECLINED", "ACCEPTED"]);
    expect([after("NEW", "accepted"), after("NEW", "accepted", false), after("ACCEPTED", "accepted")]).toEqual(["ALLOCATING_DELIVERY", "ACCEPTED", "ACCEPTED"]);
    expect([after("ALLOCATING_DELIVERY", "riderAssigned"), after("NEW", "riderAssigned"), after("DECLINED", "riderAssigned")]).toEqual(["ACCEPTED", "ACCEPTED", "DECLINED"]);
  });
});
