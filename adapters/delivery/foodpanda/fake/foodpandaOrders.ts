// The fake foodpanda's side of orders: it sends orders to the partner's order webhook and keeps
// the partner's answers (accept or reject through PUT /v2/orders/{id}/status). Tests and the demo
// steer it: `submit(order)`; `foodpandaOrderPayload(...)` builds an order as foodpanda sends it
// (domain/orders/foodpanda/foodpandaOrder.ts).
// Decisions: the partner is reached through `connect(partner)` like the GrabFood fake; an order
// answered twice keeps both answers (tests see a repeated reply).
import type { PartnerAnswer, PartnerWebhooks } from "../../grabfood/fake/grabfoodMenuSide";

export const FOODPANDA_ORDER_WEBHOOK = "/delivery/foodpanda/webhook/order";

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
  return {
    connect: (webhooks: PartnerWebhooks) => {
      partner = webhooks;
    },
    replies,
    /** Sends an order to the partner's order webhook; answers the partner's answer. */
    submit: (order: Record<string, unknown>): Promise<PartnerAnswer> => {
      if (partner === null) throw new Error("The fake foodpanda is not connected to a partner");
      return partner("POST", FOODPANDA_ORDER_WEBHOOK, order);
    },
  };
};
