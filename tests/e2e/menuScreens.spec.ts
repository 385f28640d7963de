// The menu's remaining screens in a real browser against the real server (issues 16 and 17): an
// owner picks a product's taxes by name (the restaurant's accounting taxes, no ids typed); makes a
// second restaurant share the first one's menu through the Sharing page (asked in 'Confirmation'),
// is shown the server's refusal of a chain, and switches it to a third restaurant's menu in one
// change (refused as a whole first, leaving it on its master); migrates a legacy menu export (preview, Confirm,
// progress, report), sees a second run create nothing, and previews the page's sample export; creates, edits and deletes a Grab
// discount campaign on items picked from the menu by name, with GrabFood's rules shown on the
// fields; and answers a GrabFood order on the restaurant's own Orders page. Axe finds no serious
// or critical violation on the pages and dialogs; screenshots at 1280 and 390 px.
// Decision: owners, businesses, restaurants, GrabFood connections and menus are made over the API
// (tests/e2e/loyaltyWorld.ts); the screens under test are the ones named above.
import { readFile } from "node:fs/promises";
import { type Locator, type Page, test } from "@playwright/test";
import { grabSubmittedOrder } from "../../adapters/delivery/grabfood/fake/grabfoodOrderSide";
import { seriousViolations } from "./axeCheck";
import { type Owner, type World, expect, openBusiness, shootBoth, signIn, typeOver } from "./loyaltyWorld";
import { seeSuccess } from "./toasts";

test.describe.configure({ timeout: 180_000 });

const TOKEN = process.env.GRABFOOD_WEBHOOK_TOKEN ?? "";
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const noViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);
const drawer = (page: Page) => page.getByRole("navigation");

