// A restaurant's own Orders page's port (issue 17 "incoming orders"; GET /restaurants/{id}/orders):
// its orders by 0-based page with a status filter and a search by the platform's short order
// number, one order with its timeline, and the restaurant's answer, as types only. The rows are the
// domain's response Schemas' types, as the admin's Orders page sees them (ordersPort.ts).
import type { OrderDetail, OrderPage, OrderStatus } from "./ordersPort";

export interface RestaurantOrderQuery {
  readonly status: OrderStatus | null;
  readonly search: string;
  /** 0-based. */
  readonly page: number;
}

export interface RestaurantOrdersPort {
  readonly listOrders: (restaurantId: string, query: RestaurantOrderQuery) => Promise<OrderPage>;
  readonly order: (restaurantId: string, id: string) => Promise<OrderDetail>;
  readonly acceptOrder: (restaurantId: string, id: string) => Promise<OrderDetail>;
  readonly declineOrder: (restaurantId: string, id: string, reason: string) => Promise<OrderDetail>;
}
