// A restaurant's receipts in a real browser (spec 1 §7 GET /restaurants/{id}/receipt): bills the
// POS closed today and yesterday (ARCHITECTURE §3 BILL_COMPLETED), one refunded, are listed by
// the period picker's presets with the period's totals, or by a period typed as YYYY/MM/DD (spec 1
// §5; a day that does not exist says 'Invalid date' and keeps the last whole period); clearing the restaurant's transactions
// on the machines page empties them.
// Decision: the owner, business, programme, member and bills are made over the API
// (tests/e2e/loyaltyWorld.ts); the screens under test are the receipts and machines pages.
import { test } from "@playwright/test";
import { seriousViolations } from "./axeCheck";
import { DESKTOP, MOBILE, type Owner, enrol, expect, openBusiness, seeSuccess, shootBoth, signIn, typeOver } from "./loyaltyWorld";

test.describe.configure({ timeout: 240_000 });

const OWNER: Owner = { phone: "+60125550321", typed: "12-555 0321", password: "owner-pass-11", name: "Rashid Owner" };
const MEMBER_PHONE = "+60135550321";

/** A day counted from today in Kuala Lumpur (the restaurant's zone), as a date field takes it. */
const klDay = (offsetDays: number): string =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "/");

test("an owner reads today's and yesterday's bills, then clears them", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Roti House");
  await world.api("POST", `/businesses/${world.businessId}/membership`, { creditOneToOne: true });
  await enrol(world, MEMBER_PHONE, "Mei Ling");
  const bill = (billId: string, closedAt: Date, sen: number) => world.api("POST", `/restaurants/${world.restaurantId}/pos-event`, {
    type: "BILL_COMPLETED", billId, memberPhone: MEMBER_PHONE, closedAt: closedAt.toISOString(),
    total: { amount: sen, precision: 2, currency: "MYR" },
    items: [{ productId: "roti-canai", quantity: 2, price: { amount: sen / 2, precision: 2, currency: "MYR" } }],
  });
  const now = new Date();
  await bill("T-1", now, 1200);
  await bill("T-2", now, 800);
  await world.api("POST", `/restaurants/${world.restaurantId}/pos-event`, { type: "BILL_REFUNDED", billId: "T-2", memberPhone: MEMBER_PHONE });
  await bill("Y-1", new Date(now.getTime() - 24 * 3600_000), 1500);

  await signIn(page, OWNER);
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/receipts`);
  await expect(page.getByRole("heading", { level: 1, name: "Receipts" })).toBeVisible();
  const table = page.getByRole("table");
  const totals = page.getByLabel("Period totals");
  await expect(table.getByRole("row", { name: /T-1/ })).toContainText("MYR 12.00");
  await expect(table.getByRole("row", { name: /T-2/ })).toContainText("Refunded");
  await expect(table.getByRole("row", { name: /Y-1/ })).toHaveCount(0);
  await expect(totals).toContainText("Bills2");
  await expect(totals).toContainText("MYR 12.00");
  await shootBoth(page, "restaurant-receipts", totals);

  await page.getByRole("button", { name: "Yesterday" }).click();
  await expect(table.getByRole("row", { name: /Y-1/ })).toContainText("MYR 15.00");
  await expect(table.getByRole("row", { name: /T-1/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Last week" }).click();
  await expect(totals).toContainText("Bills3");
  await expect(totals).toContainText("MYR 27.00");
  const from = page.getByLabel("Period from", { exact: true });
  const to = page.getByLabel("Period to", { exact: true });
  await expect(to).toHaveValue(klDay(0));
  await expect(from).toHaveValue(klDay(-6));

  // Typed as a person does; a day that does not exist is refused and the last period stays.
  await typeOver(to, "2026/02/30");
  await to.blur();
  await expect(page.getByRole("group", { name: "Period" }).getByText("Invalid date")).toBeVisible();
  await expect(totals).toContainText("Bills3");
  await shootBoth(page, "receipts-period-invalid", totals);
  await typeOver(from, klDay(-1));
  await typeOver(to, klDay(-1));
  await to.blur();
  await expect(page.getByText("Invalid date")).toHaveCount(0);
  await expect(totals).toContainText("Bills1");
  await expect(table.getByRole("row", { name: /Y-1/ })).toContainText("MYR 15.00");

  // The calendar beside a day opens on that day with the keyboard on it; a day is picked by keys
  // alone, and the keyboard goes back to the text box.
  const openFrom = page.getByRole("group", { name: "Period" }).getByRole("button", { name: "Open calendar" }).first();
  await openFrom.click();
  const calendar = page.getByRole("dialog", { name: "Calendar" });
  const [year, month, day] = klDay(-1).split("/").map(Number);
  const monthName = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][(month ?? 1) - 1];
  await expect(calendar.getByRole("button", { pressed: true })).toHaveAccessibleName(`${day} ${monthName} ${year}`);
  await expect(calendar.getByRole("button", { pressed: true })).toBeFocused();
  await page.screenshot({ animations: "disabled", path: `${process.env.SHOTS_DIR ?? "/tmp/shots-loyale2e"}/receipts-calendar-desktop.png` });
  // The range and its calendar: names, labels and roles. Colour contrast is the theme's, checked
  // page by page by the accessibility suite.
  expect(await seriousViolations(page, { within: "fieldset", except: ["color-contrast"] })).toEqual([]);
  expect(await seriousViolations(page, { within: ".p-overlaypanel", except: ["color-contrast"] })).toEqual([]);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  await expect(from).toHaveValue(klDay(-2));
  await expect(from).toBeFocused();
  await expect(totals).toContainText("Bills1");
  await page.setViewportSize(MOBILE);
  await openFrom.click();
  await expect(calendar).toBeVisible();
  // The keyboard is on the day before Escape (the calendar takes it once it has opened).
  await expect(calendar.getByRole("button", { pressed: true })).toBeFocused();
  await page.screenshot({ animations: "disabled", path: `${process.env.SHOTS_DIR ?? "/tmp/shots-loyale2e"}/receipts-calendar-mobile.png` });
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(from).toBeFocused();
  await page.setViewportSize(DESKTOP);

  // Clearing the restaurant's transactions empties its receipts.
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/machines`);
  await page.getByRole("button", { name: "Clear transactions" }).click();
  await seeSuccess(page, "Action was successful", () => page.getByRole("dialog", { name: "Confirmation" }).getByRole("button", { name: "Confirm" }).click());
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/receipts`);
  await expect(page.getByText("No data")).toBeVisible();
  await expect(totals).toContainText("Bills0");
});
