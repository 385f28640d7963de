// The Agent list and Dealer leads pages in a real browser (issue 18): an admin creates an agent in
// its dialog, finds it by its code, then in the lead inbox assigns a lead to it, marks the lead
// contacted and converts it into a business; the agent then signs in and sees only its own
// leads, and no Agent list. axe on each page and dialog, screenshots at 1280 and 390 px.
// Then the admin edits a lead's name, business and source (the creation rules apply).
// Serial: the second test signs in as the agent the first one creates.
import { type APIRequestContext, type Page, test } from "@playwright/test";
import { register } from "./accessibilityWorld";
import { seriousViolations } from "./axeCheck";
import { HASHING, type Owner, expect, seeSuccess, shootBoth, signIn } from "./loyaltyWorld";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN_PHONE = process.env.ADMIN_PHONE ?? "";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const AGENT: Owner = { phone: "+60127700041", typed: "12-770 0041", password: "agent-walk-8", name: "Aziz Agent" };
const PROSPECT: Owner = { phone: "+60127700042", typed: "12-770 0042", password: "prospect-walk-8", name: "Ramesh Prospect" };

const asAdmin = async (request: APIRequestContext) => {
  const login = await request.post("/api/v2/auth/login", { data: { phoneNumber: ADMIN_PHONE, password: ADMIN_PASSWORD } });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return async (path: string, data: unknown) => {
    const answer = await request.post(`/api/v2${path}`, { data, headers: { authorization: `Bearer ${token}` } });
    expect(answer.ok()).toBe(true);
  };
};

const drawer = (page: Page) => page.getByRole("navigation", { name: "Navigation" });

