// New-order alerts in a real browser (issue 3 §5, spec 1 §6, §9): the provider admin, listening
// for Malaysia (the default country), gets the 'New order' dialog for an order at a Malaysian
// restaurant; a second order joins the open list; the alert keeps sounding until Dismiss; after
// the connection drops, the client reconnects by itself and alerts arrive again.
// Decision: orders are made with the development route POST /dev/live/new-order (the same
// publisher a real order feed calls); the admin makes the business and restaurant over the API.
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";

const data = async <T>(response: { ok: () => boolean; json: () => Promise<unknown>; text: () => Promise<string> }): Promise<T> => {
  if (!response.ok()) throw new Error(await response.text());
  return ((await response.json()) as { data: T }).data;
};

const prepare = async (request: APIRequestContext) => {
  const { accessToken } = await data<{ accessToken: string }>(await request.post("/api/v2/auth/login", { data: { phoneNumber: ADMIN_PHONE, password: ADMIN_PASSWORD } }));
  const headers = { authorization: `Bearer ${accessToken}` };
  const business = await data<{ id: string }>(await request.post("/api/v2/businesses", { data: { name: "Live Kopitiam" }, headers }));
  const restaurant = await data<{ id: string }>(await request.post("/api/v2/restaurants", { data: { businessId: business.id, profile: { name: "Live Kopitiam Bangsar" } }, headers }));
  const order = (orderType: string) => request.post("/api/v2/dev/live/new-order", { data: { restaurantId: restaurant.id, orderType }, headers }).then(data);
  return { order };
};

const signInAsAdmin = async (page: Page) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill(ADMIN_PHONE);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByTestId("header-title")).toHaveText("Admin", { timeout: 30_000 });
};

test("an admin sees new orders until Dismiss, and keeps receiving them after the connection drops", async ({ page, context }) => {
  expect(ADMIN_PHONE, "playwright.config.ts sets ADMIN_PHONE").not.toBe("");
  const { order } = await prepare(page.request);
  await signInAsAdmin(page);
  const status = page.getByTestId("live-status");
  await expect(status).toHaveAttribute("data-status", "connected");

  const dialog = page.getByRole("dialog", { name: "New order" });
  const alerts = page.getByTestId("new-order-alerts");
  await order("DINE_IN");
  await expect(dialog).toBeVisible();
  await expect(alerts.getByRole("listitem")).toHaveCount(1);
  await expect(alerts).toContainText("Live Kopitiam Bangsar · Dine in");
  await expect(alerts).toHaveAttribute("data-sounding", "true");

  // A second order joins the open dialog; Escape does not silence it.
  await order("PICKUP");
  await expect(alerts.getByRole("listitem")).toHaveCount(2);
  await expect(alerts).toContainText("Live Kopitiam Bangsar · Pickup");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await page.screenshot({ animations: "disabled", path: "test-results/live-new-order.png" });
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(dialog).toBeHidden();

  // The connection drops and comes back: the client reconnects on its own.
  await context.setOffline(true);
  await expect(status).not.toHaveAttribute("data-status", "connected", { timeout: 60_000 });
  await context.setOffline(false);
  await expect(status).toHaveAttribute("data-status", "connected", { timeout: 60_000 });
  await order("DELIVERY");
  await expect(alerts).toContainText("Live Kopitiam Bangsar · Delivery");
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(dialog).toBeHidden();
});
