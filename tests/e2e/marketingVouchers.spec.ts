// Vouchers in a real browser against the real server (issue 7 "Tests"), clicking as a marketer
// would: an attraction voucher made through the wizard with a fixed period and a quota; 500 bulk
// codes with a pattern and a prefix through 'Advanced code setting' (preview, combinations left,
// the confirmation); the codes copied (read back from the clipboard) and exported (the file read
// with exceljs); one claim made through the public claim call and found among the assigned
// claims; the voucher edited with 'Update all'; its share link copied; the voucher deleted. Then
// the marketing migration from the overview banner, landing on the external portal, and a
// feedback reward created and deleted. And a retention voucher whose item discount and product
// condition are picked from the restaurant's menu by name (issue 16 item 9), a product deleted
// from the menu later reading 'Unknown product {id}' in the editor.
// Decisions: each test has its own owner and business, made over the API (the business suite
// covers making them through the screens). The portal is the server's MARKETING_PORTAL_URL
// (playwright.config.ts), answered here by `page.route`, so no external site is reached.
// Screenshots of each screen at 1280 and 390 px go to SHOTS_DIR (default test-results).
import { mkdirSync } from "node:fs";
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { seeToast } from "./toasts";
import { seriousViolations } from "./axeCheck";
import ExcelJS from "exceljs";

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const HASHING = { timeout: 30_000 };
const PASSWORD = "vouchers-pass-8";
const SHOTS_DIR = process.env.SHOTS_DIR ?? "test-results";
const PORTAL = process.env.MARKETING_PORTAL_URL ?? "https://marketing-portal.e2e.test/";

test.use({ permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 1280, height: 800 } });

const json = async <T>(response: { ok: () => boolean; json: () => Promise<unknown>; text: () => Promise<string> }): Promise<T> => {
  if (!response.ok()) throw new Error(await response.text());
  return ((await response.json()) as { data: T }).data;
};

interface Prepared {
  readonly businessId: string;
  readonly token: string;
  readonly restaurantIds: ReadonlyArray<string>;
}

