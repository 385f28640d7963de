// The report section and the Util page in a real browser (issue 18): an owner opens the sales
// report from the drawer's Report group, sees the last 30 days as figure cards and a chart,
// groups it by week, filters one restaurant, and exports CSV and Excel; a staff member runs a
// data check on the Util page as provider staff (granted by the admin) under its progress dialog
// and reads its verdict, while an owner is refused the Util routes by the server. axe on the pages
// and the progress dialog, screenshots at 1280 and 390 px.
// Decision: the owner, business, programme, members and bills are made over the API
// (tests/e2e/loyaltyWorld.ts); the screens under test are the report and Util pages.
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { type Page, test } from "@playwright/test";
import { register } from "./accessibilityWorld";
import { seriousViolations } from "./axeCheck";
import { type Owner, enrol, expect, openBusiness, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 240_000 });

const OWNER: Owner = { phone: "+60125550491", typed: "12-555 0491", password: "owner-pass-21", name: "Hana Reports" };
const STAFF: Owner = { phone: "+60125550431", typed: "12-555 0431", password: "staff-pass-31", name: "Siti Checks" };
const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const DAY = 86_400_000;

const drawer = (page: Page) => page.getByRole("navigation", { name: "Navigation" });

test("an owner reads the sales report, regroups it, filters a restaurant and exports it", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Laksa Lane");
  await world.api("POST", `/businesses/${world.businessId}/membership`, { creditOneToOne: true });
  await enrol(world, "+60135550421", "Aiman");
  await enrol(world, "+60135550422", "Bella");
  const second = await world.api<{ id: string }>("POST", "/restaurants", { businessId: world.businessId, profile: { name: "Laksa Lane Penang" } });
  const bill = (restaurantId: string, billId: string, daysAgo: number, sen: number, memberPhone: string) =>
    world.api("POST", `/restaurants/${restaurantId}/pos-event`, {
      type: "BILL_COMPLETED", billId, memberPhone, closedAt: new Date(Date.now() - daysAgo * DAY - 3600_000).toISOString(),
      total: { amount: sen, precision: 2, currency: "MYR" },
      items: [{ productId: "laksa", quantity: 2, price: { amount: sen / 2 + 50, precision: 2, currency: "MYR" } }],
    });
  await bill(world.restaurantId, "L-1", 0, 2400, "+60135550421");
  await bill(world.restaurantId, "L-2", 3, 1800, "+60135550422");
  await bill(second.id, "P-1", 12, 3000, "+60135550421");

  await signIn(page, OWNER);
  await page.goto(`/b/${world.businessId}`);
  await drawer(page).getByRole("button", { name: "Report" }).click();
  await drawer(page).getByRole("link", { name: "Sales report" }).click();
  await expect(page).toHaveURL(`/b/${world.businessId}/reports`);
  const cards = page.getByRole("list", { name: "Figures" });
  await expect(cards.getByRole("listitem").filter({ hasText: "Net sales" })).toContainText("MYR 72.00");
  await expect(cards.getByRole("listitem").filter({ hasText: "Discounts" })).toContainText("MYR 3.00");
  await expect(cards.getByRole("listitem").filter({ hasText: /^Bills/ })).toContainText("3");
  await expect(cards.getByRole("listitem").filter({ hasText: "Active members" })).toContainText("2");
  const chart = page.getByRole("img", { name: /Net sales and bills per period: 30 periods/ });
  await expect(chart).toBeVisible();
  // chart.js has drawn on the canvas: some pixel is no longer blank.
  await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    return data.some((value) => value !== 0);
  })).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "report-sales", chart);

  await page.getByRole("button", { name: "Week", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Net sales and bills by week" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Net sales and bills per period: [56] periods/ })).toBeVisible();

  await page.locator(".p-dropdown", { has: page.getByLabel("Restaurant", { exact: true }) }).click();
  await page.getByRole("option", { name: "Laksa Lane Penang" }).click();
  await expect(cards.getByRole("listitem").filter({ hasText: "Net sales" })).toContainText("MYR 30.00");
  await expect(page.getByRole("table")).toContainText("Laksa Lane Penang");
  await expect(page.getByRole("table")).not.toContainText("Laksa Lane Bangsar");

  const csv = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csvFile.path(), "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Period,Restaurant,Currency,Gross sales,Discounts,Net sales,Bills,Average bill,Refunds,Active members,New members,Credit issued,Credit redeemed,Vouchers claimed,Vouchers redeemed");
  expect(lines.at(-1)).toContain("Laksa Lane Penang,MYR,31.00,1.00,30.00,1,30.00");
  const excel = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Excel" }).click();
  const excelFile = await excel;
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await excelFile.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.getWorksheet("Sales report");
  expect(((sheet?.getRow(1).values ?? []) as unknown[]).slice(1)).toEqual(lines[0]?.split(","));
  expect(sheet?.actualRowCount).toBe(lines.length);
});

test("a provider staff member runs data checks with their progress dialog; an owner is refused Util", async ({ page }) => {
  await register(page.request, STAFF);
  const adminLogin = await page.request.post("/api/v2/auth/login", { data: { phoneNumber: ADMIN_PHONE, password: ADMIN_PASSWORD } });
  const adminToken = ((await adminLogin.json()) as { data: { accessToken: string } }).data.accessToken;
  const granted = await page.request.put(`/api/v2/admin/provider-roles/${encodeURIComponent(STAFF.phone)}`, { headers: { authorization: `Bearer ${adminToken}` }, data: { role: "staff" } });
  expect(granted.status()).toBe(200);
  await signIn(page, STAFF);
  await drawer(page).getByRole("link", { name: "Util" }).click();
  await expect(page).toHaveURL("/util");
  expect(await seriousViolations(page)).toEqual([]);
  // The progress dialog is held open until the check's first answer arrives, so it can be looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v2/admin/util/checks/*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Run check: Projection rebuild" }).click();
  const progress = page.getByRole("dialog", { name: /Projection rebuild: / });
  await expect(progress).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "util-progress", progress);
  release();
  await expect(progress).toBeHidden();
  await expect(page.getByRole("region", { name: "Projection rebuild: result" })).toContainText(/events replayed: every table is identical to the live one/);
  await page.unroute("**/api/v2/admin/util/checks/*");

  await page.getByRole("button", { name: "Run check: Credit ledgers" }).click();
  await expect(page.getByRole("region", { name: "Credit ledgers: result" })).toContainText(/members checked: every balance equals the sum of its ledger/);
  await expect(page.getByRole("table").last()).toContainText("Projection rebuild");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "util-page", page.getByRole("heading", { name: "Util", level: 1 }));

  await page.getByLabel("Stream id").fill("business-none");
  await page.getByRole("button", { name: "Export JSON" }).click();
  await expect(page.locator(".p-toast-message")).toContainText("Stream not found");

  await openBusiness(page.request, { ...OWNER, phone: "+60125550429", typed: "12-555 0429", name: "Not Staff" }, "Kedai Lain");
  const login = await page.request.post("/api/v2/auth/login", { data: { phoneNumber: "+60125550429", password: OWNER.password } });
  const ownerToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  expect((await page.request.post("/api/v2/admin/util/checks", { headers: { authorization: `Bearer ${ownerToken}` }, data: { kind: "creditLedgers" } })).status()).toBe(403);
});
