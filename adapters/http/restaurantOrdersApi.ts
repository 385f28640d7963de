// The UI's restaurant orders port over HTTP (client rooted at /api/v2): the /restaurants/{id}/orders
// routes (adapters/server/orders/restaurantOrderRoutes.ts), answers decoded strictly with the
// domain's response Schemas (domain/orders/orderView.ts), as the admin's client does.
import { Schema } from "effect";
import { OrderDetail, OrderPage } from "../../domain/orders/orderView";
import type { ApiClient } from "./apiClient";

const STRICT = { onExcessProperty: "error" } as const;
const base = (restaurantId: string): string => `/restaurants/${encodeURIComponent(restaurantId)}/orders`;
const at = (restaurantId: string, id: string): string => `${base(restaurantId)}/${encodeURIComponent(id)}`;

type Query = { readonly status: string | null; readonly search: string; readonly page: number };

export const createHttpRestaurantOrders = (client: ApiClient, pageSize: number) => {
  const detail = (answer: unknown) => Schema.decodeUnknownSync(OrderDetail)(answer, STRICT);
  return {
    listOrders: async (restaurantId: string, { status, search, page }: Query) => {
      const query = new URLSearchParams({ skip: String(page * pageSize), limit: String(pageSize) });
      if (status !== null) query.set("status", status);
      if (search !== "") query.set("search", search);
      return Schema.decodeUnknownSync(OrderPage)(await client.request<unknown>("GET", `${base(restaurantId)}?${query.toString()}`), STRICT);
    },
    order: async (restaurantId: string, id: string) => detail(await client.request<unknown>("GET", at(restaurantId, id))),
    acceptOrder: async (restaurantId: string, id: string) => detail(await client.request<unknown>("POST", `${at(restaurantId, id)}/accept`, {})),
    declineOrder: async (restaurantId: string, id: string, reason: string) =>
      detail(await client.request<unknown>("POST", `${at(restaurantId, id)}/decline`, { reason })),
  };
};
