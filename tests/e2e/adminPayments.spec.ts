// The admin's Payments page in a real browser (issue 18): two GrabFood orders (one cashless, one
// cash) reach a restaurant through the submit-order webhook (the e2e server talks to the local
// fake GrabFood, a sandbox connection, so the cashless one is ePayment (sandbox)) and its owner submits the payout
// account; the provisioned admin opens Payments from the drawer, filters the transactions by
// business and payment type, exports them to CSV, reads the restaurant's settlement for this
// month, and approves the pending payout account. Axe on the page and the review dialog,
// screenshots at 1280 and 390 px.
// Decision: the owner, restaurant, GrabFood connection, menu and payout account are made over the
// API (tests/e2e/loyaltyWorld.ts); the screen under test is Payments.
import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Page, test } from "@playwright/test";
import { grabSubmittedOrder } from "../../adapters/delivery/grabfood/fake/grabfoodOrderSide";
import { seriousViolations } from "./axeCheck";
import { type Owner, expect, openBusiness, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ timeout: 150_000 });

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const TOKEN = process.env.GRABFOOD_WEBHOOK_TOKEN ?? "";
const OWNER: Owner = { phone: "+60125550611", typed: "12-555 0611", password: "owner-pass-61", name: "Rafi Payments" };
const MERCHANT = "1-KOPIPAYMENTS1";
const BUSINESS = "Rafi Kopi Payments";
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const ACCOUNT = { bankCode: "MAYBANK", accountName: "Rafi Kopi Sdn Bhd", accountNo: "514099887766", accountType: "CURRENT_ACCOUNT" };

const drawer = (page: Page) => page.getByRole("navigation", { name: "Navigation" });

const deliver = async (request: APIRequestContext, orderID: string, productId: string, paymentType: "CASH" | "CASHLESS") => {
  const order = grabSubmittedOrder({
    orderID, merchantID: MERCHANT, shortOrderNumber: `GF-${orderID.slice(0, 3)}`, items: [{ id: productId, quantity: 1, price: 1500 }],
    orderTime: new Date().toISOString(), eaterName: "Aina", acceptance: "AUTO", paymentType,
  });
  const response = await request.post("/api/v2/delivery/grabfood/webhook/order", { data: order, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status()).toBe(204);
};

const pick = async (page: Page, label: string, option: string | RegExp) => {
  await page.locator(".p-dropdown", { has: page.getByLabel(label, { exact: true }) }).first().click();
  const panel = page.locator(".p-dropdown-panel");
  const filter = panel.locator("input.p-dropdown-filter");
  if (typeof option === "string" && (await filter.count()) > 0) await filter.fill(option);
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
};

test("an admin filters and exports the transactions, reads a settlement and approves a payout account", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, BUSINESS);
  await world.api("PUT", `/delivery/grabfood/setting/${world.restaurantId}`, { _id: world.restaurantId, enabled: true, merchantID: MERCHANT, clientId: "kopi-payments", clientSecret: "payments-secret-1" });
  const menuPath = `/restaurants/${world.restaurantId}/menu-v3`;
  const { _rev } = await world.api<{ _rev: number }>("GET", menuPath);
  const menu = await world.api<{ product: Array<{ id: string }> }>("PUT", menuPath, { _id: `menu-${world.restaurantId}`, _rev, module: "product", operation: "create", data: { name: "Kopi Susu", price: rm(1500) } });
  const kopi = menu.product.at(-1)!.id;
  await deliver(page.request, "611-E2EPAY", kopi, "CASHLESS");
  await deliver(page.request, "612-E2EPAY", kopi, "CASH");
  await world.api("PUT", `/restaurants/${world.restaurantId}/payout-account`, { enable: false, status: "NEW", account: ACCOUNT });
  await world.api("PUT", `/restaurants/${world.restaurantId}/payout-account`, { enable: false, status: "PENDING", account: ACCOUNT });

  await signIn(page, { phone: ADMIN_PHONE, typed: ADMIN_PHONE, password: ADMIN_PASSWORD, name: "Admin" });
  await drawer(page).getByRole("link", { name: "Payments", exact: true }).click();
  await expect(page).toHaveURL("/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();

  // Transactions: this business's two orders, then only the cash one.
  await pick(page, "Business filter", BUSINESS);
  const transactions = page.getByRole("table", { name: "Transactions" }).or(page.locator("[aria-label='Transactions']"));
  await expect(transactions.getByText("GF-611")).toBeVisible();
  await expect(transactions.getByText("GF-612")).toBeVisible();
  await expect(transactions).toContainText("ePayment (sandbox)");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-payments-transactions", transactions.getByText("GF-611"));
  await pick(page, "Payment type filter", "Cash");
  await expect(transactions.getByText("GF-611")).toHaveCount(0);
  await expect(transactions.getByText("GF-612")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("transactions.csv");
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("Paid at,Month,Business,Restaurant,Source,Reference,Payment type,Status,Currency,Amount");
  expect(csv).toContain(`${BUSINESS},${BUSINESS} Bangsar,Platform order,GF-612,Cash,Paid,MYR,`);
  expect(csv).not.toContain("GF-611");

  // Settlements: this month's totals for the restaurant, per payment type.
  await page.getByRole("tab", { name: "Settlements" }).click();
  await pick(page, "Business filter", BUSINESS);
  const settlement = page.getByRole("row", { name: new RegExp(`${BUSINESS} Bangsar`) });
  await expect(settlement).toBeVisible();
  await expect(settlement).toContainText("(1)");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-payments-settlements", settlement);

  // Payout accounts: the pending account is reviewed and approved.
  await page.getByRole("tab", { name: "Payout accounts" }).click();
  const account = page.getByRole("row", { name: new RegExp(`${BUSINESS} Bangsar`) });
  await expect(account).toContainText("Pending");
  await account.getByRole("button", { name: `Review the payout account of ${BUSINESS} Bangsar` }).click();
  const dialog = page.getByRole("dialog", { name: `Payout account: ${BUSINESS} Bangsar` });
  await expect(dialog).toContainText("Malayan Banking");
  await expect(dialog).toContainText("514099887766");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-payout-review", dialog.getByRole("button", { name: "Approve" }));
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toContainText("Approved");
  await expect(dialog.getByRole("button", { name: "Approve" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Reopen for changes" })).toBeEnabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(`${BUSINESS} Bangsar`) })).toHaveCount(0);
  await pick(page, "Payout status filter", "Approved");
  await expect(page.getByRole("row", { name: new RegExp(`${BUSINESS} Bangsar`) })).toContainText("Approved");
});

test("the server refuses Payments to a restaurant owner", async ({ page }) => {
  const world = await openBusiness(page.request, { phone: "+60125550612", typed: "12-555 0612", password: "owner-pass-62", name: "Rafi Two" }, "Rafi Second Kopi");
  const answer = await page.request.get("/api/v2/admin/payments/transactions", { headers: { authorization: `Bearer ${world.token}` } });
  expect(answer.status()).toBe(403);
});
