// The UI's orders port over HTTP (client rooted at /api/v2): the /admin/orders routes
// (adapters/server/orders/adminOrderRoutes.ts). Answers are decoded strictly with the domain's
// response Schemas (domain/orders/orderView.ts): a field the server adds or drops fails here.
import { Schema } from "effect";
import { OrderDetail, OrderPage } from "../../domain/orders/orderView";
import type { ApiClient } from "./apiClient";

const BASE = "/admin/orders";
const at = (id: string): string => `${BASE}/${encodeURIComponent(id)}`;
const STRICT = { onExcessProperty: "error" } as const;
const query = (params: Record<string, string | number | null>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === null || value === "" ? [] : [[key, String(value)]]))).toString();

type Filters = {
  readonly search: string; readonly page: number; readonly status: string | null; readonly deliveryStatus: string | null; readonly platform: string | null;
  readonly businessId: string | null; readonly from: string | null; readonly to: string | null; readonly country: string;
};

export const createHttpOrders = (client: ApiClient, pageSize: number) => {
  const detail = (answer: unknown) => Schema.decodeUnknownSync(OrderDetail)(answer, STRICT);
  return {
    listOrders: async ({ page, ...filters }: Filters) =>
      Schema.decodeUnknownSync(OrderPage)(await client.request<unknown>("GET", `${BASE}?${query({ skip: page * pageSize, limit: pageSize, ...filters })}`), STRICT),
    order: async (id: string) => detail(await client.request<unknown>("GET", at(id))),
    acceptOrder: async (id: string) => detail(await client.request<unknown>("POST", `${at(id)}/accept`, {})),
    declineOrder: async (id: string, reason: string) => detail(await client.request<unknown>("POST", `${at(id)}/decline`, { reason })),
  };
};
