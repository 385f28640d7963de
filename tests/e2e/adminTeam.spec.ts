// The Provider team page in a real browser (issue 18): the provisioned admin opens it from the
// drawer, sees their own row without a Remove action, grants staff to a registered user in the
// "Grant role" dialog (the app's phone input), sees them listed with who granted it, then removes
// the role after the 'Confirmation' dialog; the staff member's token opens staff routes but not
// the team list. axe on the page and each dialog, screenshots at 1280 and 390 px.
import { type Page, test } from "@playwright/test";
import { register } from "./accessibilityWorld";
import { seriousViolations } from "./axeCheck";
import { type Owner, expect, seeSuccess, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 180_000 });

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const HELPER: Owner = { phone: "+60127700061", typed: "12-770 0061", password: "team-walk-8", name: "Farah Helper" };

const drawer = (page: Page) => page.getByRole("navigation", { name: "Navigation" });

test("an admin grants staff to a registered user, sees who granted it, then removes it", async ({ page }) => {
  await register(page.request, HELPER);
  await signIn(page, { phone: ADMIN_PHONE, typed: ADMIN_PHONE, password: ADMIN_PASSWORD, name: "Admin" });
  await drawer(page).getByRole("link", { name: "Provider team" }).click();
  await expect(page).toHaveURL("/provider-team");
  const own = page.getByRole("row", { name: /Your own role: another admin can change it/ });
  await expect(own).toContainText("Admin");
  await expect(own.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Grant role" }).click();
  const granting = page.getByRole("dialog", { name: "Grant role" });
  await granting.getByLabel("Phone of a registered user").fill("12-770 0069");
  await granting.getByRole("button", { name: "Grant" }).click();
  await expect(granting).toContainText("Invalid user");
  await granting.getByLabel("Phone of a registered user").fill(HELPER.typed);
  await expect(granting.getByLabel("Role")).toHaveValue("Staff");
  expect(await seriousViolations(page)).toEqual([]);
  await seeSuccess(page, "Action was successful", () => granting.getByRole("button", { name: "Grant" }).click());
  await expect(granting).toBeHidden();

  const row = page.getByRole("row", { name: /Farah Helper/ });
  await expect(row).toContainText(HELPER.phone);
  await expect(row).toContainText("Staff");
  await expect(row).toContainText("Admin ·");
  await expect(page.locator(".p-toast-message")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-provider-team", row);

  // The new staff member signs in with the role, and the server keeps the team list from them.
  const login = await page.request.post("/api/v2/auth/login", { data: { phoneNumber: HELPER.phone, password: HELPER.password } });
  const staffToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  expect((await page.request.get("/api/v2/admin/provider-roles", { headers: { authorization: `Bearer ${staffToken}` } })).status()).toBe(403);
  expect((await page.request.get("/api/v2/restaurant-tags", { headers: { authorization: `Bearer ${staffToken}` } })).status()).toBe(200);

  await row.getByRole("button", { name: "Remove Farah Helper" }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await expect(confirmation).toContainText("Remove the staff role of Farah Helper?");
  expect(await seriousViolations(page)).toEqual([]);
  await seeSuccess(page, "Action was successful", () => confirmation.getByRole("button", { name: "Confirm" }).click());
  await expect(page.getByRole("row", { name: /Farah Helper/ })).toHaveCount(0);
  await expect(own).toBeVisible();
});
