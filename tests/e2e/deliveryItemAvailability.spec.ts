// Items marked unavailable ("86") on GrabFood in a real browser against the local fake GrabFood
// the server starts: the owner opens the GrabFood tab of the Delivery page, finds an item by name,
// marks it unavailable for 1 hour, sees it listed with its restore time (in the business's time
// zone, Kuala Lumpur), and restores it; then adds a public holiday closure to the special opening
// hours, pushes them to GrabFood and removes it. Axe checks the cards in each state, at 1280 and 390 px.
// Decision: the owner, business, restaurant, delivery hours, menu and GrabFood connection are made
// over the API (tests/e2e/loyaltyWorld.ts); the screen under test is the items card.
import { test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { seriousViolations } from "./axeCheck";
import { type Owner, expect, openBusiness, seeSuccess, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 240_000 });

const OWNER: Owner = { phone: "+60125550497", typed: "12-555 0497", password: "owner-pass-50", name: "Siti Eighty" };
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

test("an owner marks a GrabFood item unavailable for an hour, sees when it comes back and restores it, then keeps a holiday closure and pushes it", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Kopi Eighty");
  const menuPath = `/restaurants/${world.restaurantId}/menu-v3`;
  const menuPut = async (module: string, data: unknown) => {
    const { _rev } = await world.api<{ _rev: number }>("GET", menuPath);
    return world.api<Record<string, Array<{ id: string }>>>("PUT", menuPath, { _id: `menu-${world.restaurantId}`, _rev, module, operation: "create", data });
  };
  const category = (await menuPut("category", { name: "Noodles" })).category?.at(-1)?.id;
  await menuPut("product", { name: "Mee Goreng", price: rm(900), category });
  await menuPut("product", { name: "Laksa", price: rm(1300), category });
  await world.api("PUT", `/delivery/grabfood/setting/${world.restaurantId}`, { _id: world.restaurantId, enabled: true, merchantID: "1-EIGHTYSIXE2E", clientId: "kopi-eighty", clientSecret: "eighty-secret-0497" });

  await signIn(page, OWNER);
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/delivery`);
  const card = page.getByRole("region", { name: "Items unavailable on GrabFood" });
  const marked = card.getByRole("table", { name: "Items unavailable on GrabFood" });
  await expect(marked.getByText("Every item is available on GrabFood")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByLabel("Find an item").fill("laks");
  await expect(card.getByText("1 items")).toBeVisible();
  await expect(card.getByRole("checkbox", { name: "Mee Goreng" })).toHaveCount(0);
  await card.getByRole("checkbox", { name: "Laksa" }).check();
  await card.getByRole("button", { name: "Mark unavailable" }).click();
  const row = marked.getByRole("row", { name: /Laksa/ });
  await expect(row).toBeVisible();
  const listed = await world.api<{ items: Array<{ restoreAt: string | null }> }>("GET", `/delivery/grabfood/item-availability/${world.restaurantId}`);
  const restoreAt = Temporal.Instant.from(listed.items[0]?.restoreAt ?? "");
  const now = Temporal.Now.instant();
  expect(restoreAt.since(now).total("minutes")).toBeGreaterThan(50);
  expect(restoreAt.since(now).total("minutes")).toBeLessThanOrEqual(60);
  const kl = restoreAt.toZonedDateTimeISO("Asia/Kuala_Lumpur");
  const shown = `${String(kl.day).padStart(2, "0")}/${String(kl.month).padStart(2, "0")}/${kl.year} ${kl.toPlainTime().toString({ smallestUnit: "minute" })}`;
  await expect(row).toContainText(shown);
  await expect(card.getByRole("checkbox", { name: "Laksa" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "delivery-items-unavailable", row);

  await row.getByRole("button", { name: "Restore Laksa" }).click();
  await expect(marked.getByText("Every item is available on GrabFood")).toBeVisible();
  await expect(card.getByRole("checkbox", { name: "Laksa" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Special opening hours: a public holiday closure, kept, pushed to GrabFood, then removed.
  const special = page.getByRole("region", { name: "Special opening hours" });
  await special.getByLabel("From").fill("2030/08/31");
  await special.getByLabel("From").blur();
  await special.getByLabel("Description").fill("Hari Merdeka");
  await special.getByRole("button", { name: "Add" }).click();
  const holiday = special.getByRole("table", { name: "Special opening hours" }).getByRole("row", { name: /Hari Merdeka/ });
  await expect(holiday).toContainText("31/08/2030");
  await expect(holiday).toContainText("Closed");
  await seeSuccess(page, "1 special hour sent to GrabFood", () => special.getByRole("button", { name: "Push to GrabFood" }).click());
  expect(await seriousViolations(page)).toEqual([]);
  await holiday.getByRole("button", { name: "Remove 31/08/2030" }).click();
  await expect(special.getByText("No data")).toBeVisible();
});
