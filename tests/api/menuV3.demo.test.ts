// The demo café's menu (adapters/demo/menuDemo.ts), seen through the API by the demo owner:
// the document with its modules filled, and the GrabFood catalog's effective DELIVERY menu.
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_PHONE } from "../../adapters/demo/businessDemo";
import { menuDemo } from "../../adapters/demo/menuDemo";
import { DEVELOPMENT_DEMO_PASSWORD, seedDemoData } from "../../adapters/demo/seedDemoData";
import { call, cheapPasswordHasher, login, startTestApp } from "../support/apiHarness";

describe("demo menu", () => {
  it("gives the demo restaurant a real café menu", async () => {
    const { app, engine } = await startTestApp();
    const summary = await seedDemoData(engine, cheapPasswordHasher, { enabled: true, production: false, seeders: [menuDemo] });
    const token = await login(app, DEMO_OWNER_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const path = `/api/v2/restaurants/${summary?.facts.restaurantIds[0]}/menu-v3`;
    const doc = (await call(app, "GET", path, { token })).json().data;
    expect(doc.product.length).toBeGreaterThanOrEqual(30);
    expect(doc.category.length).toBeGreaterThanOrEqual(5);
    expect(doc.addonGroup.map((g: { name: string }) => g.name)).toEqual(["Milk choice", "Extra shots", "Sides"]);
    expect(doc.product.find((p: { name: string }) => p.name === "Latte").variantCombination).toHaveLength(4);
    expect(doc.scheduler.length).toBeGreaterThanOrEqual(1);
    expect(doc.sku.length).toBeGreaterThanOrEqual(3);
    expect(doc.recipe.length).toBeGreaterThanOrEqual(1);
    expect(doc.unit.length).toBeGreaterThanOrEqual(3);
    expect(doc.catalog).toEqual([expect.objectContaining({ name: "GrabFood", type: "DELIVERY" })]);
    // Seeded without a file store: no product points at an image that is not there.
    expect(doc.product.every((p: { thumbnail: string | null }) => p.thumbnail === null)).toBe(true);

    const delivery = (await call(app, "GET", `${path}/effective?channel=DELIVERY&at=2026-03-07T02:00:00Z`, { token })).json().data;
    expect(delivery.catalog.name).toBe("GrabFood");
    expect(delivery.products.map((p: { name: string }) => p.name)).toContain("Nasi Lemak Ayam Goreng (GrabFood exclusive)");
    expect(delivery.products.some((p: { name: string }) => p.name === "Mineral Water" || p.name === "Staff Meal")).toBe(false);
    const pos = (await call(app, "GET", `${path}/effective?channel=POS&at=2026-03-07T14:00:00Z`, { token })).json().data;
    expect(pos.products.find((p: { name: string }) => p.name === "Staff Meal").reason).toBe("Product is disable from pos");
    expect(pos.products.find((p: { name: string }) => p.name === "Kaya Butter Toast").reason).toBe("Product not in schedule");
    await app.close();
  });

  it("gives the drinks and dishes thumbnails the files route serves, when the server keeps files", async () => {
    const { app, engine } = await startTestApp();
    const summary = await seedDemoData(engine, cheapPasswordHasher, { enabled: true, production: false, seeders: [menuDemo], files: app.files });
    const token = await login(app, DEMO_OWNER_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const doc = (await call(app, "GET", `/api/v2/restaurants/${summary?.facts.restaurantIds[0]}/menu-v3`, { token })).json().data;
    const latte = doc.product.find((p: { name: string }) => p.name === "Latte");
    expect(latte.thumbnail).toMatch(/^\/api\/v2\/files\/restaurant\/[0-9a-f]+\/menu\/thumbnails\/[0-9a-f-]{36}\?v=[0-9a-f]{16}$/);
    const image = await app.inject({ method: "GET", url: latte.thumbnail });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect([...image.rawPayload.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(doc.product.filter((p: { thumbnail: string | null }) => p.thumbnail !== null).length).toBeGreaterThanOrEqual(30);
    await app.close();
  });
});
