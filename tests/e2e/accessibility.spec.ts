// Issue 19 item 8: no serious or critical axe violation on any page or dialog.
import { type Browser, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axeCheck";
import { addNarrowStaff, openFullBusiness } from "./accessibilityWorld";
import { walkDrawer } from "./drawerWalk";
import { type Owner, DESKTOP, HASHING, MOBILE, expect, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 20_000 });

const newPage = async (browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<Page> =>
  (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport })).newPage();

const checkHere = async (page: Page, what: string) => {
  expect.soft(await seriousViolations(page), `${what} (${new URL(page.url()).pathname})`).toEqual([]);
};

test("every page the owner, a narrow staff role and the provider admin reach", async ({ browser, request }) => {
  const owner: Owner = { phone: "+60125558001", typed: "12-555 8001", password: "owner-pass-a11y", name: "Aina Owner" };
  const staff: Owner = { phone: "+60125558002", typed: "12-555 8002", password: "staff-pass-a11y", name: "Danial Staff" };
  const world = await openFullBusiness(request, owner, "Access", ["+60135558001", "+60135558002"]);
  await addNarrowStaff(request, world, staff);

  const login = await newPage(browser);
  await login.goto("/auth/login");
  await expect(login.getByRole("button", { name: "Login" })).toBeVisible();
  await checkHere(login, "login");

  for (const [role, user] of [["owner", owner], ["staff", staff]] as const) {
    const page = await newPage(browser);
    await signIn(page, user);
    await page.goto(`/b/${world.businessId}`);
    await walkDrawer(page, (href) => checkHere(page, `${role} ${href}`));
    await page.context().close();
  }
  const admin = await newPage(browser);
  await admin.goto("/auth/login");
  await admin.getByLabel("Phone", { exact: true }).fill(process.env.ADMIN_PHONE ?? "");
  await admin.getByLabel("Password", { exact: true }).fill(process.env.ADMIN_PASSWORD ?? "");
  await admin.getByRole("button", { name: "Login" }).click();
  await expect(admin).not.toHaveURL(/\/auth\//, HASHING);
  await checkHere(admin, "admin home");
  await walkDrawer(admin, (href) => checkHere(admin, `admin ${href}`));

  const customer = await newPage(browser, MOBILE);
  await customer.goto(`/v/${world.voucherId}`);
  await expect(customer.getByRole("heading", { level: 1, name: "Free Teh Tarik" })).toBeVisible(HASHING);
  await checkHere(customer, "customer voucher link");
  await customer.goto(`/${world.storeUrl}`);
  await expect(customer.getByRole("heading", { level: 1 })).toBeVisible(HASHING);
  await checkHere(customer, "customer member store");
});
