// A business's team in a real browser against the real server (issue 3 §2: the owner invites a
// user by phone as staff with a role; spec 1 §7 `GET /user/b/{businessId}/phone/{phone}`): the
// owner finds a registered user by phone (an unknown one says 'Invalid user'), gives a role,
// sees it in the table, changes it, and removes the member through the 'Confirmation' dialog.
// Decision: both users and the business are made over the API; this suite drives the screen.
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seeSuccess } from "./toasts";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const HASHING = { timeout: 30_000 };

const OWNER = { phone: "+60125550311", password: "owner-pass-10", name: "Nadia Owner" };
const MEMBER = { phone: "+60125550312", password: "member-pass-1", name: "Wei Member" };

const json = async <T>(response: { ok: () => boolean; json: () => Promise<unknown>; text: () => Promise<string> }): Promise<T> => {
  if (!response.ok()) throw new Error(await response.text());
  return ((await response.json()) as { data: T }).data;
};

const register = async (request: APIRequestContext, user: typeof OWNER) => {
  const post = (path: string, data: unknown) => request.post(`/api/v2${path}`, { data });
  await json(await post("/auth/otp/v2/send", { target: user.phone, purpose: "register" }));
  const [sent] = await json<Array<{ otp: string }>>(await request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(user.phone)}`));
  const { verificationToken } = await json<{ verificationToken: string }>(await post("/auth/otp/v2/verify", { target: user.phone, otp: sent?.otp, purpose: "register" }));
  await json(await post("/auth/register", { phoneNumber: user.phone, verificationToken, name: user.name, password: user.password }));
};

const prepare = async (request: APIRequestContext) => {
  await register(request, OWNER);
  await register(request, MEMBER);
  const { accessToken } = await json<{ accessToken: string }>(await request.post("/api/v2/auth/login", { data: { phoneNumber: OWNER.phone, password: OWNER.password } }));
  const business = await json<{ id: string }>(await request.post("/api/v2/businesses", { data: { name: "Nasi Lemak Co" }, headers: { authorization: `Bearer ${accessToken}` } }));
  return business.id;
};

const signIn = async (page: Page) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill("12-555 0311");
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/auth\//, HASHING);
};

const shoot = (page: Page, name: string) => page.screenshot({ animations: "disabled", path: `test-results/${name}.png` });

const clickAndSeeSuccess = (page: Page, click: () => Promise<void>) => seeSuccess(page, "Action was successful", click);

/** Picks an access level in the role grid. */
const setLevel = async (page: Page, subject: string, level: string) => {
  const grid = page.getByRole("group", { name: "Role" });
  await grid.locator(".p-dropdown", { has: page.getByLabel(subject, { exact: true }) }).click();
  await page.getByRole("option", { name: level, exact: true }).click();
};

test("an owner invites a user by phone with a role, changes it and removes the member", async ({ page }) => {
  const businessId = await prepare(page.request);
  await signIn(page);
  await page.goto(`/b/${businessId}/team`);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  const rows = page.locator(".p-datatable-tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Owner");

  // Find: an unknown phone, then the member.
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite member" });
  await dialog.getByLabel("Phone", { exact: true }).fill("12-555 0399");
  await dialog.getByRole("button", { name: "Find" }).click();
  await expect(dialog.getByText("Invalid user")).toBeVisible();
  await dialog.getByLabel("Phone", { exact: true }).fill("12-555 0312");
  await dialog.getByRole("button", { name: "Find" }).click();
  await expect(dialog.getByText(MEMBER.name)).toBeVisible();
  await setLevel(page, "Menu", "Manage");
  await shoot(page, "team-invite");
  await clickAndSeeSuccess(page, () => dialog.getByRole("button", { name: "Invite" }).click());
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("row", { name: new RegExp(MEMBER.name) })).toContainText("Menu: Manage");

  // Change the role.
  await page.getByRole("button", { name: `Edit ${MEMBER.name}` }).click();
  await setLevel(page, "Restaurants", "View");
  await clickAndSeeSuccess(page, () => page.getByRole("dialog").getByRole("button", { name: "Save" }).click());
  await expect(page.getByRole("row", { name: new RegExp(MEMBER.name) })).toContainText("Restaurants: View · Menu: Manage");
  await shoot(page, "team-list");

  // Remove, through the Confirmation dialog.
  await page.getByRole("button", { name: `Remove ${MEMBER.name}` }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await expect(confirmation).toContainText(`Remove ${MEMBER.name} from the team?`);
  await clickAndSeeSuccess(page, () => confirmation.getByRole("button", { name: "Delete" }).click());
  await expect(rows).toHaveCount(1);
});
