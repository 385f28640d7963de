import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./apiClient";
import { createHttpMenu } from "./menuApi";

const serverAnswering = (data: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } }));

const DOCUMENT = {
  _id: "menu-r1", _rev: 3, updatedAt: "2026-11-26T10:00:00Z", masterCatalogSetting: { inclusiveTaxes: false },
  addonGroup: [], catalog: [], category: [{ id: "c1", name: "Coffee", name2: "" }], product: [], scheduler: [], variant: [], takeaway: [],
  unit: [{ id: "u1", name: "Piece", abbrev: "pc", precision: 4, measurements: [], isDefault: true }], sku: [], recipe: [], printDepartment: [], cookingGuide: [],
};

describe("the menu port over HTTP", () => {
  it("reads the document and keeps its revision apart from its modules", async () => {
    const fetch = serverAnswering(DOCUMENT);
    const menu = createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch }));
    const document = await menu.readMenu("r/1");
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v2/restaurants/r%2F1/menu-v3");
    expect(document.rev).toBe(3);
    expect(document.modules.category).toEqual([{ id: "c1", name: "Coffee", name2: "" }]);
    expect(document.modules.unit[0]?.isDefault).toBe(true);
  });

  it("sends a change as {_rev, module, operation, data} and the tax setting with its revision", async () => {
    const fetch = serverAnswering(DOCUMENT);
    const menu = createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch }));
    await menu.changeMenu({ restaurantId: "r1", rev: 3, module: "category", operation: "delete", data: { id: "c1" } });
    await menu.setInclusiveTaxes("r1", true, 3);
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))])).toEqual([
      ["/api/v2/restaurants/r1/menu-v3", "PUT", { _rev: 3, module: "category", operation: "delete", data: { id: "c1" } }],
      ["/api/v2/restaurants/r1/menu-v3/master-catalog-setting", "PUT", { inclusiveTaxes: true, _rev: 3 }],
    ]);
  });

  it("reads the till's POS version strictly", async () => {
    const fetch = serverAnswering({ version: "4.0.0", reportedAt: "2026-11-26T10:00:00.000Z" });
    const menu = createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch }));
    expect(await menu.readPosVersion("r1")).toEqual({ version: "4.0.0", reportedAt: "2026-11-26T10:00:00.000Z" });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v2/restaurants/r1/menu-v3/pos-version");
    const extra = createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch: serverAnswering({ version: null, reportedAt: null, surprise: 1 }) }));
    await expect(extra.readPosVersion("r1")).rejects.toThrow();
  });

  it("refuses a document with a field the client does not know, or an item without its id", async () => {
    const extra = createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch: serverAnswering({ ...DOCUMENT, surprise: 1 }) }));
    await expect(extra.readMenu("r1")).rejects.toThrow();
    const noId = createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch: serverAnswering({ ...DOCUMENT, category: [{ name: "Tea" }] }) }));
    await expect(noId.readMenu("r1")).rejects.toThrow();
  });

  it("asks the business's menu products with its query and decodes the page strictly", async () => {
    const entry = { kind: "product", id: "p1", name: "Kopi O", code: null, restaurantId: "r1", restaurantName: "Bangsar", productIds: ["p1"] };
    const fetch = serverAnswering({ resources: [entry], pagination: { totalResources: 1 } });
    const menu = createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch }));
    expect(await menu.findProducts("b/1", { search: "kopi o", kind: "product", ids: ["p1", "p2"], skip: 0, limit: 20 })).toEqual({ resources: [entry], pagination: { totalResources: 1 } });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v2/businesses/b%2F1/menu-products?search=kopi+o&kind=product&ids=p1%2Cp2&skip=0&limit=20");
    const extra = createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch: serverAnswering({ resources: [{ ...entry, surprise: 1 }], pagination: { totalResources: 1 } }) }));
    await expect(extra.findProducts("b1", {})).rejects.toThrow();
  });

  it("uploads a product's thumbnail as its bytes with their content type and answers its address", async () => {
    const stored = "/api/v2/files/restaurant/r1/menu/thumbnails/4f1c?v=0123456789abcdef";
    const fetch = serverAnswering({ url: stored, contentType: "image/png", size: 4, width: 1, height: 1 });
    const bytes = new Blob([new Uint8Array([137, 80, 78, 71])]);
    expect(await createHttpMenu(createApiClient({ baseUrl: "/api/v2", fetch })).uploadThumbnail("r1", { contentType: "image/png", bytes })).toBe(stored);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect([url, init?.method, new Headers(init?.headers).get("content-type"), init?.body]).toEqual(["/api/v2/restaurants/r1/menu-v3/thumbnail", "PUT", "image/png", bytes]);
  });
});
