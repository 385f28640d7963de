// A restaurant's GrabFood delivery in a real browser against the local fake GrabFood the server
// starts (no GRABFOOD_BASE_URL): the owner connects GrabFood on the Delivery page (the secret is
// answered as a hint only), checks the menu, syncs it (GrabFood pulls the menu from our webhook
// and pushes its states; the page follows them live) and sees success with an empty drift, then
// pauses the store for 30 minutes. Axe checks the page in each state.
// Decision: the owner, business, restaurant, delivery hours and menu are made over the API
// (tests/e2e/loyaltyWorld.ts); the screen under test is the Delivery page.
import { test } from "@playwright/test";
import { seriousViolations } from "./axeCheck";
import { type Owner, expect, openBusiness, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 240_000 });

const OWNER: Owner = { phone: "+60125550471", typed: "12-555 0471", password: "owner-pass-47", name: "Farid Owner" };
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

test("an owner connects GrabFood, syncs the menu, sees no drift and pauses the store for 30 minutes", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Kopi Grab");
  const menuPath = `/restaurants/${world.restaurantId}/menu-v3`;
  const menuPut = async (module: string, data: unknown) => {
    const { _rev } = await world.api<{ _rev: number }>("GET", menuPath);
    return world.api<Record<string, Array<{ id: string }>>>("PUT", menuPath, { _id: `menu-${world.restaurantId}`, _rev, module, operation: "create", data });
  };
  const week = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "08:00", end: "22:00" }] }));
  await world.api("PUT", `/restaurants/${world.restaurantId}/in-house-delivery`, { enable: true, maxDistanceKm: 5, minimumOrder: 10, deliveryFee: 5, freeDeliveryFrom: null, operatingHours: week });
  const category = (await menuPut("category", { name: "Coffee" })).category?.at(-1)?.id;
  await menuPut("product", { name: "Kopi O", price: rm(350), category });
  await menuPut("product", { name: "Iced Latte", price: rm(1200), category });

  await signIn(page, OWNER);
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/profile`);
  await page.getByRole("link", { name: "Delivery platforms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery platforms" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const connection = page.getByRole("form", { name: "GrabFood connection" });
  await connection.getByText("Connected to GrabFood").click();
  await connection.getByLabel("Merchant ID").fill("1-KOPIGRAB0001");
  await connection.getByLabel("Client ID").fill("kopi-grab-client");
  await connection.getByLabel("Client secret").fill("grab-secret-9876");
  await connection.getByRole("button", { name: "Save" }).click();
  await expect(connection.getByText("Stored secret ••••9876; leave empty to keep it")).toBeVisible();
  await expect(connection.getByLabel("Client secret")).toHaveValue("");

  const sync = page.getByRole("region", { name: "Menu on GrabFood" });
  await expect(sync.getByText("Never synced")).toBeVisible();
  await sync.getByRole("button", { name: "Check menu" }).click();
  await expect(sync.getByText("Ready to publish: 2 items in 1 categories")).toBeVisible();
  await expect(sync.getByRole("table").getByRole("row", { name: /Iced Latte/ })).toContainText("Not on GrabFood yet");
  expect(await seriousViolations(page)).toEqual([]);

  await sync.getByRole("button", { name: "Sync menu" }).click();
  await expect(sync.getByText("Synced", { exact: true })).toBeVisible();
  await expect(sync.getByText(/2 items · live menu accepted/)).toBeVisible();
  await expect(sync.getByText("GrabFood has our current menu.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "delivery-synced", sync.getByText("GrabFood has our current menu."));

  const store = page.getByRole("region", { name: "Store on GrabFood" });
  await expect(store.getByText("Open", { exact: true })).toBeVisible();
  await store.getByRole("button", { name: "Pause store" }).click();
  await expect(store.getByText("Paused", { exact: true })).toBeVisible();
  await expect(store.getByText(/Reopens at/)).toBeVisible();
  const setting = await world.api<{ paused: boolean; reopenAt: string }>("GET", `/delivery/grabfood/setting/${world.restaurantId}`);
  expect(setting.paused).toBe(true);
  const minutes = (Date.parse(setting.reopenAt) - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(25);
  expect(minutes).toBeLessThanOrEqual(30);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "delivery-paused", store.getByText("Paused", { exact: true }));
});
