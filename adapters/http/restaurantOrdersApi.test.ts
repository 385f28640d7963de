// A restaurant's orders client: the restaurant's paths, the query from the page's filter and
// search, and its strict decoding of the server's answers.
import { describe, expect, it } from "vitest";
import { orderStatusEntry } from "../../machines/orders/orderCatalogue";
import type { ApiClient } from "./apiClient";
import { createHttpRestaurantOrders } from "./restaurantOrdersApi";

const order = (orderStatusEntry.sampleEvents.find((event) => event.type === "order.open") as { order: Record<string, unknown> }).order;
const { lines: _lines, timeline: _timeline, ...summary } = order;

const clientAnswering = (answer: unknown, calls: Array<[string, string, unknown]>): ApiClient => ({
  request: async <T>(method: string, path: string, body?: unknown) => {
    calls.push([method, path, body]);
    return answer as T;
  },
  upload: async () => {
    throw new Error("not used");
  },
});

describe("a restaurant's orders HTTP client", () => {
  it("asks the restaurant's page with only the filter and search set", async () => {
    const calls: Array<[string, string, unknown]> = [];
    const orders = createHttpRestaurantOrders(clientAnswering({ resources: [summary], pagination: { totalResources: 1 } }, calls), 20);
    await orders.listOrders("r 1", { status: null, search: "GF-6", page: 1 });
    await orders.listOrders("r1", { status: "NEW", search: "", page: 0 });
    expect(calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      "GET /restaurants/r%201/orders?skip=20&limit=20&search=GF-6",
      "GET /restaurants/r1/orders?skip=0&limit=20&status=NEW",
    ]);
  });

  it("answers under the restaurant and refuses a field the Schema does not declare", async () => {
    const calls: Array<[string, string, unknown]> = [];
    await createHttpRestaurantOrders(clientAnswering(order, calls), 20).declineOrder("r1", "o1", "Sold out");
    expect(calls).toEqual([["POST", "/restaurants/r1/orders/o1/decline", { reason: "Sold out" }]]);
    await expect(createHttpRestaurantOrders(clientAnswering({ ...order, surprise: 1 }, []), 20).order("r1", "o1")).rejects.toThrow();
  });
});
