import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus, awaitsAnswer, isFinalOrderStatus, orderTransitionProblem } from "./orderStatus";
import { DELIVERY_STATUSES, type DeliveryStatus, canMoveDelivery, isFinalDeliveryStatus, nextDeliveryStatus } from "./deliveryStatus";
import { FoodpandaOrderState, GrabOrderState, type PlatformOrderState, ShopeeOrderState, stateMeaning } from "./platformOrderState";

const status = fc.constantFrom(...ORDER_STATUSES);
const RANK: Readonly<Record<OrderStatus, number>> = { PENDING_PAYMENT: 0, NEW: 1, ALLOCATING_DELIVERY: 2, ACCEPTED: 3, DECLINED: 3 };
const delivery = fc.constantFrom(...DELIVERY_STATUSES);
/** Any state any platform pushes. */
const pushedState = fc.constantFrom<PlatformOrderState>(
  ...GrabOrderState.literals.map((state) => ({ platform: "grabfood" as const, state })),
  ...FoodpandaOrderState.literals.map((state) => ({ platform: "foodpanda" as const, state })),
  ...ShopeeOrderState.literals.map((state) => ({ platform: "shopeefood" as const, state })),
);
const deliveryOf = (pushed: PlatformOrderState): DeliveryStatus => stateMeaning(pushed).delivery;

const walk = (start: OrderStatus, moves: ReadonlyArray<OrderStatus>): ReadonlyArray<OrderStatus> =>
  moves.reduce<OrderStatus[]>((path, to) => (orderTransitionProblem(path[path.length - 1]!, to) === null ? [...path, to] : path), [start]);

describe("order status properties", () => {
  it("only moves forward", () => {
    fc.assert(fc.property(status, status, (from, to) => {
      if (orderTransitionProblem(from, to) === null) expect(RANK[to]).toBeGreaterThan(RANK[from]);
    }));
  });

  it("lets nothing leave accepted or declined", () => {
    fc.assert(fc.property(status, status, (from, to) => {
      if (isFinalOrderStatus(from)) expect(orderTransitionProblem(from, to)).not.toBeNull();
    }));
  });

  it("reaches accepted or declined only through an answer to a new order, along any sequence of moves", () => {
    fc.assert(fc.property(fc.constantFrom<OrderStatus>("PENDING_PAYMENT", "NEW"), fc.array(status, { maxLength: 12 }), (start, moves) => {
      const path = walk(start, moves);
      const answered = path.findIndex((s) => s === "ACCEPTED" || s === "DECLINED" || s === "ALLOCATING_DELIVERY");
      if (answered > 0) expect(["NEW", "ALLOCATING_DELIVERY", "PENDING_PAYMENT"]).toContain(path[answered - 1]);
      expect(path.filter(isFinalOrderStatus).length).toBeLessThanOrEqual(1);
      expect(path.filter(awaitsAnswer).length).toBeLessThanOrEqual(1);
    }));
  });
});

describe("delivery status properties", () => {
  it("never leaves a final delivery status, whatever the platform pushes", () => {
    fc.assert(fc.property(delivery, fc.array(pushedState, { maxLength: 10 }), (start, pushes) => {
      const end = pushes.reduce<DeliveryStatus>((current, pushed) => nextDeliveryStatus(current, deliveryOf(pushed)), start);
      if (isFinalDeliveryStatus(start)) expect(end).toBe(start);
    }));
  });

  it("has no cycles: a status once left is never reached again", () => {
    fc.assert(fc.property(fc.array(pushedState, { maxLength: 12 }), (pushes) => {
      const seen: DeliveryStatus[] = ["CREATING"];
      for (const pushed of pushes) {
        const current = seen[seen.length - 1]!;
        const next = nextDeliveryStatus(current, deliveryOf(pushed));
        if (next !== current) {
          expect(seen).not.toContain(next);
          seen.push(next);
        }
      }
    }));
  });

  it("applies a repeated push once: pushing the same state twice equals pushing it once", () => {
    fc.assert(fc.property(delivery, pushedState, (start, pushed) => {
      const once = nextDeliveryStatus(start, deliveryOf(pushed));
      expect(nextDeliveryStatus(once, deliveryOf(pushed))).toBe(once);
    }));
  });

  it("moves only along allowed transitions", () => {
    fc.assert(fc.property(delivery, pushedState, (start, pushed) => {
      const next = nextDeliveryStatus(start, deliveryOf(pushed));
      if (next !== start) expect(canMoveDelivery(start, next)).toBe(true);
    }));
  });
});
