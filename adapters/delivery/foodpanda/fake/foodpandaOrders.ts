// The fake foodpanda's side of orders: it sends orders to the partner's order webhook, pushes
// their later states to the partner's order-state webhook, and keeps the partner's answers
// (accept or reject through PUT /v2/orders/{id}/status). Tests and the demo steer it:
// `submit(order)`, `pushState(state)`; `foodpandaOrderPayload(...)` builds an order as foodpanda
// sends it (domain/orders/foodpanda/foodpandaOrder.ts).
// Decisions: the partner is reached through `connect(partner)` like the GrabFood fake; an order
// answered twice keeps both answers (tests see a repeated reply); a state outside our contract of
// foodpanda (FoodpandaOrderStateContract) is never sent: asking for one throws, as it is the
// caller's mistake, not foodpanda's behaviour.
import { Schema } from "effect";
import type { PartnerAnswer, PartnerWebhooks } from "../../grabfood/fake/grabfoodMenuSide";
import { FoodpandaOrderStateContract } from "../contract/foodpandaContract";

export const FOODPANDA_ORDER_WEBHOOK = "/delivery/foodpanda/webhook/order";
export const FOODPANDA_ORDER_STATE_WEBHOOK = "/delivery/foodpanda/webhook/order-state";

export interface FoodpandaOrderInput {
  readonly orderId: string;
  readonly vendorCode: string;
  /** Our product ids (those our catalog push sent), one unit's price in minor units. */
  readonly items: ReadonlyArray<{ readonly productId: string; readonly quantity: number; readonly unitPrice: number }>;
  readonly placedAt: string;
  readonly expedition?: "delivery" | "pickup";
  readonly autoAccepted?: boolean;
  readonly customerName?: string;
}

/** An order as foodpanda sends it (MYR, exponent 2). */
export const foodpandaOrderPayload = (input: FoodpandaOrderInput): Record<string, unknown> => ({
  orderId: input.orderId,
  orderCode: `FP-${input.orderId.slice(-4)}`,
  vendorCode: input.vendorCode,
  placedAt: input.placedAt,
  expedition: input.expedition ?? "delivery",
  deliveredBy: "foodpanda",
  payment: "online",
  autoAccepted: input.autoAccepted ?? false,
  currency: { code: "MYR", exponent: 2 },
  items: input.items.map((item) => ({ ...item, toppings: [] })),
  charges: { deliveryFee: input.expedition === "pickup" ? 0 : 499, discount: 0, tax: 0 },
  customer: { firstName: input.customerName ?? "Panda eater" },
});

export const foodpandaOrderSide = () => {
  let partner: PartnerWebhooks | null = null;
  const replies: Array<{ readonly orderId: string; readonly vendorCode: string; readonly status: string }> = [];
  const send = (path: string, body: unknown): Promise<PartnerAnswer> => {
    if (partner === null) throw new Error("The fake foodpanda is not connected to a partner");
    return partner("POST", path, body);
  };
  return {
    connect: (webhooks: PartnerWebhooks) => {
      partner = webhooks;
    },
    replies,
    /** Sends an order to the partner's order webhook; answers the partner's answer. */
    submit: (order: Record<string, unknown>): Promise<PartnerAnswer> => send(FOODPANDA_ORDER_WEBHOOK, order),
    /** Pushes an order's state to the partner's order-state webhook; answers the partner's answer. */
    pushState: (state: typeof FoodpandaOrderStateContract.Type): Promise<PartnerAnswer> => send(FOODPANDA_ORDER_STATE_WEBHOOK, Schema.decodeUnknownSync(FoodpandaOrderStateContract)(state)),
  };
};
