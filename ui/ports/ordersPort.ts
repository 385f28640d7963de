// The Orders page's port (issues 17, 18): the admin's orders of every business, one order with its
// timeline, and the restaurant's answer (accept, decline with a reason) given by an operator, as
// types only. Rows are the domain's response Schemas' types; lists are asked by 0-based page.
import type { DeliveryStatus } from "../../domain/orders/deliveryStatus";
import type { OrderPlatform } from "../../domain/orders/order";
import type { OrderStatus } from "../../domain/orders/orderStatus";
import type { OrderDetail, OrderPage, OrderSummary } from "../../domain/orders/orderView";

export type { DeliveryStatus, OrderDetail, OrderPage, OrderPlatform, OrderStatus, OrderSummary };

export interface OrderFilters {
  readonly status: OrderStatus | null;
  readonly deliveryStatus: DeliveryStatus | null;
  readonly platform: OrderPlatform | null;
  readonly businessId: string | null;
  /** Calendar dates (YYYY-MM-DD) in the country's time zone, both included. */
  readonly from: string | null;
  readonly to: string | null;
  readonly country: string;
}

export interface OrderQuery extends OrderFilters {
  /** The platform's short order number, from its start. */
  readonly search: string;
  /** 0-based. */
  readonly page: number;
}

export interface OrdersPort {
  readonly listOrders: (query: OrderQuery) => Promise<OrderPage>;
  readonly order: (id: string) => Promise<OrderDetail>;
  readonly acceptOrder: (id: string) => Promise<OrderDetail>;
  readonly declineOrder: (id: string, reason: string) => Promise<OrderDetail>;
}
