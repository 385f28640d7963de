// The provider's own records in a real browser (issue 18): an admin places a licence order for a
// restaurant and sees it in the order history and in Expiring soon, adds a delivery company, and
// changes the delivery and SMS settings and sends a test SMS through the server's OTP transport
// (the development outbox here), with axe and screenshots at 1280 and 390 px. Serial: the tests
// share the admin account.
import { type Page, test } from "@playwright/test";
import { seriousViolations } from "./axeCheck";
import { HASHING, type Owner, expect, openBusiness, seeSuccess, shootBoth, typeOver } from "./loyaltyWorld";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const OWNER: Owner = { phone: "+60127700051", typed: "12-770 0051", password: "licence-walk-8", name: "Hafiz Owner" };

const signInAsAdmin = async (page: Page) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill(ADMIN_PHONE);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/businesses", HASHING);
};

const drawer = (page: Page) => page.getByRole("navigation", { name: "Navigation" });
/** A day `offset` days from today in Malaysia, as the date field takes it (YYYY/MM/DD). */
const inputDay = (offset: number): string =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "/");

test("an admin places a licence order and sees it in the history and in Expiring soon", async ({ page }) => {
  await openBusiness(page.request, OWNER, "Hafiz Roti Canai");
  await signInAsAdmin(page);
  await drawer(page).getByRole("link", { name: "Licence orders" }).click();
  await expect(page).toHaveURL("/license-orders");
  await expect(page.getByRole("heading", { name: "Expiring soon" })).toBeVisible();

  await page.getByRole("button", { name: "New licence order" }).click();
  const dialog = page.getByRole("dialog", { name: "New licence order" });
  await dialog.locator(".p-dropdown", { has: page.getByLabel("Restaurant", { exact: true }) }).click();
  await page.getByRole("option", { name: /Hafiz Roti Canai Bangsar/ }).click();
  await typeOver(dialog.getByLabel("Expires on (optional)"), inputDay(10));
  await dialog.getByLabel("Kitchen display (KDS)").check();
  await dialog.getByLabel("Pickup").check();
  await dialog.locator(".p-dropdown", { has: page.getByLabel("Release channel") }).click();
  await page.getByRole("option", { name: "Beta" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-licence-order-dialog", dialog);
  await seeSuccess(page, "Action was successful", () => dialog.getByRole("button", { name: "Place order" }).click());
  await expect(dialog).toBeHidden();

  const history = page.getByRole("table", { name: "Order history" }).or(page.locator("[aria-label='Order history']"));
  const ordered = history.getByRole("row", { name: /Hafiz Roti Canai Bangsar/ });
  await expect(ordered).toContainText("Added Pickup, Kitchen display (KDS)");
  await expect(ordered).toContainText("Channel Latest → Beta");
  const expiring = page.locator("[aria-label='Expiring soon']").getByRole("row", { name: /Hafiz Roti Canai Bangsar/ });
  await expect(expiring).toContainText("10 days left");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-licence-orders", ordered);
});

test("an admin adds a delivery company, makes it Malaysia's default with fees, and sends a test SMS", async ({ page }) => {
  await signInAsAdmin(page);
  await drawer(page).getByRole("link", { name: "Delivery companies" }).click();
  await expect(page).toHaveURL("/delivery-companies");
  await page.getByRole("button", { name: "New delivery company" }).click();
  const dialog = page.getByRole("dialog", { name: "New delivery company" });
  await dialog.getByLabel("Name").fill("Kosmo Express");
  await dialog.locator(".p-dropdown", { has: page.getByLabel("Provider type") }).click();
  await page.getByRole("option", { name: "Kosmo" }).click();
  await dialog.getByLabel("Singapore").check();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-delivery-company-dialog", dialog);
  await seeSuccess(page, "Action was successful", () => dialog.getByRole("button", { name: "Save" }).click());
  const company = page.getByRole("row", { name: /Kosmo Express/ });
  await expect(company).toContainText("Shown");
  await expect(company).toContainText("Malaysia, Singapore");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-delivery-companies", company);

  await drawer(page).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/settings");
  const malaysia = page.getByRole("group", { name: "Malaysia" });
  await malaysia.locator(".p-dropdown").click();
  await page.getByRole("option", { name: "Kosmo Express" }).click();
  await typeOver(malaysia.getByLabel("Base fee (MYR)"), "5.50");
  await typeOver(malaysia.getByLabel("Fee per km (MYR)"), "1.20");
  await malaysia.getByLabel("Fee per km (MYR)").blur();
  await seeSuccess(page, "Action was successful", () => page.getByRole("button", { name: "Save delivery setting" }).click());

  await typeOver(page.getByLabel("Sender"), "KosmoKopi");
  await seeSuccess(page, "Action was successful", () => page.getByRole("button", { name: "Save SMS setting" }).click());
  await page.getByLabel("Test phone number").fill("+60127700059");
  await seeSuccess(page, "Action was successful", () => page.getByRole("button", { name: "Send test" }).click());
  const sent = page.getByRole("status").filter({ hasText: /Test code \d{6} sent to \+60127700059 through outbox as KosmoKopi/ });
  await expect(sent).toBeVisible();
  const code = /Test code (\d{6})/.exec((await sent.textContent()) ?? "")?.[1];
  const outbox = await (await page.request.get("/api/v2/dev/outbox?target=%2B60127700059")).json();
  expect(outbox.data[0]).toMatchObject({ otp: code, purpose: "sms-test" });

  await page.reload();
  await expect(page.getByRole("group", { name: "Malaysia" }).locator(".p-dropdown")).toContainText("Kosmo Express");
  await expect(page.getByRole("group", { name: "Malaysia" }).getByLabel("Base fee (MYR)")).toHaveValue("5.5");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-provider-settings", page.getByRole("heading", { name: "SMS setting" }));
});
