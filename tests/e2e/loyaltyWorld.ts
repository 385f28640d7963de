// Owns: what the loyalty browser suites (loyalty*.spec.ts and others that need a business) stand on:
// an owner registered over the API with the development outbox's code (each suite its own
// phone, suites run in parallel), their token, a business with a restaurant, members enrolled
// and edited over the API (ARCHITECTURE §3 `POST /membership/members`), the owner signed in in
// the browser, and screenshots of a screen at desktop (1280) and mobile (390) width.
// Decisions: the screenshots go to SHOTS_DIR (default /tmp/shots-loyale2e; a run by someone else
// sets its own) so a person can look at every loyalty page and dialog; waits are generous
// because passwords are hashed with scrypt at N = 2^17 and a busy machine takes seconds to load
// a page's chunk.
import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const expect = baseExpect.configure({ timeout: 20_000 });
export const HASHING = { timeout: 30_000 };

const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/shots-loyale2e";
export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export interface Owner {
  readonly phone: string;
  /** As typed in the sign-in form (Malaysia's national format). */
  readonly typed: string;
  readonly password: string;
  readonly name: string;
}

export interface World {
  readonly token: string;
  readonly businessId: string;
  readonly restaurantId: string;
  readonly api: <T = unknown>(method: "GET" | "POST" | "PUT", path: string, data?: unknown) => Promise<T>;
}

const dataOf = async <T>(response: { ok: () => boolean; json: () => Promise<unknown>; text: () => Promise<string>; url: () => string }): Promise<T> => {
  if (!response.ok()) throw new Error(`${response.url()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

const register = async (request: APIRequestContext, owner: Owner) => {
  const post = (path: string, data: unknown) => request.post(`/api/v2${path}`, { data });
  await dataOf(await post("/auth/otp/v2/send", { target: owner.phone, purpose: "register" }));
  const [sent] = await dataOf<Array<{ otp: string }>>(await request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(owner.phone)}`));
  const { verificationToken } = await dataOf<{ verificationToken: string }>(await post("/auth/otp/v2/verify", { target: owner.phone, otp: sent?.otp, purpose: "register" }));
  await dataOf(await post("/auth/register", { phoneNumber: owner.phone, verificationToken, name: owner.name, password: owner.password }));
};

/** The owner, their business "{businessName}" and its restaurant, made over the API. */
export const openBusiness = async (request: APIRequestContext, owner: Owner, businessName: string): Promise<World> => {
  await register(request, owner);
  const { accessToken: token } = await dataOf<{ accessToken: string }>(
    await request.post("/api/v2/auth/login", { data: { phoneNumber: owner.phone, password: owner.password } }),
  );
  const api: World["api"] = async (method, path, data) =>
    dataOf(await request.fetch(`/api/v2${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) }));
  const business = await api<{ id: string }>("POST", "/businesses", { name: businessName });
  const restaurant = await api<{ id: string }>("POST", "/restaurants", { businessId: business.id, profile: { name: `${businessName} Bangsar` } });
  return { token, businessId: business.id, restaurantId: restaurant.id, api };
};

export interface EnrolledMember {
  readonly id: string;
  readonly _rev: number;
}

export const enrol = (world: World, phoneNumber: string, name: string): Promise<EnrolledMember> =>
  world.api("POST", `/businesses/${world.businessId}/membership/members`, { phoneNumber, name });

/** Puts a member at `level` (experience 0) through the edit call, as the member page's dialog does. */
export const setLevel = (world: World, member: EnrolledMember, level: number): Promise<EnrolledMember> =>
  world.api("PUT", `/businesses/${world.businessId}/membership/members/${member.id}`, { level, experience: 0, _rev: member._rev });

export const signIn = async (page: Page, owner: Owner) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/auth/login");
  await page.getByLabel("Phone", { exact: true }).fill(owner.typed);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/auth\//, HASHING);
};

/**
 * Screenshots of what is on screen at desktop then mobile width (back to desktop after), as
 * `{name}-desktop.png` and `{name}-mobile.png`. `ready` is what must be visible at each width.
 * `reload` loads a page afresh at each width, as a phone opens it (some widgets, like a tab
 * bar's scroll arrows, measure themselves when mounted); a dialog's shot must not reload.
 */
export const shootBoth = async (page: Page, name: string, ready?: Locator, { reload = false } = {}) => {
  for (const [width, size] of [["desktop", DESKTOP], ["mobile", MOBILE]] as const) {
    await page.setViewportSize(size);
    if (reload) await page.reload();
    if (ready !== undefined) await expect(ready).toBeVisible();
    await page.screenshot({ animations: "disabled", path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  if (reload) await page.reload();
};

/** Types into a field as a person does, over what it holds (a number input reacts to keys). */
export const typeOver = async (field: Locator, text: string) => {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
};

export { seeSuccess } from "./toasts";

/** Opens an entry of the drawer's Loyalty group (other groups have an 'Overview' too). */
export const openLoyaltyEntry = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Navigation" }).getByRole("region", { name: "Loyalty" }).getByText(label, { exact: true }).click();
