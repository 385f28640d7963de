// A restaurant's foodpanda and ShopeeFood delivery in a real browser against the local fakes the
// server starts (no FOODPANDA_BASE_URL, SHOPEEFOOD_BASE_URL): the owner opens the platform's tab
// of the Delivery page, connects it (the secret is answered as a hint only), checks the menu,
// syncs it (we push the catalog to foodpanda; ShopeeFood pulls it from our webhook; the page
// follows either live) and sees success with an empty drift. Axe checks the page in each state.
// Decision: the owner, business, restaurant, delivery hours and menu are made over the API
// (tests/e2e/loyaltyWorld.ts); the screen under test is the Delivery page.
import { type Page, test } from "@playwright/test";
import { seriousViolations } from "./axeCheck";
import { type Owner, expect, openBusiness, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 240_000 });

const PANDA_OWNER: Owner = { phone: "+60125550493", typed: "12-555 0493", password: "owner-pass-48", name: "Mei Panda" };
const SHOPEE_OWNER: Owner = { phone: "+60125550495", typed: "12-555 0495", password: "owner-pass-49", name: "Ali Shopee" };
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

/** A business whose restaurant has delivery hours and a menu of two noodles. */
const worldWithMenu = async (page: Page, owner: Owner, name: string) => {
  const world = await openBusiness(page.request, owner, name);
  const menuPath = `/restaurants/${world.restaurantId}/menu-v3`;
  const menuPut = async (module: string, data: unknown) => {
    const { _rev } = await world.api<{ _rev: number }>("GET", menuPath);
    return world.api<Record<string, Array<{ id: string }>>>("PUT", menuPath, { _id: `menu-${world.restaurantId}`, _rev, module, operation: "create", data });
  };
  const week = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "08:00", end: "22:00" }] }));
  await world.api("PUT", `/restaurants/${world.restaurantId}/in-house-delivery`, { enable: true, maxDistanceKm: 5, minimumOrder: 10, deliveryFee: 5, freeDeliveryFrom: null, operatingHours: week });
  const category = (await menuPut("category", { name: "Noodles" })).category?.at(-1)?.id;
  await menuPut("product", { name: "Mee Goreng", price: rm(900), category });
  await menuPut("product", { name: "Laksa", price: rm(1300), category });
  return world;
};

test("an owner connects foodpanda, syncs the menu and sees success with no drift", async ({ page }) => {
  const world = await worldWithMenu(page, PANDA_OWNER, "Kopi Panda");
  await signIn(page, PANDA_OWNER);
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/profile`);
  await page.getByRole("link", { name: "Delivery platforms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery platforms" })).toBeVisible();
  await page.getByRole("tab", { name: "foodpanda" }).click();
  const connection = page.getByRole("form", { name: "foodpanda connection" });
  await expect(connection).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await connection.getByText("Connected to foodpanda").click();
  await connection.getByLabel("Vendor code").fill("v-kopi-panda");
  await connection.getByLabel("Client ID").fill("kopi-panda-client");
  await connection.getByLabel("Client secret").fill("panda-secret-4321");
  await connection.getByRole("button", { name: "Save" }).click();
  await expect(connection.getByText("Stored secret ••••4321; leave empty to keep it")).toBeVisible();

  const sync = page.getByRole("region", { name: "Menu on foodpanda" });
  await expect(sync.getByText("Never synced")).toBeVisible();
  await sync.getByRole("button", { name: "Check menu" }).click();
  await expect(sync.getByText("Ready to publish: 2 items in 1 categories")).toBeVisible();
  await expect(sync.getByRole("table").getByRole("row", { name: /Laksa/ })).toContainText("Not on foodpanda yet");
  expect(await seriousViolations(page)).toEqual([]);

  await sync.getByRole("button", { name: "Sync menu" }).click();
  await expect(sync.getByText("Synced", { exact: true })).toBeVisible();
  await expect(sync.getByText(/2 items · live menu accepted/)).toBeVisible();
  await expect(sync.getByText("foodpanda has our current menu.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const status = await world.api<{ status: string; platform: string }>("GET", `/delivery/foodpanda/menu-sync/${world.restaurantId}`);
  expect(status).toMatchObject({ platform: "foodpanda", status: "success" });
  await shootBoth(page, "delivery-foodpanda-synced", sync.getByText("foodpanda has our current menu."));
});

test("an owner connects ShopeeFood, syncs the menu (ShopeeFood pulls it) and sees success with no drift", async ({ page }) => {
  const world = await worldWithMenu(page, SHOPEE_OWNER, "Kopi Shopee");
  await signIn(page, SHOPEE_OWNER);
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/delivery`);
  await page.getByRole("tab", { name: "ShopeeFood" }).click();
  const connection = page.getByRole("form", { name: "ShopeeFood connection" });
  await connection.getByText("Connected to ShopeeFood").click();
  await connection.getByLabel("Store ID").fill("7700495");
  await connection.getByLabel("Client ID").fill("kopi-shopee-client");
  await connection.getByLabel("Client secret").fill("shopee-secret-8765");
  await connection.getByRole("button", { name: "Save" }).click();
  await expect(connection.getByText("Stored secret ••••8765; leave empty to keep it")).toBeVisible();

  const sync = page.getByRole("region", { name: "Menu on ShopeeFood" });
  await sync.getByRole("button", { name: "Sync menu" }).click();
  await expect(sync.getByText("Synced", { exact: true })).toBeVisible();
  await expect(sync.getByText("ShopeeFood has our current menu.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "delivery-shopeefood-synced", sync.getByText("ShopeeFood has our current menu."));
});
