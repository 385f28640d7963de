// A restaurant's machines page in a real browser against the real server (issue 3 §3: machine
// OTP and revoke, clear transaction, restaurant delete): an owner generates a pairing code,
// revokes the machines and clears the transactions through the 'Confirmation' dialog (Cancel
// first changes nothing), then deletes the restaurant with the red Delete and is back on an
// empty restaurant list.
// Decision: the owner, its business and restaurant are made over the API (the business suite
// covers making them through the screens), so this suite only drives the new actions.
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seeSuccess } from "./toasts";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const HASHING = { timeout: 30_000 };

const OWNER_PHONE = "+60125550301";
const OWNER_PASSWORD = "owner-pass-9";

const json = async <T>(response: { ok: () => boolean; json: () => Promise<unknown>; text: () => Promise<string> }): Promise<T> => {
  if (!response.ok()) throw new Error(await response.text());
  return ((await response.json()) as { data: T }).data;
};

/** Registers the owner through the development outbox and makes a business with one restaurant. */
const prepare = async (request: APIRequestContext) => {
  const post = (path: string, data: unknown, token?: string) =>
    request.post(`/api/v2${path}`, { data, ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }) });
  await json(await post("/auth/otp/v2/send", { target: OWNER_PHONE, purpose: "register" }));
  const [sent] = await json<Array<{ otp: string }>>(await request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(OWNER_PHONE)}`));
  const { verificationToken } = await json<{ verificationToken: string }>(
    await post("/auth/otp/v2/verify", { target: OWNER_PHONE, otp: sent?.otp, purpose: "register" }),
  );
  await json(await post("/auth/register", { phoneNumber: OWNER_PHONE, verificationToken, name: "Farid Owner", password: OWNER_PASSWORD }));
  const { accessToken } = await json<{ accessToken: string }>(await post("/auth/login", { phoneNumber: OWNER_PHONE, password: OWNER_PASSWORD }));
  const business = await json<{ id: string }>(await post("/businesses", { name: "Teh Tarik Co" }, accessToken));
  const restaurant = await json<{ id: string }>(await post("/restaurants", { businessId: business.id, profile: { name: "Teh Tarik Ampang" } }, accessToken));
  return { businessId: business.id, restaurantId: restaurant.id };
};

const signIn = async (page: Page) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill("12-555 0301");
  await page.getByLabel("Password", { exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/auth\//, HASHING);
};

const shoot = (page: Page, name: string) => page.screenshot({ animations: "disabled", path: `test-results/${name}.png` });

const confirmation = (page: Page) => page.getByRole("dialog", { name: "Confirmation" });

const clickAndSeeSuccess = (page: Page, click: () => Promise<void>) => seeSuccess(page, "Action was successful", click);

test("an owner pairs, revokes and clears on the machines page, then deletes the restaurant", async ({ page }) => {
  const { businessId, restaurantId } = await prepare(page.request);
  await signIn(page);

  await page.goto(`/b/${businessId}/restaurants/${restaurantId}/machines`);
  await expect(page.getByRole("heading", { level: 1, name: "Machines" })).toBeVisible();
  await expect(page.getByText("Last revoked: Never")).toBeVisible();

  // A pairing code, shown once with its expiry.
  await clickAndSeeSuccess(page, () => page.getByRole("button", { name: "Generate machine OTP" }).click());
  await expect(page.getByTestId("machine-otp")).toHaveText(/^\d{6}$/);
  await expect(page.getByText(/^Valid until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await shoot(page, "restaurant-machines-otp");

  // Revoke: Cancel changes nothing, Confirm revokes and drops the shown code.
  await page.getByRole("button", { name: "Revoke machines" }).click();
  await expect(confirmation(page)).toContainText("Revoke every POS machine of Teh Tarik Ampang?");
  await shoot(page, "restaurant-machines-confirm");
  await confirmation(page).getByRole("button", { name: "Cancel" }).click();
  await expect(confirmation(page)).toBeHidden();
  await expect(page.getByText("Last revoked: Never")).toBeVisible();
  await page.getByRole("button", { name: "Revoke machines" }).click();
  await clickAndSeeSuccess(page, () => confirmation(page).getByRole("button", { name: "Confirm" }).click());
  await expect(page.getByText(/^Last revoked: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByTestId("machine-otp")).toBeHidden();

  // Clear transactions.
  await expect(page.getByText("Last cleared: Never")).toBeVisible();
  await page.getByRole("button", { name: "Clear transactions" }).click();
  await expect(confirmation(page)).toContainText("Clear the transactions of Teh Tarik Ampang?");
  await clickAndSeeSuccess(page, () => confirmation(page).getByRole("button", { name: "Confirm" }).click());
  await expect(page.getByText(/^Last cleared: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // Kept after a reload.
  await page.reload();
  await expect(page.getByText(/^Last cleared: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await shoot(page, "restaurant-machines-done");

  // Delete the restaurant: the red Delete, then the empty list.
  await page.getByRole("button", { name: "Delete restaurant" }).click();
  await expect(confirmation(page)).toContainText("Delete Teh Tarik Ampang? This cannot be undone.");
  await clickAndSeeSuccess(page, () => confirmation(page).getByRole("button", { name: "Delete" }).click());
  await expect(page).toHaveURL(new RegExp(`/b/${businessId}/restaurants$`));
  await expect(page.getByText("No data")).toBeVisible();
});
