// The signed-in layout in a real browser (issue 3 §4): the provider admin (ADMIN_PHONE /
// ADMIN_PASSWORD, set in playwright.config.ts) signs in, switches to a member by phone and
// switches back; on an 800 px window the navigation drawer is collapsed behind the top bar's
// button; the country switcher keeps its choice across the reload it causes. Serial: the tests
// share the admin account.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// Passwords are hashed with scrypt at N = 2^17 (seconds each on a small machine).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const MEMBER_PHONE = "+60125550003";

const registerMember = async (request: APIRequestContext) => {
  const post = (path: string, data: unknown) => request.post(`/api/v2${path}`, { data });
  await post("/auth/otp/v2/send", { target: MEMBER_PHONE, purpose: "register" });
  const outbox = await request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(MEMBER_PHONE)}`);
  const [sent] = ((await outbox.json()) as { data: Array<{ otp: string }> }).data;
  const verified = await post("/auth/otp/v2/verify", { target: MEMBER_PHONE, otp: sent?.otp, purpose: "register" });
  const { verificationToken } = ((await verified.json()) as { data: { verificationToken: string } }).data;
  await post("/auth/register", { phoneNumber: MEMBER_PHONE, verificationToken, name: "Siti Member", password: "member-pass-8" });
};

const signInAsAdmin = async (page: Page) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill(ADMIN_PHONE);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByTestId("header-title")).toHaveText("Admin", { timeout: 30_000 });
};

const openUserMenu = (page: Page) => page.getByRole("button", { name: "User menu" }).click();

test("an admin switches to a member by phone and switches back", async ({ page }) => {
  expect(ADMIN_PHONE, "playwright.config.ts sets ADMIN_PHONE").not.toBe("");
  await registerMember(page.request);
  await signInAsAdmin(page);
  await page.screenshot({ animations: "disabled", path: "test-results/layout-admin.png" });

  await openUserMenu(page);
  await page.screenshot({ animations: "disabled", path: "test-results/layout-user-menu.png" });
  await page.getByRole("menuitem", { name: "Switch user" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch user" });
  await dialog.getByLabel("Phone", { exact: true }).fill("12");
  await dialog.getByRole("button", { name: "Switch" }).click();
  await expect(dialog.getByText("invalid phone number")).toBeVisible();
  await dialog.getByLabel("Phone", { exact: true }).fill("12-555 0003");
  await page.screenshot({ animations: "disabled", path: "test-results/layout-switch-dialog.png" });
  await dialog.getByRole("button", { name: "Switch" }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText("Switched user")).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Siti Member");
  await page.screenshot({ animations: "disabled", path: "test-results/layout-switched.png" });

  await page.reload();
  await expect(page.getByText("Switched user")).toBeVisible();
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Switch back" }).click();
  await expect(page.getByText("Switched user")).toBeHidden();
  await expect(page.getByTestId("header-title")).toHaveText("Admin");
});

test("a narrow window keeps the navigation drawer collapsed behind the top bar's button", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signInAsAdmin(page);

  await expect(page.getByRole("navigation", { name: "Navigation" })).toHaveCount(0);
  await page.screenshot({ animations: "disabled", path: "test-results/layout-narrow.png" });
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.locator(".p-sidebar");
  await expect(drawer.getByRole("navigation", { name: "Navigation" })).toBeVisible();
  await page.screenshot({ animations: "disabled", path: "test-results/layout-narrow-drawer.png" });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("button", { name: "Open navigation" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Navigation" })).toBeVisible();
});

test("the country switcher keeps the chosen country and reloads the page", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole("img", { name: "Malaysia" })).toBeVisible();

  await page.getByRole("img", { name: "Malaysia" }).click();
  await page.screenshot({ animations: "disabled", path: "test-results/layout-country-switcher.png" });
  const reloaded = page.waitForEvent("load");
  await page.getByRole("option", { name: "Singapore" }).click();
  await reloaded;

  await expect(page.getByRole("img", { name: "Singapore" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("country"))).toBe("SG");
});