test("an admin creates an agent, finds it by code, and assigns, contacts and converts a lead", async ({ page }) => {
  await register(page.request, AGENT);
  await register(page.request, PROSPECT);
  const post = await asAdmin(page.request);
  await post("/admin/dealer-leads", { name: "Ramesh Prospect", phoneNumber: PROSPECT.phone, businessName: "Ramesh Banana Leaf", source: "EVENT", note: "Two outlets in Brickfields" });
  await post("/admin/dealer-leads", { name: "Unassigned Lead", phoneNumber: "+60127700049", businessName: "Somebody Else Cafe", source: "WEBSITE" });

  await signIn(page, { phone: ADMIN_PHONE, typed: ADMIN_PHONE, password: ADMIN_PASSWORD, name: "Admin" });
  await drawer(page).getByRole("link", { name: "Agent list" }).click();
  await expect(page).toHaveURL("/agents");
  await expect(page.getByText("No data")).toBeVisible();
  await page.getByRole("button", { name: "New agent" }).click();
  const creating = page.getByRole("dialog", { name: "New agent" });
  await creating.getByLabel("Phone of a registered user").fill(AGENT.typed);
  await creating.getByLabel("Name").fill(AGENT.name);
  await creating.getByLabel("Code").fill("aziz01");
  expect(await seriousViolations(page)).toEqual([]);
  await seeSuccess(page, "Action was successful", () => creating.getByRole("button", { name: "Save" }).click());
  const row = page.getByRole("row", { name: /Aziz Agent/ });
  await expect(row).toContainText("AZIZ01");
  await expect(row).toContainText("Reseller");
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-agent-list", row);

  await page.getByLabel("Agent code").fill("AZIZ01");
  await page.getByRole("button", { name: "Find by code" }).click();
  const detail = page.getByRole("dialog", { name: "Aziz Agent" });
  await expect(detail).toContainText("Code AZIZ01");
  await expect(detail.getByText("No data")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await detail.getByRole("button", { name: "Close" }).click();

  await drawer(page).getByRole("link", { name: "Dealer Lead" }).click();
  await expect(page).toHaveURL("/dealer-leads");
  const lead = page.getByRole("row", { name: /Ramesh Prospect/ });
  await expect(lead).toContainText("New");
  await expect(lead).toContainText("Not assigned");
  await expect(page.getByRole("row", { name: /Unassigned Lead/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-dealer-leads", lead);

  await lead.getByRole("button", { name: "Open lead Ramesh Prospect" }).click();
  const opened = page.getByRole("dialog", { name: "Ramesh Prospect" });
  await opened.locator(".p-dropdown", { has: page.getByLabel("Assigned agent") }).click();
  await page.getByRole("option", { name: "Aziz Agent (AZIZ01)" }).click();
  await opened.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("row", { name: /Ramesh Prospect/ })).toContainText("Aziz Agent");
  expect(await seriousViolations(page)).toEqual([]);

  await opened.getByRole("button", { name: "Mark contacted" }).click();
  await expect(opened).toContainText("Contacted");
  await expect(opened.getByRole("button", { name: "Mark contacted" })).toHaveCount(0);
  await opened.getByRole("button", { name: "Convert to business" }).click();
  await expect(opened.getByLabel("Business name")).toHaveValue("Ramesh Banana Leaf");
  await shootBoth(page, "admin-dealer-lead-convert", opened);
  await opened.getByRole("button", { name: "Create business" }).click();
  await expect(opened.getByRole("link", { name: "its business" })).toBeVisible();
  await expect(opened).toContainText("Converted");
  await expect(opened.getByRole("button", { name: "Mark lost" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-dealer-lead-converted", opened);
  await expect(page.getByRole("row", { name: /Ramesh Prospect/ })).toContainText("Converted");

  await page.keyboard.press("Escape");
  await page.locator(".p-dropdown", { has: page.getByLabel("Status filter") }).click();
  await page.getByRole("option", { name: "Converted" }).click();
  await expect(page.getByRole("row", { name: /Unassigned Lead/ })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Ramesh Prospect/ })).toBeVisible();
});

test("an agent sees only the leads assigned to it, and no Agent list", async ({ page }) => {
  await signIn(page, AGENT);
  await expect(drawer(page).getByRole("link", { name: "Dealer Lead" })).toBeVisible(HASHING);
  await expect(drawer(page).getByRole("link", { name: "Agent list" })).toHaveCount(0);
  await drawer(page).getByRole("link", { name: "Dealer Lead" }).click();
  const own = page.getByRole("row", { name: /Ramesh Prospect/ });
  await expect(own).toContainText("Converted");
  await expect(page.getByRole("row", { name: /Unassigned Lead/ })).toHaveCount(0);
  await expect(page.getByLabel("Agent filter")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "agent-dealer-leads", own);
  await page.goto("/agents");
  await expect(page).not.toHaveURL("/agents");
});

test("an admin edits a lead's details with the creation rules", async ({ page }) => {
  await signIn(page, { phone: ADMIN_PHONE, typed: ADMIN_PHONE, password: ADMIN_PASSWORD, name: "Admin" });
  await drawer(page).getByRole("link", { name: "Dealer Lead" }).click();
  await expect(page).toHaveURL("/dealer-leads");
  await page.getByRole("row", { name: /Unassigned Lead/ }).getByRole("button", { name: "Open lead Unassigned Lead" }).click();
  const opened = page.getByRole("dialog", { name: "Unassigned Lead" });
  await opened.getByRole("button", { name: "Edit details" }).click();
  const editing = page.getByRole("dialog", { name: "Edit lead" });
  await expect(editing.getByLabel("Business name")).toHaveValue("Somebody Else Cafe");
  await editing.getByLabel("Name", { exact: true }).fill("");
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(editing).toContainText("Name is required");
  await editing.getByLabel("Name", { exact: true }).fill("Nadia Lead");
  await editing.getByLabel("Business name").fill("Nadia Nasi Kandar");
  await editing.locator(".p-dropdown", { has: page.getByLabel("Source") }).click();
  await page.getByRole("option", { name: "Referral" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "admin-dealer-lead-edit", editing.getByLabel("Business name"));
  await seeSuccess(page, "Action was successful", () => editing.getByRole("button", { name: "Save" }).click());
  await expect(editing).toBeHidden();
  const renamed = page.getByRole("dialog", { name: "Nadia Lead" });
  await expect(renamed).toContainText("Nadia Nasi Kandar");
  await expect(renamed).toContainText("Referral");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("row", { name: /Nadia Lead/ })).toContainText("Nadia Nasi Kandar");
  await expect(page.getByRole("row", { name: /Unassigned Lead/ })).toHaveCount(0);
});
