// The business switcher in a real browser (issue 18 item 1, spec 1 §6): an owner with two
// businesses switches between them in the top bar, at desktop and phone width, and the choice
// survives a reload: home ('/') lands on the business last chosen. axe finds no serious or
// critical violation in the top bar with the switcher open.
import { test } from "@playwright/test";
import { seriousViolations } from "./axeCheck";
import { DESKTOP, HASHING, MOBILE, type Owner, expect, openBusiness, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 120_000 });

const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/shots-admin";
const OWNER: Owner = { phone: "+60127700018", typed: "12-770 0018", password: "switch-pass-8", name: "Aminah Two Shops" };

test("an owner with two businesses switches between them, and the choice survives a reload", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Aminah Bakery");
  const second = await world.api<{ id: string }>("POST", "/businesses", { name: "Zesty Noodles" });

  await signIn(page, OWNER);
  await expect(page).toHaveURL(`/b/${world.businessId}`, HASHING);
  const switcher = page.getByTestId("business-switcher");
  await expect(switcher).toContainText("Aminah Bakery");

  await switcher.click();
  await expect(page.getByRole("option", { name: "Zesty Noodles" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: "disabled", path: `${SHOTS_DIR}/switcher-open-desktop.png` });
  await page.getByRole("option", { name: "Zesty Noodles" }).click();
  await expect(page).toHaveURL(`/b/${second.id}`);
  await expect(switcher).toContainText("Zesty Noodles");

  await page.goto("/");
  await expect(page).toHaveURL(`/b/${second.id}`);
  await page.reload();
  await expect(page.getByTestId("business-switcher")).toContainText("Zesty Noodles");

  await page.setViewportSize(MOBILE);
  await page.screenshot({ animations: "disabled", path: `${SHOTS_DIR}/switcher-mobile.png` });
  await page.getByTestId("business-switcher").click();
  await page.screenshot({ animations: "disabled", path: `${SHOTS_DIR}/switcher-open-mobile.png` });
  await page.getByRole("option", { name: "Aminah Bakery" }).click();
  await expect(page).toHaveURL(`/b/${world.businessId}`);
  await page.goto("/");
  await expect(page).toHaveURL(`/b/${world.businessId}`);
  await page.setViewportSize(DESKTOP);
});
