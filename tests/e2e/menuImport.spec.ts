// The menu import and history screens in a real browser (issue 16 items 7, 8, 12): an owner
// uploads a 50-row sheet with two bad rows and reads the report naming both, fixes the sheet,
// applies it, sees the import in the menu history, and rolls the menu back to before it.
// A slow preview shows the progress dialog, whose Cancel link abandons the upload. The downloaded
// template is read by the import as one new product.
// Decision: the owner and business are made over the API (tests/e2e/loyaltyWorld.ts); the
// sheets are xlsx files made with exceljs (tests/support/menuSheets.ts).
import { readFile } from "node:fs/promises";
import { test } from "@playwright/test";
import { fiftyRowsTwoBad, xlsxOf } from "../support/menuSheets";
import { seriousViolations } from "./axeCheck";
import { type Owner, expect, openBusiness, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 240_000 });

const OWNER: Owner = { phone: "+60125550415", typed: "12-555 0415", password: "owner-pass-15", name: "Farah Owner" };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

test("an owner imports a sheet, reads the report, applies it and rolls it back from the history", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Kopi Import");
  await world.api("PUT", `/restaurants/${world.restaurantId}/menu-v3`, { module: "category", operation: "create", data: { name: "Cakes" } });
  const bad = { name: "menu.xlsx", mimeType: XLSX, buffer: await xlsxOf(fiftyRowsTwoBad()) };
  const fixedRows = fiftyRowsTwoBad().map((row) => (row[0] === "P011" ? ["P011", "Product 11", "Coffee", "1.00", "ALL"] : row[0] === "P036" ? ["P036", "Product 36", "Tea", "5.00", "ALL"] : row));
  const fixed = { name: "menu-fixed.xlsx", mimeType: XLSX, buffer: await xlsxOf(fixedRows) };

  await signIn(page, OWNER);
  await page.goto(`/b/${world.businessId}/restaurants/${world.restaurantId}/menu/import`);
  await expect(page.getByRole("heading", { level: 1, name: "Menu import" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The template: the columns and an example row, which the import reads as one new product.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download template" }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe("menu-import-template.xlsx");
  await page.getByLabel(/^Spreadsheet/).setInputFiles({ name: "menu-import-template.xlsx", mimeType: XLSX, buffer: await readFile(await template.path()) });
  await expect(page.getByRole("heading", { name: "Report for menu-import-template.xlsx" })).toBeVisible();
  await expect(page.getByLabel("Import summary")).toContainText("1accepted");
  await expect(page.getByLabel("Import summary")).toContainText("1new");
  await page.getByRole("button", { name: "Start over" }).click();

  // A slow answer: the progress dialog, then Cancel goes back to the upload.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route("**/menu-v3/import", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel(/^Spreadsheet/).setInputFiles(bad);
  const progress = page.getByRole("dialog", { name: "Reading menu.xlsx…" });
  await expect(progress).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await progress.getByRole("button", { name: "Cancel" }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByLabel(/^Spreadsheet/)).toBeVisible();
  release();
  await page.unrouteAll({ behavior: "wait" });

  // The report names both bad rows; Apply is not offered for it.
  await page.getByLabel(/^Spreadsheet/).setInputFiles(bad);
  await expect(page.getByRole("heading", { name: "Report for menu.xlsx" })).toBeVisible();
  const rejected = page.getByRole("region", { name: "Rejected rows" }).getByRole("table");
  await expect(rejected.getByRole("row")).toHaveCount(3);
  await expect(rejected.getByRole("row", { name: /12\s*P011\s*Min price is 0\.00/ })).toBeVisible();
  await expect(rejected.getByRole("row", { name: /37\s*P036\s*Name is required/ })).toBeVisible();
  await expect(page.getByLabel("Import summary")).toContainText("48accepted");
  await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "menu-import-report", page.getByRole("heading", { name: "Report for menu.xlsx" }));

  // The fixed sheet applies; the history shows it as one change.
  await page.getByRole("button", { name: "Start over" }).click();
  await page.getByLabel(/^Spreadsheet/).setInputFiles(fixed);
  await expect(page.getByRole("heading", { name: "Report for menu-fixed.xlsx" })).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Imported menu-fixed.xlsx: 50 new, 0 updated.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Menu history" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Menu history" })).toBeVisible();
  const history = page.getByRole("table");
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("Import menu-fixed.xlsx: 52 new, 0 updated, 0 removed");
  await expect(history.getByRole("row").nth(1)).toContainText("Farah Owner");
  await expect(history.getByRole("row").nth(2)).toContainText("Created category Cakes");

  // The menu before the import, its difference with now, and the rollback.
  await page.getByRole("button", { name: "View the menu after change 1" }).click();
  const panel = page.getByRole("region", { name: /^The menu at/ });
  await expect(panel.getByText("Products then (0)")).toBeVisible();
  await expect(panel.getByLabel("Changed since then")).toContainText("Added since: Product 1");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "menu-history", panel.getByText("Products then (0)"));
  await panel.getByRole("button", { name: "Roll back to this" }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await expect(confirmation).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirmation.getByRole("button", { name: "Confirm" }).click();
  await expect(confirmation).toBeHidden();
  await expect(history.getByRole("row")).toHaveCount(4);
  await expect(history.getByRole("row").nth(1)).toContainText(/Rollback to .*: 0 new, 0 updated, 52 removed/);
  const menu = await world.api<{ product: unknown[]; category: Array<{ name: string }> }>("GET", `/restaurants/${world.restaurantId}/menu-v3`);
  expect(menu.product).toEqual([]);
  expect(menu.category.map((c) => c.name)).toEqual(["Cakes"]);
});
