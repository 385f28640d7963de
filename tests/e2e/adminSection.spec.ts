// The provider admin section in a real browser (issue 18): an admin walks the restaurant list
// (search, country filter, licence expiry) and the restaurant tags page (create, tag a restaurant,
// rename, filter the list by the tag, delete) and the Reward job page (a business's season reset
// job with its next run, the reactions; Run now of its last period after a confirmation, then
// its Re-run, which changes nothing; the business's daily credit expiry job, run now), with axe and screenshots at 1280 and 390 px; a
// provider staff user sees only the entries their role may use, and the server refuses them the
// admin-only routes. Serial: the tests share the admin account.
import { type APIRequestContext, type Page, test } from "@playwright/test";
import { register } from "./accessibilityWorld";
import { seriousViolations } from "./axeCheck";
import { unfoldDrawer } from "./drawerWalk";
import { HASHING, type Owner, expect, openBusiness, seeSuccess, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const OWNER: Owner = { phone: "+60127700031", typed: "12-770 0031", password: "admin-walk-8", name: "Farid Owner" };
const STAFF: Owner = { phone: "+60127700032", typed: "12-770 0032", password: "staff-walk-8", name: "Siti Staff" };
const LOYAL_OWNER: Owner = { phone: "+60127700033", typed: "12-770 0033", password: "owner-walk-8", name: "Mei Owner" };

const adminToken = async (request: APIRequestContext): Promise<string> => {
  const answer = await request.post("/api/v2/auth/login", { data: { phoneNumber: ADMIN_PHONE, password: ADMIN_PASSWORD } });
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
};

const signInAsAdmin = async (page: Page) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill(ADMIN_PHONE);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/businesses", HASHING);
};

const drawer = (page: Page) => page.getByRole("navigation", { name: "Navigation" });

