// The live-updates publisher port (spec 1 §6, §9; ARCHITECTURE §2.5): what other areas call
// when something a provider operator must hear about right now has happened. Today that is one
// kind, the new-order alert, which admin and staff users who selected the order's country
// receive on the socket.io channel (liveChannel.ts) and hear as a looping sound until dismissed.
// Who produces a new-order alert (decision, the spec does not say): the area that records an
// order placed by a customer (online ordering, delivery platforms) calls
// `app.liveAlerts.newOrder({restaurantId, orderId, orderType})` after its command committed;
// outside production `POST /api/v2/dev/live/new-order` (liveRoutes.ts) sends one by hand.
// The publisher resolves the restaurant's name, business and country itself, so callers only
// say which order; an unknown restaurant publishes nothing (the alert could not be routed).
export const NEW_ORDER_EVENT = "new-order";

export const OrderType = ["DINE_IN", "PICKUP", "DELIVERY"] as const;
export type OrderType = (typeof OrderType)[number];

/** What a caller says about the new order. */
export interface NewOrder {
  readonly restaurantId: string;
  readonly orderId: string;
  readonly orderType: OrderType;
}

/** What a listening operator receives (event `new-order`). */
export interface NewOrderAlert extends NewOrder {
  readonly restaurantName: string;
  readonly businessId: string;
  readonly country: string;
  /** When the alert was published (ISO instant, server clock). */
  readonly placedAt: string;
}

export interface LiveAlerts {
  /** Publishes a new-order alert to the order's country; answers it, or null when unroutable. */
  readonly newOrder: (order: NewOrder) => Promise<NewOrderAlert | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    readonly liveAlerts: LiveAlerts;
  }
}