const choose = async (page: Page, scope: Locator, label: string, option: string) => {
  await scope.locator(".p-dropdown", { has: page.getByLabel(label, { exact: true }) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

const addProduct = async (world: World, restaurantId: string, name: string, price: number): Promise<string> => {
  const path = `/restaurants/${restaurantId}/menu-v3`;
  const { _rev } = await world.api<{ _rev: number }>("GET", path);
  const menu = await world.api<{ product: Array<{ id: string; name: string }> }>("PUT", path, { _id: `menu-${restaurantId}`, _rev, module: "product", operation: "create", data: { name, price: rm(price) } });
  return menu.product.find((p) => p.name === name)!.id;
};

const LEGACY_EXPORT = {
  categories: [{ _id: "64b000000000000000000c01", name: "Legacy drinks" }],
  addonGroups: [{ _id: "64b000000000000000000a01", name: "Legacy sugar", addons: [{ _id: "64b000000000000000000a11", name: "Less sugar" }] }],
  products: [
    { _id: "64b000000000000000000e01", code: "L01", name: "Legacy Kopi", price: rm(300), category: "64b000000000000000000c01", addonGroups: ["64b000000000000000000a01"] },
    { _id: "64b000000000000000000e02", code: "L02", name: "Legacy Teh", price: rm(280), category: "64b000000000000000000c01" },
  ],
};

test("an owner picks taxes by name, shares a menu, is refused a chain, and migrates a legacy menu once", async ({ page }) => {
  const owner: Owner = { phone: "+60125556161", typed: "12-555 6161", password: "owner-pass-61", name: "Siti Owner" };
  const world = await openBusiness(page.request, owner, "Kopi Share");
  const klcc = await world.api<{ id: string }>("POST", "/restaurants", { businessId: world.businessId, profile: { name: "Kopi Share KLCC" } });
  const penang = await world.api<{ id: string }>("POST", "/restaurants", { businessId: world.businessId, profile: { name: "Kopi Share Penang" } });
  await world.api("PUT", `/restaurants/${world.restaurantId}/accounting-setting`, { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }], cashRounding: "NONE" });
  await addProduct(world, world.restaurantId, "Kopi O", 350);
  await signIn(page, owner);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Taxes by name: the restaurant charges Malaysia SST 6%.
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/menu/products`);
  await page.getByRole("button", { name: "Edit Kopi O" }).click();
  const product = page.getByRole("dialog", { name: "Edit product" });
  for (let step = 0; step < 3; step += 1) await product.getByRole("button", { name: "Next" }).click();
  await expect(product.getByText("Inventory bindings")).toBeVisible();
  await product.locator(".p-multiselect", { has: page.getByLabel("Taxes") }).click();
  await page.getByRole("option", { name: "Malaysia SST 6%", exact: true }).click();
  await page.locator(".p-multiselect-close").click();
  await expect(product.getByText("Malaysia SST 6%")).toBeVisible();
  await noViolations(page);
  await seeSuccess(page, "Action was successful", () => product.getByRole("button", { name: "Save" }).click());
  const menu = await world.api<{ product: Array<{ name: string; taxes: string[] }> }>("GET", `/restaurants/${world.restaurantId}/menu-v3`);
  expect(menu.product.find((p) => p.name === "Kopi O")?.taxes).toEqual(["MY_SST"]);

  // KLCC shares Bangsar's menu, asked first.
  await page.goto(`/b/${world.businessId}/restaurants/${klcc.id}/menu/sharing`);
  await expect(page.getByRole("heading", { level: 1, name: "Menu sharing" })).toBeVisible();
  await expect(page.getByText("Uses its own menu.")).toBeVisible();
  await noViolations(page);
  const used = page.getByRole("region", { name: "Menu used by Kopi Share KLCC" });
  await choose(page, used, "Menu used", "The menu of Kopi Share Bangsar");
  await used.getByRole("button", { name: "Change menu used" }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await expect(confirmation).toContainText("Kopi Share KLCC will sell the menu of Kopi Share Bangsar");
  await noViolations(page);
  await seeSuccess(page, "Menu sharing changed", () => confirmation.getByRole("button", { name: "Confirm" }).click());
  await expect(page.getByText("Shares the menu of Kopi Share Bangsar.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Restaurants selling this menu" })).toContainText("Kopi Share KLCC");
  await shootBoth(page, "menu-sharing", page.getByText("Shares the menu of Kopi Share Bangsar."));

  // Bangsar, master of KLCC, cannot share KLCC's menu: the server's refusal is shown.
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/menu/sharing`);
  const bangsar = page.getByRole("region", { name: "Menu used by Kopi Share Bangsar" });
  await expect(page.getByRole("region", { name: "Restaurants sharing this menu" }).getByRole("checkbox", { name: "Kopi Share KLCC" })).toBeChecked();
  await choose(page, bangsar, "Menu used", "The menu of Kopi Share KLCC");
  await bangsar.getByRole("button", { name: "Change menu used" }).click();
  await page.getByRole("dialog", { name: "Confirmation" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Kopi Share KLCC shares the menu of Kopi Share Bangsar")).toBeVisible();
  await expect(page.getByText("Uses its own menu.")).toBeVisible();
  await noViolations(page);

  // KLCC switches to Penang's menu in one change: refused as a whole, it stays on Bangsar's menu.
  await world.api("PUT", `/restaurants/${penang.id}/menu-v3/master`, { masterRestaurantId: world.restaurantId });
  await page.goto(`/b/${world.businessId}/restaurants/${klcc.id}/menu/sharing`);
  await choose(page, used, "Menu used", "The menu of Kopi Share Penang");
  await used.getByRole("button", { name: "Change menu used" }).click();
  await page.getByRole("dialog", { name: "Confirmation" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Kopi Share Penang shares the menu of Kopi Share Bangsar")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Shares the menu of Kopi Share Bangsar.")).toBeVisible();
  await world.api("PUT", `/restaurants/${penang.id}/menu-v3/master`, { masterRestaurantId: penang.id });
  await page.reload();
  await choose(page, used, "Menu used", "The menu of Kopi Share Penang");
  await used.getByRole("button", { name: "Change menu used" }).click();
  await seeSuccess(page, "Menu sharing changed", () => page.getByRole("dialog", { name: "Confirmation" }).getByRole("button", { name: "Confirm" }).click());
  await expect(page.getByText("Shares the menu of Kopi Share Penang.")).toBeVisible();
  expect((await world.api<{ masterRestaurantId: string }>("GET", `/restaurants/${klcc.id}/menu-v3/restaurants`)).masterRestaurantId).toBe(penang.id);
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/menu/sharing`);
  await expect(page.getByText("Uses its own menu.")).toBeVisible();

  // The legacy menu: preview, Confirm, report; the same export again creates nothing.
  await drawer(page).getByRole("link", { name: "Migrate legacy menu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Migrate legacy menu" })).toBeVisible();
  await noViolations(page);
  const file = { name: "legacy-menu.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(LEGACY_EXPORT)) };
  await page.getByLabel("Legacy menu export (JSON, at most 2 MB)").setInputFiles(file);
  await expect(page.getByRole("heading", { name: "What migrating legacy-menu.json would do" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Migration summary" })).toContainText("2products to create");
  await page.getByRole("button", { name: "Migrate", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Confirmation" })).toContainText("Migrate 4 items of the legacy menu");
  await noViolations(page);
  await page.getByRole("dialog", { name: "Confirmation" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Migrated 4 items; 0 skipped.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Migration summary" })).toContainText("2products created");
  await shootBoth(page, "menu-migration", page.getByText("Migrated 4 items; 0 skipped."));
  await page.getByRole("button", { name: "Migrate another export" }).click();
  await page.getByLabel("Legacy menu export (JSON, at most 2 MB)").setInputFiles(file);
  await expect(page.getByText("Nothing left to migrate", { exact: false })).toBeVisible();
  await expect(page.getByRole("row", { name: /Legacy Kopi/ })).toContainText("Already migrated");
  await expect(page.getByRole("button", { name: "Migrate", exact: true })).toBeDisabled();
  await noViolations(page);

  // The sample export downloads and previews: what it would create, and its Kopi O refused by the menu's own.
  await page.getByRole("button", { name: "Start over" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download sample export" }).click();
  const sample = await downloading;
  expect(sample.suggestedFilename()).toBe("legacy-menu-sample.json");
  await page.getByLabel("Legacy menu export (JSON, at most 2 MB)").setInputFiles({ name: "legacy-menu-sample.json", mimeType: "application/json", buffer: await readFile(await sample.path()) });
  await expect(page.getByRole("heading", { name: "What migrating legacy-menu-sample.json would do" })).toBeVisible();
  const summary = page.getByRole("list", { name: "Migration summary" });
  await expect(summary).toContainText("2categories to create");
  await expect(summary).toContainText("1add-on groups to create");
  await expect(summary).toContainText("2products to create");
  await expect(page.getByRole("row", { name: /Kopi O/ })).toContainText("has constraint");
  await expect(page.getByRole("button", { name: "Migrate", exact: true })).toBeEnabled();
});

test("an owner creates, edits and deletes a Grab campaign on items picked from the menu", async ({ page }) => {
  const owner: Owner = { phone: "+60125556162", typed: "12-555 6162", password: "owner-pass-62", name: "Hafiz Owner" };
  const world = await openBusiness(page.request, owner, "Kopi Promo");
  await world.api("PUT", `/delivery/grabfood/setting/${world.restaurantId}`, { _id: world.restaurantId, enabled: true, merchantID: "1-KOPIPROMO01", clientId: "kopi-promo", clientSecret: "promo-secret-01" });
  await addProduct(world, world.restaurantId, "Iced Latte", 1200);
  await signIn(page, owner);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/delivery`);
  const card = page.getByRole("region", { name: "Campaigns on GrabFood" });
  await expect(card.getByText("No data")).toBeVisible();

  await card.getByRole("button", { name: "New campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New campaign" });
  await expect(dialog.getByLabel("Created by")).toHaveValue("Partner (this back office)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Campaign name is required")).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill("Latte Tuesday");
  await choose(page, dialog, "Discount", "Percentage off");
  await choose(page, dialog, "Applies to", "Items");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Discount value is required")).toBeVisible();
  await typeOver(dialog.getByLabel("Percentage", { exact: true }), "15");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Pick at least one item")).toBeVisible();
  await dialog.getByLabel("Add an item from the menu").pressSequentially("Iced");
  await page.getByRole("option", { name: /Iced Latte/ }).click();
  await expect(dialog.getByText("Iced Latte", { exact: true })).toBeVisible();
  await noViolations(page);
  await shootBoth(page, "grab-campaign-dialog", dialog.getByText("Iced Latte", { exact: true }));
  await seeSuccess(page, "Campaign saved on GrabFood", () => dialog.getByRole("button", { name: "Save" }).click());
  const row = card.getByRole("row", { name: /Latte Tuesday/ });
  await expect(row).toContainText("15% off · 1 item");
  await expect(row).toContainText("Partner (this back office)");

  await row.getByRole("button", { name: "Edit Latte Tuesday" }).click();
  const edit = page.getByRole("dialog", { name: "Edit campaign" });
  await expect(edit.getByText("Iced Latte", { exact: true })).toBeVisible();
  await typeOver(edit.getByLabel("Percentage", { exact: true }), "20");
  await seeSuccess(page, "Campaign saved on GrabFood", () => edit.getByRole("button", { name: "Save" }).click());
  await expect(row).toContainText("20% off · 1 item");
  await noViolations(page);
  await shootBoth(page, "grab-campaigns", row);

  await row.getByRole("button", { name: "Delete Latte Tuesday" }).click();
  await expect(page.getByRole("dialog", { name: "Confirmation" })).toContainText("Delete the campaign 'Latte Tuesday' on GrabFood?");
  await seeSuccess(page, "Campaign deleted on GrabFood", () => page.getByRole("dialog", { name: "Confirmation" }).getByRole("button", { name: "Delete" }).click());
  await expect(card.getByText("No data")).toBeVisible();
});