/** Registers an owner (phone +60 12-555 {last4}) and makes a business with two restaurants. */
const prepare = async (request: APIRequestContext, last4: string): Promise<Prepared> => {
  const phone = `+6012555${last4}`;
  const post = (path: string, data: unknown, token?: string) =>
    request.post(`/api/v2${path}`, { data, ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }) });
  await json(await post("/auth/otp/v2/send", { target: phone, purpose: "register" }));
  const [sent] = await json<Array<{ otp: string }>>(await request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(phone)}`));
  const { verificationToken } = await json<{ verificationToken: string }>(await post("/auth/otp/v2/verify", { target: phone, otp: sent?.otp, purpose: "register" }));
  await json(await post("/auth/register", { phoneNumber: phone, verificationToken, name: "Nurul Marketer", password: PASSWORD }));
  const { accessToken } = await json<{ accessToken: string }>(await post("/auth/login", { phoneNumber: phone, password: PASSWORD }));
  const business = await json<{ id: string }>(await post("/businesses", { name: "Kopi Kita Marketing" }, accessToken));
  const restaurantIds: string[] = [];
  for (const name of ["Kopi Kita Bangsar", "Kopi Kita Ampang"]) {
    restaurantIds.push((await json<{ id: string }>(await post("/restaurants", { businessId: business.id, profile: { name } }, accessToken))).id);
  }
  return { businessId: business.id, token: accessToken, restaurantIds };
};

/** A small menu in the restaurant (made over the API; the menu suite builds one through its screens): its product ids by name. */
const addMenu = async (request: APIRequestContext, token: string, restaurantId: string): Promise<Record<string, string>> => {
  const headers = { authorization: `Bearer ${token}` };
  const create = async (module: string, data: object): Promise<string> => {
    const menu = await json<Record<string, Array<{ id: string }>>>(await request.put(`/api/v2/restaurants/${restaurantId}/menu-v3`, { data: { module, operation: "create", data }, headers }));
    return menu[module]!.at(-1)!.id;
  };
  const coffee = await create("category", { name: "Coffee" });
  const ids: Record<string, string> = {};
  for (const [name, sen] of [["Kopi O", 280], ["Kopi C", 340], ["Teh Tarik", 350]] as const) {
    ids[name] = await create("product", { name, price: { amount: sen, precision: 2, currency: "MYR" }, ...(name.startsWith("Kopi") ? { category: coffee } : {}) });
  }
  return ids;
};

const signIn = async (page: Page, last4: string) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill(`12-555 ${last4}`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/auth\//, HASHING);
};

/** The screen at desktop width, then at phone width (390 px), then back. */
const shoot = async (page: Page, name: string) => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ animations: "disabled", path: `${SHOTS_DIR}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ animations: "disabled", path: `${SHOTS_DIR}/${name}-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
};


/** Types into a field as a person does, over what it holds (a number input reacts to keys). */
const typeOver = async (field: Locator, text: string) => {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
};

/** A day counted from today as a date field shows and takes it: YYYY/MM/DD (spec 1 §5). */
const inputDay = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "/");

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const confirmation = (page: Page) => page.getByRole("dialog", { name: "Confirmation" });

test("a marketer makes an attraction voucher, 500 bulk codes, copies and exports them, sees a public claim, edits, shares and deletes it", async ({ page }) => {
  const { businessId, token } = await prepare(page.request, "8196");
  await signIn(page, "8196");
  const name = "Kopi Launch Week";

  await page.goto(`/b/${businessId}/marketing/voucher`);
  await expect(page.getByRole("heading", { level: 1, name: "Vouchers" })).toBeVisible();
  const attraction = page.getByRole("region", { name: "Attraction" });
  await expect(attraction.getByText("No data")).toBeVisible();
  await shoot(page, "voucher-list-empty");

  // The wizard: Basic, Configure, Configuration; Next refuses an empty name.
  await page.getByRole("button", { name: "New voucher" }).click();
  await page.getByRole("menuitem", { name: "Attraction voucher" }).click();
  const wizard = page.getByRole("dialog", { name: "Create new Attraction voucher" });
  await expect(wizard).toBeVisible();
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByText("Name is required").first()).toBeVisible();
  await wizard.getByLabel("Name", { exact: true }).fill(name);
  await wizard.getByRole("group", { name: "Effect type" }).getByRole("button", { name: /Bill discount/ }).click();
  await shoot(page, "wizard-basic");
  await wizard.getByRole("button", { name: "Next" }).click();

  await typeOver(wizard.getByLabel("Amount", { exact: true }), "5");
  await shoot(page, "wizard-configure");
  await wizard.getByRole("button", { name: "Next" }).click();

  await expect(wizard.getByRole("button", { name: "Save" })).toBeVisible();
  await wizard.getByText("Fixed period", { exact: true }).click();
  await typeOver(wizard.getByLabel("Valid from", { exact: true }), inputDay(-1));
  await typeOver(wizard.getByLabel("Valid until", { exact: true }), inputDay(60));
  await wizard.getByRole("checkbox", { name: "Kopi Kita Bangsar" }).check();
  await typeOver(wizard.getByLabel(/^Total vouchers/), "1000");
  await shoot(page, "wizard-configuration");
  await seeToast(page, `Voucher ${name} created`, () => wizard.getByRole("button", { name: "Save" }).click());
  await expect(wizard).toBeHidden();
  const row = attraction.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Ongoing")).toBeVisible();
  await expect(row.getByText("0 / 1000")).toBeVisible();
  // Voucher dates read 'D MMM YYYY' (spec 3 §9), the period "<from> – <to>".
  await expect(row).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await shoot(page, "voucher-list");

  // 500 bulk codes with a prefix and a pattern.
  await page.getByRole("button", { name: `View claims of ${name}` }).click();
  const claims = page.getByRole("dialog", { name: `Claims of ${name}` });
  await expect(claims.getByText("No data")).toBeVisible();
  await expect(claims.getByRole("button", { name: "Copy claim codes" })).toBeDisabled();
  await expect(claims.getByRole("button", { name: "Export" })).toBeDisabled();
  await shoot(page, "claims-empty");
  await claims.getByRole("button", { name: "Create Claims" }).click();
  const create = page.getByRole("dialog", { name: "Create Claims" });
  await create.getByRole("button", { name: "Bulk" }).click();
  await typeOver(create.getByLabel("Number of claims", { exact: true }), "500");
  await create.getByLabel("Advanced code setting").check();
  await create.getByLabel("Prefix", { exact: true }).fill("KK-");
  await create.getByLabel(/^Pattern/).fill("####-####");
  const preview = create.getByLabel("Code preview");
  await expect(preview).toContainText(/Sample codes: KK-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}/);
  const combinations = (62n ** 8n).toLocaleString("en-US");
  await expect(preview).toContainText(`Combinations: ${combinations}`);
  await expect(create.getByLabel("Code length", { exact: true })).toBeDisabled();
  await shoot(page, "create-claims");
  await create.getByRole("button", { name: "Create" }).click();
  const confirm = confirmation(page);
  await expect(confirm.getByText(`Are you sure you want to create 500 unassigned claim(s) for ${name} ?`)).toBeVisible();
  await expect(confirm.getByText(`Combinations left: ${combinations} of ${combinations}`)).toBeVisible();
  await shoot(page, "create-claims-confirmation");
  await seeToast(page, `Created 500 unassigned claim(s) for ${name}`, () => confirm.getByRole("button", { name: "Confirm" }).click());
  await expect(create).toBeHidden();
  await expect(claims.getByRole("row")).toHaveCount(21);
  await expect(claims.getByRole("row").nth(1).getByRole("cell").first()).toHaveText(/KK-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}$/);
  await shoot(page, "claims-unassigned");

  // Copy the codes: 500 distinct codes of the shape, one per line.
  await seeToast(page, "List of voucher claim codes has been copied to clipboard", () => claims.getByRole("button", { name: "Copy claim codes" }).click());
  const codes = (await clipboardText(page)).split("\n");
  expect(codes).toHaveLength(500);
  expect(new Set(codes).size).toBe(500);
  for (const code of codes) expect(code).toMatch(/^KK-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}$/);

  // Export: the file holds a header and the same 500 codes, each with its claim link.
  const downloading = page.waitForEvent("download");
  await claims.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name} claims.csv`);
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.readFile(await download.path(), { parserOptions: { delimiter: "," } });
  const rows = sheet.getSheetValues().filter((values) => values !== undefined) as unknown[][];
  expect(rows[0]?.slice(1)).toEqual(["Code", "Phone number", "Name", "Claimed at", "Link"]);
  const exported = rows.slice(1);
  expect(exported).toHaveLength(500);
  expect(new Set(exported.map((values) => values[1]))).toEqual(new Set(codes));
  for (const values of exported) expect(String(values[5])).toContain(`code=${values[1]}`);

  // A customer claims through the public call; the claim is among the assigned ones.
  const vouchers = await json<{ resources: Array<{ id: string; name: string }> }>(
    await page.request.get(`/api/v2/businesses/${businessId}/vouchers`, { headers: { authorization: `Bearer ${token}` } }),
  );
  const voucherId = vouchers.resources.find((voucher) => voucher.name === name)?.id;
  expect(voucherId).toBeDefined();
  const customer = "+60127778196";
  await json(await page.request.post("/api/v2/auth/otp/v2/send", { data: { target: customer, purpose: "claim" } }));
  const [sent] = await json<Array<{ otp: string }>>(await page.request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(customer)}`));
  const { verificationToken } = await json<{ verificationToken: string }>(
    await page.request.post("/api/v2/auth/otp/v2/verify", { data: { target: customer, otp: sent?.otp, purpose: "claim" } }),
  );
  await json(await page.request.post(`/api/v2/public/vouchers/${voucherId}/claim`, { data: { phoneNumber: customer, verificationToken } }));
  await claims.getByRole("button", { name: "Close" }).click();
  await expect(row.getByText("501 / 1000")).toBeVisible();
  await page.getByRole("button", { name: `View claims of ${name}` }).click();
  await claims.getByRole("button", { name: "Assigned", exact: true }).click();
  await expect(claims.getByRole("row", { name: /\+60127778196/ })).toBeVisible();
  await expect(claims.getByRole("row")).toHaveCount(2);
  await shoot(page, "claims-assigned");
  await claims.getByRole("button", { name: "Close" }).click();

  // Edit: a bigger quota, for every claim already made too.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Attraction voucher" });
  await editor.getByRole("button", { name: "Next" }).click();
  await editor.getByRole("button", { name: "Next" }).click();
  await expect(editor.getByLabel("Valid from", { exact: true })).toHaveValue(inputDay(-1));
  await typeOver(editor.getByLabel(/^Total vouchers/), "1200");
  await editor.getByRole("button", { name: "Save" }).click();
  const scope = confirmation(page);
  await expect(scope.getByText("This will change all future vouchers. Would you like to update previous claimed vouchers ?")).toBeVisible();
  await shoot(page, "wizard-update-question");
  await seeToast(page, "Action was successful", () => scope.getByRole("button", { name: "Update all" }).click());
  await expect(editor).toBeHidden();
  await expect(row.getByText("501 / 1200")).toBeVisible();

  // The share link.
  await seeToast(page, "Sharable link copied to clipboard", () => page.getByRole("button", { name: `Copy share link of ${name}` }).click());
  expect(await clipboardText(page)).toMatch(new RegExp(`/v/${voucherId}$`));

  // Delete, through the confirmation.
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(confirmation(page).getByText(`Are you sure to delete ${name} ?`)).toBeVisible();
  await shoot(page, "voucher-delete");
  await seeToast(page, `Voucher ${name} deleted`, () => confirmation(page).getByRole("button", { name: "Delete" }).click());
  await expect(attraction.getByText("No data")).toBeVisible();
});

test("a marketer makes a retention voucher whose item discount and product condition are picked from the menu by name", async ({ page }) => {
  const { businessId, token, restaurantIds } = await prepare(page.request, "8199");
  const menu = await addMenu(page.request, token, restaurantIds[0]!);
  await signIn(page, "8199");
  const name = "Kopi O Comeback";
  await page.goto(`/b/${businessId}/marketing/voucher`);
  await page.getByRole("button", { name: "New voucher" }).click();
  await page.getByRole("menuitem", { name: "Retention voucher" }).click();
  const wizard = page.getByRole("dialog", { name: "Create new Retention voucher" });
  await wizard.getByLabel("Name", { exact: true }).fill(name);
  await wizard.getByRole("group", { name: "Effect type" }).getByRole("button", { name: /Item discount/ }).click();
  await wizard.getByRole("button", { name: "Next" }).click();

  // The discounted product, found by a part of its name.
  await typeOver(wizard.getByLabel("Amount", { exact: true }), "2");
  const picked = wizard.getByRole("list", { name: "Products picked" });
  await wizard.getByRole("textbox", { name: "Search products by name" }).fill("kopi o");
  await wizard.getByRole("checkbox", { name: /^Kopi O Product · Kopi Kita Bangsar/ }).check();
  await expect(picked.getByText("Kopi O")).toBeVisible();
  await shoot(page, "voucher-item-products");
  await wizard.getByRole("button", { name: "Next" }).click();

  // The product condition: the Coffee category picks both kopi.
  await wizard.getByText("Product condition", { exact: true }).click();
  await wizard.getByRole("button", { name: "Browse menu" }).click();
  const coffee = wizard.getByRole("checkbox", { name: /^Coffee Category · 2 products/ });
  await coffee.check();
  await page.mouse.move(0, 0);
  await expect(coffee.locator("..")).toHaveClass(/p-highlight/);
  await expect(picked.getByText("Kopi C")).toBeVisible();
  await expect(picked.getByText("Kopi O")).toBeVisible();
  await expect(wizard.getByRole("checkbox", { name: /^Teh Tarik/ })).not.toBeChecked();
  await shoot(page, "voucher-product-condition");
  await seeToast(page, `Voucher ${name} created`, () => wizard.getByRole("button", { name: "Save" }).click());
  await expect(wizard).toBeHidden();

  // Stored as product ids, as the discount engine reads them.
  const headers = { authorization: `Bearer ${token}` };
  const vouchers = await json<{ resources: Array<{ id: string; name: string; effect: { targetIds: string[] }; options: { afterSales: { productCondition: { productIds: string[] } } } }> }>(
    await page.request.get(`/api/v2/businesses/${businessId}/vouchers`, { headers }),
  );
  const saved = vouchers.resources.find((voucher) => voucher.name === name)!;
  expect(saved.effect.targetIds).toEqual([menu["Kopi O"]]);
  expect(saved.options.afterSales.productCondition.productIds).toEqual([menu["Kopi O"], menu["Kopi C"]]);

  // Kopi C leaves the menu: the editor names what it can and keeps the rest visible.
  await json(await page.request.put(`/api/v2/restaurants/${restaurantIds[0]}/menu-v3`, { data: { module: "product", operation: "delete", data: { id: menu["Kopi C"] } }, headers }));
  await page.reload();
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Retention voucher" });
  await editor.getByRole("button", { name: "Next" }).click();
  await expect(editor.getByRole("list", { name: "Products picked" }).getByText("Kopi O")).toBeVisible();
  await editor.getByRole("button", { name: "Next" }).click();
  const condition = editor.getByRole("list", { name: "Products picked" });
  await expect(condition.getByText(`Unknown product ${menu["Kopi C"]}`)).toBeVisible();
  await expect(condition.getByText("Kopi O")).toBeVisible();
  await condition.scrollIntoViewIfNeeded();
  await shoot(page, "voucher-unknown-product");
  expect(await seriousViolations(page, { within: ".p-dialog" })).toEqual([]);
});

test("a marketer switches to the new marketing version from the overview banner and lands on the portal", async ({ page }) => {
  const { businessId } = await prepare(page.request, "8197");
  await signIn(page, "8197");
  // The portal answers a page of its own; the migration request waits until 'Processing' was seen.
  await page.route(`${PORTAL}**`, (route) => route.fulfill({ contentType: "text/html", body: "<h1>Marketing portal</h1>" }));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v2/marketing-v2/${businessId}/migrate`, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto(`/b/${businessId}/marketing/overview?tab=vouchers`);
  const banner = page.getByRole("region", { name: "New marketing version" });
  await expect(banner.getByText("Your content and settings are preserved.")).toBeVisible();
  await expect(page.getByText("No member data")).toBeVisible();
  await expect(page.getByText("No available vouchers")).toBeVisible();
  await shoot(page, "overview");

  await banner.getByRole("button", { name: "Switch Now" }).click();
  await expect(confirmation(page)).toBeVisible();
  await confirmation(page).getByRole("button", { name: "Cancel" }).click();
  await expect(confirmation(page)).toBeHidden();
  await banner.getByRole("button", { name: "Switch Now" }).click();
  await shoot(page, "overview-migration-confirmation");
  await confirmation(page).getByRole("button", { name: "Confirm" }).click();
  await expect(banner.getByRole("button", { name: "Processing" })).toBeVisible();
  const landing = page.waitForURL((url) => url.href.startsWith(PORTAL));
  release();
  await landing;
  const url = new URL(page.url());
  expect(url.searchParams.get("businessId")).toBe(businessId);
  expect(url.searchParams.get("tab")).toBe("vouchers");
  await expect(page.getByRole("heading", { name: "Marketing portal" })).toBeVisible();

  // Migrated, the marketing area itself sends the user to the portal.
  await page.goto(`/b/${businessId}/marketing/voucher`);
  await page.waitForURL((next) => next.href.startsWith(PORTAL));
});

