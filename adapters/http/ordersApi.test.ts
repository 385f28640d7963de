// The orders client: the query it builds from the page's filters, and its strict decoding of the
// server's answers (a field one side adds and the other does not know fails here).
import { describe, expect, it } from "vitest";
import { orderStatusEntry } from "../../machines/orders/orderCatalogue";
import type { ApiClient } from "./apiClient";
import { createHttpOrders } from "./ordersApi";

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

describe("orders HTTP client", () => {
  it("asks a page with only the filters set, and decodes the page", async () => {
    const calls: Array<[string, string, unknown]> = [];
    const orders = createHttpOrders(clientAnswering({ resources: [summary], pagination: { totalResources: 1 } }, calls), 20);
    const page = await orders.listOrders({ search: "", page: 2, status: "NEW", deliveryStatus: null, platform: "grabfood", businessId: null, from: "2026-11-01", to: null, country: "MY" });
    expect(page.resources[0]?.id).toBe(order.id);
    expect(calls).toEqual([["GET", "/admin/orders?skip=40&limit=20&status=NEW&platform=grabfood&from=2026-11-01&country=MY", undefined]]);
  });

  it("refuses an answer with a field the domain's Schema does not declare, or missing one", async () => {
    await expect(createHttpOrders(clientAnswering({ ...order, surprise: 1 }, []), 20).order("x")).rejects.toThrow();
    const { timeline: _dropped, ...partial } = order;
    await expect(createHttpOrders(clientAnswering(partial, []), 20).order("x")).rejects.toThrow();
    expect((await createHttpOrders(clientAnswering(order, []), 20).order("x")).id).toBe(order.id);
  });

  it("declines with the reason in the body", async () => {
    const calls: Array<[string, string, unknown]> = [];
    await createHttpOrders(clientAnswering(order, calls), 20).declineOrder("grabfood-1", "Sold out");
    expect(calls).toEqual([["POST", "/admin/orders/grabfood-1/decline", { reason: "Sold out" }]]);
  });
});