test("an owner answers a GrabFood order on the restaurant's own Orders page", async ({ page }) => {
  const owner: Owner = { phone: "+60125556163", typed: "12-555 6163", password: "owner-pass-63", name: "Lina Owner" };
  const world = await openBusiness(page.request, owner, "Kopi Kedai");
  const merchant = "1-KOPIKEDAI01";
  await world.api("PUT", `/delivery/grabfood/setting/${world.restaurantId}`, { _id: world.restaurantId, enabled: true, merchantID: merchant, clientId: "kopi-kedai", clientSecret: "kedai-secret-01" });
  const latte = await addProduct(world, world.restaurantId, "Iced Latte", 1200);
  const order = grabSubmittedOrder({ orderID: "611-E2EKEDAI", merchantID: merchant, shortOrderNumber: "GF-611", items: [{ id: latte, quantity: 2, price: 1200 }], orderTime: new Date().toISOString(), eaterName: "Aina" });
  const delivered = await page.request.post("/api/v2/delivery/grabfood/webhook/order", { data: order, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(delivered.status()).toBe(204);

  await signIn(page, owner);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/profile`);
  await drawer(page).getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open order GF-611" })).toBeVisible();
  await noViolations(page);
  await shootBoth(page, "restaurant-orders", page.getByRole("button", { name: "Open order GF-611" }));

  await page.getByRole("button", { name: "Open order GF-611" }).click();
  const detail = page.getByRole("dialog", { name: "Order GF-611" });
  await expect(detail.getByRole("list", { name: "Timeline" })).toContainText("Order received");
  await expect(detail.getByRole("table", { name: "Order lines" })).toContainText("Iced Latte");
  await noViolations(page);
  await detail.getByRole("button", { name: "Accept" }).click();
  await expect(detail.getByRole("list", { name: "Timeline" })).toContainText("Accepted");
  await expect(detail.getByRole("list", { name: "Timeline" })).toContainText("Lina Owner");
  await expect(detail.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("row", { name: /GF-611/ })).not.toContainText("New");
});
