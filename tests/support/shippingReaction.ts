// Test support for the reaction suites (unit on memory, reliability on PGlite and PostgreSQL):
// a tiny "order" stream whose OrderPlaced events a reaction follows by writing a "shipment" for
// each. The shipment decider records every Ship command it gets (it is NOT idempotent by itself),
// so a shipment stream with two events proves a follow-up ran twice: only the reaction's
// idempotency key keeps it at one.
import { type Decider, accept, reject } from "../../domain/engine/decider";
import type { RecordedEvent } from "../../domain/engine/events";
import type { Reaction } from "../../domain/engine/reaction";

type OrderEvent = { readonly type: "OrderPlaced" | "OrderNoted"; readonly data: { readonly note: string } };
type OrderCommand = { readonly type: "Place" | "Note"; readonly note: string };
export const orderDecider: Decider<null, OrderCommand, OrderEvent> = {
  initialState: null,
  decide: (command) => accept({ type: command.type === "Place" ? "OrderPlaced" : "OrderNoted", data: { note: command.note } }),
  evolve: (state) => state,
};

type ShipmentEvent = { readonly type: "Shipped"; readonly data: { readonly source: string } };
type ShipCommand = { readonly type: "Ship"; readonly source: string };
export const shipmentDecider: Decider<null, ShipCommand, ShipmentEvent> = {
  initialState: null,
  decide: (command) => (command.source.includes("refuse") ? reject("Cannot ship this") : accept({ type: "Shipped", data: { source: command.source } })),
  evolve: (state) => state,
};

export const shipmentStreamOf = (event: Pick<RecordedEvent, "streamId" | "version">): string => `shipment-${event.streamId}-${event.version}`;

export interface ShippingHooks {
  /** Called after the shipment committed: throw here to crash the reaction half-way. */
  readonly afterShip?: (event: RecordedEvent) => void;
}

/** Ships each placed order; a refused shipment is answered as a refusal note. */
export const shippingReaction = (hooks: ShippingHooks = {}, name = "shipping"): Reaction => ({
  name,
  follows: ["OrderPlaced"],
  handle: async (event, engine, options) => {
    const source = (event.data as { note: string }).note;
    try {
      await engine.runner.run(shipmentDecider, shipmentStreamOf(event), { type: "Ship", source }, options);
    } catch (error) {
      if (error instanceof Error && error.message === "Cannot ship this") return [error.message];
      throw error;
    }
    hooks.afterShip?.(event);
    return [];
  },
});
