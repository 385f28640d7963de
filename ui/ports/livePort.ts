// The live-updates port (spec 1 §6): a connection to the server's new-order alerts for one
// country, opened by the layout for admin and staff users. The adapter reconnects by itself
// after a lost connection (a server restart) and re-reads the session's token each time.
export interface LiveNewOrder {
  readonly orderId: string;
  readonly restaurantId: string;
  readonly restaurantName: string;
  readonly businessId: string;
  readonly orderType: "DINE_IN" | "PICKUP" | "DELIVERY";
  readonly country: string;
  readonly placedAt: string;
}

/** connected: listening; reconnecting: lost, retrying; refused: the server said no (message). */
export type LiveStatus =
  | { readonly kind: "connected" }
  | { readonly kind: "reconnecting" }
  | { readonly kind: "refused"; readonly message: string };

export interface LiveListeners {
  readonly onNewOrder: (order: LiveNewOrder) => void;
  readonly onStatus?: (status: LiveStatus) => void;
}

export interface LivePort {
  /** Opens the channel for `country`; the answer closes it. */
  readonly listen: (country: string, listeners: LiveListeners) => () => void;
}
