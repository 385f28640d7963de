// The port through which an order's answer goes back to its platform (GrabFood: "Manually
// accept/reject orders", POST /partner/v1/order/prepare). Pure types: the clients do the I/O
// (adapters/delivery/<platform>/). A refusal is a PartnerError (domain/delivery/deliveryPartner.ts).
import type { PartnerStore } from "../delivery/deliveryPartner";
import type { OrderPlatform, ReplyState } from "./order";

export interface OrderPartner {
  readonly replyToOrder: (store: PartnerStore, platformOrderId: string, toState: ReplyState) => Promise<void>;
}

export type OrderPartners = Readonly<Record<OrderPlatform, OrderPartner>>;