test("a marketer creates a feedback reward and deletes it", async ({ page }) => {
  const { businessId } = await prepare(page.request, "8198");
  await signIn(page, "8198");
  const name = "Thanks for your review";

  await page.goto(`/b/${businessId}/marketing/feedback`);
  await expect(page.getByRole("heading", { level: 1, name: "Feedback rewards" })).toBeVisible();
  await expect(page.getByText("No data")).toBeVisible();
  await page.getByRole("button", { name: "New reward" }).click();
  const wizard = page.getByRole("dialog", { name: "Create new Feedback reward" });
  await wizard.getByLabel("Name", { exact: true }).fill(name);
  await wizard.getByRole("button", { name: "Next" }).click();
  await typeOver(wizard.getByLabel("Amount", { exact: true }), "3");
  await wizard.getByRole("button", { name: "Next" }).click();
  await typeOver(wizard.getByLabel(/^Valid for \(days\)/), "14");
  await seeToast(page, `Reward ${name} created`, () => wizard.getByRole("button", { name: "Save" }).click());
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Dynamic")).toBeVisible();
  await shoot(page, "feedback");

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(confirmation(page).getByText(`Are you sure to delete ${name} ?`)).toBeVisible();
  await seeToast(page, `Reward ${name} deleted`, () => confirmation(page).getByRole("button", { name: "Delete" }).click());
  await expect(page.getByText("No data")).toBeVisible();
});
