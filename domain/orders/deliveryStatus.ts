// Owns: the delivery status rule of an order (spec 1 §3 "delivery status CREATING, NEW,
// IN_DELIVERY, PICKING_UP, IN_RETURN, CANCELED, RETURNED, COMPLETE, FAILED, REFUSED"); what each
// platform's pushed order states mean for it is platformOrderState.ts.
// Decisions where the spec is silent (spec 1 §4: "Delivery status transitions: not shown"):
// - CREATING: the delivery is being requested; NEW: requested, no rider yet; PICKING_UP: a rider
//   is on the way to the restaurant; IN_DELIVERY: collected; IN_RETURN → RETURNED: brought back.
// - CANCELED, RETURNED, COMPLETE, FAILED and REFUSED are final; REFUSED is a delivery the
//   restaurant declined before it started.
// - A delivery only moves forward: a late or repeated platform push that would move it back (a
//   DRIVER_ARRIVED after COLLECTED) changes nothing (it stays on the order's timeline).
import { Schema } from "effect";

export const DeliveryStatus = Schema.Literals(["CREATING", "NEW", "PICKING_UP", "IN_DELIVERY", "IN_RETURN", "CANCELED", "RETURNED", "COMPLETE", "FAILED", "REFUSED"]);
export type DeliveryStatus = typeof DeliveryStatus.Type;
export const DELIVERY_STATUSES: ReadonlyArray<DeliveryStatus> = DeliveryStatus.literals;

const NEXT: Readonly<Record<DeliveryStatus, ReadonlyArray<DeliveryStatus>>> = {
  CREATING: ["NEW", "PICKING_UP", "IN_DELIVERY", "COMPLETE", "CANCELED", "FAILED", "REFUSED"],
  NEW: ["PICKING_UP", "IN_DELIVERY", "COMPLETE", "CANCELED", "FAILED"],
  PICKING_UP: ["IN_DELIVERY", "COMPLETE", "CANCELED", "FAILED"],
  IN_DELIVERY: ["IN_RETURN", "COMPLETE", "CANCELED", "FAILED"],
  IN_RETURN: ["RETURNED", "FAILED"],
  CANCELED: [],
  RETURNED: [],
  COMPLETE: [],
  FAILED: [],
  REFUSED: [],
};

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  CREATING: "Creating", NEW: "New", PICKING_UP: "Picking up", IN_DELIVERY: "In delivery", IN_RETURN: "In return",
  CANCELED: "Canceled", RETURNED: "Returned", COMPLETE: "Complete", FAILED: "Failed", REFUSED: "Refused",
};

export const isFinalDeliveryStatus = (status: DeliveryStatus): boolean => NEXT[status].length === 0;

/** Whether a delivery in `from` may move to `to`. */
export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus): boolean => NEXT[from].includes(to);

/** The delivery status after a pushed one: the pushed one when it moves forward, else unchanged. */
export const nextDeliveryStatus = (current: DeliveryStatus, pushed: DeliveryStatus): DeliveryStatus =>
  canMoveDelivery(current, pushed) ? pushed : current;
