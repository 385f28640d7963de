// Businesses and restaurants in a real browser against the real server (issue 3 §3): an owner
// signs in, creates a business (the URL slug rule refuses a short slug first), fills in its
// company legal info (the phone becomes E.164 when the field is left), creates a restaurant,
// edits four of its settings groups (dine-in hours with an invalid time first, the service
// charge, the receipt texts, the master menu stock switch), reloads each page and finds the
// changes kept.
// Decision: the owner is a user of its own, registered over the API with the development
// outbox's code, not the provider admin: the layout suite signs the admin out, which ends every
// admin session, and suites run in parallel.
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { seeSuccess } from "./toasts";

// Passwords are hashed with scrypt at N = 2^17 (seconds each on a small machine), and a busy
// machine takes seconds to load a page's chunk: every expectation waits up to 20 s.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const HASHING = { timeout: 30_000 };

const OWNER_PHONE = "+60125550201";
const OWNER_PASSWORD = "owner-pass-8";

const registerOwner = async (request: APIRequestContext) => {
  const post = (path: string, data: unknown) => request.post(`/api/v2${path}`, { data });
  expect((await post("/auth/otp/v2/send", { target: OWNER_PHONE, purpose: "register" })).ok()).toBe(true);
  const outbox = await request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(OWNER_PHONE)}`);
  const [sent] = ((await outbox.json()) as { data: Array<{ otp: string }> }).data;
  const verified = await post("/auth/otp/v2/verify", { target: OWNER_PHONE, otp: sent?.otp, purpose: "register" });
  const { verificationToken } = ((await verified.json()) as { data: { verificationToken: string } }).data;
  const registered = await post("/auth/register", { phoneNumber: OWNER_PHONE, verificationToken, name: "Aisyah Owner", password: OWNER_PASSWORD });
  expect(registered.ok()).toBe(true);
};

const signIn = async (page: Page) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill("12-555 0201");
  await page.getByLabel("Password", { exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/auth\//, HASHING);
};

const shoot = (page: Page, name: string) => page.screenshot({ animations: "disabled", path: `test-results/${name}.png` });

const saveAndSeeSuccess = (page: Page) => seeSuccess(page, "Action was successful", () => page.getByRole("button", { name: "Save" }).click());

/** Types into a field as a person does, over what it holds (a number input reacts to keys). */
const typeOver = async (field: Locator, text: string) => {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
};

const openDrawerEntry = (page: Page, label: string) => page.getByRole("navigation", { name: "Navigation" }).getByText(label, { exact: true }).click();

test("an owner creates a business and a restaurant, edits four settings groups, and finds them kept", async ({ page }) => {
  await registerOwner(page.request);
  await signIn(page);

  // The business, with the slug rule on the way.
  await page.goto("/create-business");
  await page.getByLabel("Name").fill("Kopi Kita");
  await page.getByLabel("URL").fill("kopi");
  await page.getByRole("button", { name: "Create business" }).click();
  await expect(page.getByText("Invalid URL, should be more than 6 characters")).toBeVisible();
  await shoot(page, "business-create-invalid");
  await page.getByLabel("URL").fill("kopi-kita-e2e");
  await page.getByRole("button", { name: "Create business" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kopi Kita" })).toBeVisible();
  await expect(page).toHaveURL(/\/b\/[0-9a-f]+$/);
  await expect(page.getByText("No data")).toBeVisible();
  await shoot(page, "business-overview-new");

  // Its company legal info.
  await page.getByRole("button", { name: "Edit company legal info" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Registration no is required")).toBeVisible();
  await expect(page.getByText("Phone is required")).toBeVisible();
  await page.getByLabel("Name").fill("Kopi Kita Sdn Bhd");
  await page.getByLabel("Registration no").fill("202401012345");
  await page.getByLabel("Tax ID").fill("W10-2401-32000001");
  await expect(page.getByLabel("Prices include Malaysia SST")).toBeVisible();
  await page.getByLabel("Phone").fill("03-2201 2345");
  await page.getByLabel("Line 1").click();
  await expect(page.getByLabel("Phone")).toHaveValue("+60322012345");
  await page.getByLabel("Line 1").fill("12 Jalan Telawi 3");
  await page.getByLabel("City").fill("Kuala Lumpur");
  await page.getByLabel("Postcode").fill("59100");
  await page.getByLabel("State").fill("Wilayah Persekutuan");
  await shoot(page, "business-company");
  await saveAndSeeSuccess(page);
  await page.reload();
  await expect(page.getByLabel("Registration no")).toHaveValue("202401012345");
  await expect(page.getByLabel("Phone")).toHaveValue("+60322012345");

  // A restaurant.
  await openDrawerEntry(page, "Restaurants");
  await page.getByRole("button", { name: "New restaurant" }).click();
  await page.getByLabel("Name").fill("Kopi Kita Bangsar");
  await page.getByLabel("Phone").fill("03-2201 2346");
  await page.getByRole("button", { name: "Create restaurant" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByText("Kopi Kita Bangsar · Name, contact, address and location")).toBeVisible();
  const restaurantPath = new URL(page.url()).pathname.replace(/\/profile$/, "");

  // Dine-in: switched on, Monday until 23:00 (a wrong time first).
  await openDrawerEntry(page, "Dine-in");
  await page.getByLabel("Serve dine-in guests").click();
  await page.getByLabel("Monday closes").fill("2300");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Invalid time")).toBeVisible();
  await shoot(page, "restaurant-dine-in-invalid");
  await page.getByLabel("Monday closes").fill("23:00");
  await saveAndSeeSuccess(page);

  // Service charge: 6.5% on dine-in and pickup.
  await openDrawerEntry(page, "Service charge");
  await page.getByLabel("Charge a service charge").click();
  await typeOver(page.getByLabel("Rate"), "6.5");
  await page.getByRole("checkbox", { name: "Pickup" }).check();
  await saveAndSeeSuccess(page);
  await shoot(page, "restaurant-service-charge");

  // Restaurant setting: the receipt footer.
  await openDrawerEntry(page, "Restaurant setting");
  await page.getByLabel("Receipt footer").fill("Terima kasih, jumpa lagi!");
  await saveAndSeeSuccess(page);

  // Master menu stock: sell from the master menu's stock.
  await openDrawerEntry(page, "Master menu stock");
  await page.getByLabel("Use the master menu's stock").click();
  await saveAndSeeSuccess(page);

  // Everything is still there after a reload.
  await page.goto(`${restaurantPath}/fix-master-menu-stock`);
  await expect(page.getByLabel("Use the master menu's stock")).toBeChecked();
  await page.goto(`${restaurantPath}/dine-in`);
  await expect(page.getByLabel("Serve dine-in guests")).toBeChecked();
  await expect(page.getByLabel("Monday closes")).toHaveValue("23:00");
  await shoot(page, "restaurant-dine-in-kept");
  await page.goto(`${restaurantPath}/service-charge-setting`);
  await expect(page.getByLabel("Charge a service charge")).toBeChecked();
  await expect(page.getByLabel("Rate")).toHaveValue("6.5%");
  await expect(page.getByRole("checkbox", { name: "Pickup" })).toBeChecked();
  await page.goto(`${restaurantPath}/restaurant-setting`);
  await expect(page.getByLabel("Receipt footer")).toHaveValue("Terima kasih, jumpa lagi!");
  await shoot(page, "restaurant-setting-kept");

  // The business overview lists the restaurant and the company.
  await page.getByRole("button", { name: "Back to business" }).click();
  await expect(page.getByRole("link", { name: "Kopi Kita Bangsar" })).toBeVisible();
  await expect(page.getByText("Kopi Kita Sdn Bhd")).toBeVisible();
  await shoot(page, "business-overview");
});
