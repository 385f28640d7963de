// The admin's Orders page in a real browser (issues 17, 18): GrabFood orders reach the server
// through its submit-order webhook (GrabFood's token, as the local fake would send them); the
// provisioned admin opens Orders from the drawer, filters by status, opens an order and reads its
// timeline, accepts it on the restaurant's behalf; then a new order delivered by the webhook
// rings the new-order alert, whose Open button opens that order. Axe on the page and the dialog,
// screenshots at 1280 and 390 px.
// Decision: the owner, restaurant, GrabFood connection and menu are made over the API
// (tests/e2e/loyaltyWorld.ts); the screen under test is Orders.
import { type APIRequestContext, type Page, test } from "@playwright/test";
import { grabSubmittedOrder } from "../../adapters/delivery/grabfood/fake/grabfoodOrderSide";
import { seriousViolations } from "./axeCheck";
import { type Owner, expect, openBusiness, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 120_000 });

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const TOKEN = process.env.GRABFOOD_WEBHOOK_TOKEN ?? "";
const OWNER: Owner = { phone: "+60125550481", typed: "12-555 0481", password: "owner-pass-48", name: "Nadia Owner" };
const MERCHANT = "1-KOPIORDERS01";
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

const drawer = (page: Page) => page.getByRole("navigation", { name: "Navigation" });

const deliver = async (request: APIRequestContext, orderID: string, productId: string, extra: Record<string, unknown> = {}) => {
  const order = grabSubmittedOrder({ orderID, merchantID: MERCHANT, shortOrderNumber: `GF-${orderID.slice(0, 3)}`, items: [{ id: productId, quantity: 2, price: 1200 }], orderTime: new Date().toISOString(), eaterName: "Aina", ...extra });
  const response = await request.post("/api/v2/delivery/grabfood/webhook/order", { data: order, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status()).toBe(204);
};

test("an admin filters Orders, reads an order's timeline, accepts it, and opens a new order from its alert", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Kopi Orders");
  await world.api("PUT", `/delivery/grabfood/setting/${world.restaurantId}`, { _id: world.restaurantId, enabled: true, merchantID: MERCHANT, clientId: "kopi-orders", clientSecret: "orders-secret-01" });
  const menuPath = `/restaurants/${world.restaurantId}/menu-v3`;
  const { _rev } = await world.api<{ _rev: number }>("GET", menuPath);
  const menu = await world.api<{ product: Array<{ id: string }> }>("PUT", menuPath, { _id: `menu-${world.restaurantId}`, _rev, module: "product", operation: "create", data: { name: "Iced Latte", price: rm(1200) } });
  const latte = menu.product.at(-1)!.id;
  await deliver(page.request, "301-E2EORDER", latte);
  await deliver(page.request, "302-E2EORDER", latte, { acceptance: "AUTO", orderType: "TakeAway" });

  await signIn(page, { phone: ADMIN_PHONE, typed: ADMIN_PHONE, password: ADMIN_PASSWORD, name: "Admin" });
  await drawer(page).getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page).toHaveURL("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open order GF-301" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open order GF-302" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator(".p-dropdown", { has: page.getByLabel("Status filter", { exact: true }) }).click();
  await page.getByRole("option", { name: "New", exact: true }).click();
  await expect(page.getByRole("button", { name: "Open order GF-302" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open order GF-301" })).toBeVisible();
  await shootBoth(page, "admin-orders", page.getByRole("button", { name: "Open order GF-301" }));

  await page.getByRole("button", { name: "Open order GF-301" }).click();
  const detail = page.getByRole("dialog", { name: "Order GF-301" });
  await expect(detail.getByRole("list", { name: "Timeline" })).toContainText("Order received");
  await expect(detail.getByRole("list", { name: "Timeline" })).toContainText("GrabFood");
  await expect(detail.getByRole("table", { name: "Order lines" })).toContainText("Iced Latte");
  await expect(detail.getByRole("table", { name: "Order lines" })).toContainText("MYR 29.00");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-order-detail", detail.getByRole("list", { name: "Timeline" }));

  await detail.getByRole("button", { name: "Accept" }).click();
  await expect(detail.getByText("Allocating delivery")).toBeVisible();
  await expect(detail.getByRole("list", { name: "Timeline" })).toContainText("Accepted");
  await expect(detail.getByRole("list", { name: "Timeline" })).toContainText("Answer delivered to the platform");
  await expect(detail.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // A new order arrives by the webhook while the admin is on the page: the alert opens it.
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "connected");
  await deliver(page.request, "303-E2EORDER", latte);
  const alert = page.getByRole("dialog", { name: "New order" });
  await expect(alert).toContainText("Kopi Orders");
  await alert.getByRole("button", { name: /^Open order of/ }).click();
  await expect(page).toHaveURL(/\/orders\?order=grabfood-303-E2EORDER/);
  await expect(page.getByRole("dialog", { name: "Order GF-303" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