test("an admin walks the restaurant list and the restaurant tags", async ({ page }) => {
  await openBusiness(page.request, OWNER, "Farid Satay House");
  await signInAsAdmin(page);

  await drawer(page).getByRole("link", { name: "Restaurant list" }).click();
  await expect(page).toHaveURL("/restaurants");
  const row = page.getByRole("row", { name: /Farid Satay House Bangsar/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Malaysia");
  await expect(row).toContainText("No expiry");
  await page.getByLabel("Search restaurants").fill("farid");
  await expect(page.getByRole("row")).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-restaurant-list", row);

  await drawer(page).getByRole("link", { name: "Restaurant tags" }).click();
  await expect(page).toHaveURL("/restaurant-tags");
  await page.getByRole("button", { name: "New tag" }).click();
  const dialog = page.getByRole("dialog", { name: "New tag" });
  await dialog.getByLabel("Name").fill("Satay specialists");
  expect(await seriousViolations(page)).toEqual([]);
  await seeSuccess(page, "Action was successful", () => dialog.getByRole("button", { name: "Save" }).click());
  const tagRow = page.getByRole("row", { name: /Satay specialists/ });
  await expect(tagRow).toContainText("0");

  await tagRow.getByRole("button", { name: "Restaurants tagged Satay specialists" }).click();
  const tagging = page.getByRole("dialog", { name: "Restaurants tagged Satay specialists" });
  await tagging.locator(".p-multiselect").click();
  await page.getByRole("option", { name: /Farid Satay House Bangsar/ }).click();
  await page.locator(".p-multiselect-close").click(); // the list's own close (Escape would close the dialog)
  await seeSuccess(page, "Action was successful", () => tagging.getByRole("button", { name: "Save" }).click());
  await expect(tagRow).toContainText("1");

  await tagRow.getByRole("button", { name: "Rename Satay specialists" }).click();
  const rename = page.getByRole("dialog", { name: "Rename Satay specialists" });
  await rename.getByLabel("Name").fill("Satay houses");
  await seeSuccess(page, "Action was successful", () => rename.getByRole("button", { name: "Save" }).click());
  const renamed = page.getByRole("row", { name: /Satay houses/ });
  await expect(renamed).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-restaurant-tags", renamed);

  await drawer(page).getByRole("link", { name: "Restaurant list" }).click();
  await page.locator(".p-dropdown", { has: page.getByLabel("Tag filter") }).click();
  await page.getByRole("option", { name: "Satay houses" }).click();
  await expect(page.getByRole("row", { name: /Farid Satay House Bangsar/ })).toContainText("Satay houses");
  await expect(page.getByRole("row")).toHaveCount(2);

  await drawer(page).getByRole("link", { name: "Restaurant tags" }).click();
  await page.getByRole("row", { name: /Satay houses/ }).getByRole("button", { name: "Delete Satay houses" }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await seeSuccess(page, "Action was successful", () => confirmation.getByRole("button", { name: "Delete" }).click());
  await expect(page.getByRole("row", { name: /Satay houses/ })).toHaveCount(0);
});

test("an admin reads the reward jobs: a business's season reset with its next run, runs it now and re-runs it, and the reactions", async ({ page }) => {
  const world = await openBusiness(page.request, LOYAL_OWNER, "Mei Kopitiam");
  await world.api("POST", `/businesses/${world.businessId}/membership`, {});
  await world.api("PUT", `/businesses/${world.businessId}/membership/level-cycle`, {
    month: [1, 7], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "0" }],
  });
  const member = await world.api<{ id: string }>("POST", `/businesses/${world.businessId}/membership/members`, { phoneNumber: "+60127700034" });
  await world.api("PUT", `/businesses/${world.businessId}/membership/members/${member.id}`, { level: 3, experience: 20 });
  await signInAsAdmin(page);

  await drawer(page).getByRole("link", { name: "Reward job" }).click();
  await expect(page).toHaveURL("/reward-job");
  const jobs = page.getByRole("region", { name: "Scheduled jobs" });
  // every programme has a credit expiry job: the business filter keeps this one's jobs on the page
  await jobs.locator(".p-dropdown", { has: page.getByLabel("Business") }).click();
  await page.getByRole("option", { name: "Mei Kopitiam" }).click();
  const season = jobs.getByRole("row", { name: /Season reset/ }).filter({ hasText: "Mei Kopitiam" });
  await expect(season).toContainText("Scheduled");
  await expect(season).toContainText("Asia/Kuala_Lumpur");
  await expect(season).toContainText(/01\/(01|07)\/20\d\d 00:00/);
  await expect(page.getByRole("region", { name: "Reactions" }).getByRole("row", { name: /bill-receipts/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-reward-job", season);

  // Run now: the last reset day's period, which the runner never did for this new job.
  await season.getByRole("button", { name: "Run now Season reset, Mei Kopitiam" }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await expect(confirmation).toContainText(/Run the season reset due 01\/(01|07)\/20\d\d 00:00 for every member of Mei Kopitiam now\?/);
  expect(await seriousViolations(page)).toEqual([]);
  await seeSuccess(page, "Run done: 1 member visited, 1 served", () => confirmation.getByRole("button", { name: "Confirm" }).click());
  await expect(season).toContainText("1 visited, 1 served");
  await expect(season).toContainText("Run by");
  const reset = await world.api<{ level: number }>("GET", `/businesses/${world.businessId}/membership/members/${member.id}`);
  expect(reset.level).toBe(2);

  // Re-run: the same period again resets nobody twice.
  await season.getByRole("button", { name: "Re-run Season reset, Mei Kopitiam" }).click();
  await seeSuccess(page, "Re-run done: 1 member visited, 0 served (nothing left to do)", () => confirmation.getByRole("button", { name: "Confirm" }).click());
  await expect(season).toContainText("Re-run by");
  expect((await world.api<{ level: number }>("GET", `/businesses/${world.businessId}/membership/members/${member.id}`)).level).toBe(2);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-reward-job-rerun", season);

  // The credit expiry, due at the business's next midnight: Run now finds no expired free credit.
  const expiry = jobs.getByRole("row", { name: /Credit expiry/ }).filter({ hasText: "Mei Kopitiam" });
  await expect(expiry).toContainText("Scheduled");
  await expect(expiry).toContainText(/\d\d\/\d\d\/20\d\d 00:00/);
  await expiry.getByRole("button", { name: "Run now Credit expiry, Mei Kopitiam" }).click();
  await expect(confirmation).toContainText(/Run the credit expiry due \d\d\/\d\d\/20\d\d 00:00 for the members of Mei Kopitiam now\? Free credit past its expiry is closed/);
  await seeSuccess(page, "Run done: 1 member visited, 0 served", () => confirmation.getByRole("button", { name: "Confirm" }).click());
  await expect(expiry).toContainText("1 visited, 0 served");
  await expect(expiry.getByRole("button", { name: "Re-run Credit expiry, Mei Kopitiam" })).toBeVisible();
  await shootBoth(page, "admin-reward-job-credit-expiry", expiry);
});

test("a provider staff user sees only their admin entries, and the server refuses the others", async ({ page }) => {
  await register(page.request, STAFF);
  const token = await adminToken(page.request);
  const granted = await page.request.put(`/api/v2/admin/provider-roles/${encodeURIComponent(STAFF.phone)}`, {
    data: { role: "staff" }, headers: { authorization: `Bearer ${token}` },
  });
  expect(granted.ok()).toBe(true);

  await signIn(page, STAFF);
  await expect(page).toHaveURL("/businesses", HASHING);
  await unfoldDrawer(page);
  const admin = drawer(page).getByRole("region", { name: "Admin" });
  await expect(admin.getByRole("link")).toHaveText(["Business list", "Restaurant list", "Restaurant tags", "Dealer Lead", "Orders", "Util"]);
  await expect(drawer(page).getByRole("link", { name: "Machine Lab" })).toBeVisible();
  await drawer(page).getByRole("link", { name: "Restaurant tags" }).click();
  await expect(page.getByRole("heading", { name: "Restaurant tags" })).toBeVisible();

  const staffLogin = await page.request.post("/api/v2/auth/login", { data: { phoneNumber: STAFF.phone, password: STAFF.password } });
  const staffToken = ((await staffLogin.json()) as { data: { accessToken: string } }).data.accessToken;
  for (const path of ["/agents", "/admin/reactions", "/admin/reward-jobs", "/admin/license-orders", "/admin/delivery-companies", "/admin/settings"]) {
    const refused = await page.request.get(`/api/v2${path}`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(refused.status(), path).toBe(403);
  }
  const notAdmin = await page.request.put(`/api/v2/admin/provider-roles/${encodeURIComponent(OWNER.phone)}`, {
    data: { role: "admin" }, headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(notAdmin.status()).toBe(403);
  const run = await page.request.post("/api/v2/admin/reward-jobs/season-any-season/run", { data: {}, headers: { authorization: `Bearer ${staffToken}` } });
  expect(run.status()).toBe(403);
});
