// The fake GrabFood's side of orders: it submits orders and pushes their states to the partner's
// order webhooks (like GrabFood's "Submit order webhook" and "Push order state webhook"), and
// keeps what the partner answered through the API: accepts and rejects ("Manually accept/reject
// orders") and orders marked ready. Tests and the demo steer it: `submit(order)`,
// `pushState(push)`; `order(...)` builds a submitted order GrabFood's schema accepts.
// Decisions: the partner is reached through `connect(partner)` like the menu side; an order
// answered twice keeps both answers (tests see a repeated reply).
import type { PartnerAnswer, PartnerWebhooks } from "./grabfoodMenuSide";

export const ORDER_WEBHOOK = "/delivery/grabfood/webhook/order";
export const ORDER_STATE_WEBHOOK = "/delivery/grabfood/webhook/order-state";

export interface GrabOrderItemInput {
  /** Our product id (the item id our menu sync published). */
  readonly id: string;
  readonly quantity: number;
  /** Minor units, one unit with its modifiers, tax included. */
  readonly price: number;
}

export interface GrabOrderInput {
  readonly orderID: string;
  readonly merchantID: string;
  readonly shortOrderNumber?: string;
  readonly items: ReadonlyArray<GrabOrderItemInput>;
  readonly orderType?: "TakeAway" | "DeliveredByGrab" | "DeliveredByRestaurant" | "DineIn";
  readonly acceptance?: "AUTO" | "MANUAL";
  readonly paymentType?: "CASH" | "CASHLESS";
  readonly orderTime: string;
  readonly eaterName?: string;
  readonly deliveryFee?: number;
  readonly basketPromo?: number;
}

/** A SubmitOrderRequest as GrabFood sends it (MYR, exponent 2). */
export const grabSubmittedOrder = (input: GrabOrderInput): Record<string, unknown> => {
  const subtotal = input.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const deliveryFee = input.deliveryFee ?? (input.orderType === "TakeAway" ? 0 : 500);
  const basketPromo = input.basketPromo ?? 0;
  return {
    orderID: input.orderID,
    shortOrderNumber: input.shortOrderNumber ?? `GF-${input.orderID.slice(-3)}`,
    merchantID: input.merchantID,
    partnerMerchantID: "",
    paymentType: input.paymentType ?? "CASHLESS",
    cutlery: false,
    orderTime: input.orderTime,
    currency: { code: "MYR", symbol: "RM", exponent: 2 },
    featureFlags: { orderAcceptedType: input.acceptance ?? "MANUAL", orderType: input.orderType ?? "DeliveredByGrab", isMexEditOrder: false },
    items: input.items.map((item, index) => ({
      id: item.id, grabItemID: `FAKE-ITEM-${index + 1}`, quantity: item.quantity, price: item.price, tax: 0, specifications: "", modifiers: [],
    })),
    campaigns: null,
    promos: [],
    price: { subtotal, tax: 0, merchantChargeFee: 0, grabFundPromo: 0, merchantFundPromo: basketPromo, basketPromo, deliveryFee, eaterPayment: subtotal + deliveryFee - basketPromo },
    receiver: { name: input.eaterName ?? "Grab eater", phones: "60123456000" },
  };
};

export const grabfoodOrderSide = () => {
  let partner: PartnerWebhooks | null = null;
  const replies: Array<{ readonly orderID: string; readonly toState: string }> = [];
  const markedReady: string[] = [];

  const send = async (path: string, body: unknown): Promise<PartnerAnswer> => {
    if (partner === null) throw new Error("The fake GrabFood is not connected to a partner");
    return partner("POST", path, body);
  };

  return {
    connect: (webhooks: PartnerWebhooks) => {
      partner = webhooks;
    },
    replies,
    markedReady,
    /** Submits an order to the partner's order webhook; answers the partner's answer. */
    submit: (order: Record<string, unknown>) => send(ORDER_WEBHOOK, order),
    /** Pushes an order's state to the partner's order state webhook. */
    pushState: (push: { readonly merchantID: string; readonly orderID: string; readonly state: string; readonly message?: string }) => send(ORDER_STATE_WEBHOOK, push),
  };
};

export type GrabfoodOrderSide = ReturnType<typeof grabfoodOrderSide>;
